import Drawing
import GestureEngine
@testable import Raster
import XCTest

/// Shapes only sampling can draw: stretched unevenly, skewed, or huge, covered where they are
/// and evaluated only where they can be seen.
final class AffineCoverageTests: XCTestCase {
    /// Level per pixel of a `width` × `height` area.
    private func levels(_ rects: [CoverageRect], width: Int, height: Int) -> [Int] {
        var levels = [Int](repeating: 0, count: width * height)
        for rect in rects {
            XCTAssertEqual(rect.height, 1)
            for x in Int(rect.x)..<Int(rect.x + rect.width) { levels[Int(rect.y) * width + x] = rect.level }
        }
        return levels
    }

    func testAStretchedSquareCoversItsStretchedBox() {
        // 10 × 10 points stretched 2 × 1, at (5, 5): pixels 10…29 across, 5…14 down.
        let shape = RoundedRect(rect: Rect(5, 5, 10, 10), cornerRadius: 0, transform: Transform2D(scaleX: 2, y: 1))
        let sampled = AffineCoverage(pixelScale: 1, visible: PixelArea(width: 40, height: 20)).coverage(of: shape, border: nil)
        let levels = levels(sampled, width: 40, height: 20)
        for y in 0..<20 {
            for x in 0..<40 {
                let inside = (10..<30).contains(x) && (5..<15).contains(y)
                XCTAssertEqual(levels[y * 40 + x], inside ? CoverageRasterizer.levels : 0, "(\(x), \(y))")
            }
        }
    }

    func testABorderLeavesItsMiddleEmpty() {
        let shape = RoundedRect(rect: Rect(0, 0, 20, 10), cornerRadius: 0, transform: Transform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 4, ty: 4))
        let levels = levels(AffineCoverage(pixelScale: 1, visible: PixelArea(width: 40, height: 20)).coverage(of: shape, border: 2), width: 40, height: 20)
        XCTAssertEqual(levels[9 * 40 + 16], 0, "the middle of a skewed border")
        XCTAssertEqual(levels[5 * 40 + 12], CoverageRasterizer.levels, "inside its top band")
    }

    func testAHugeSkewedShapeIsEvaluatedOnlyWhereVisible() {
        let shape = RoundedRect(rect: Rect(-1e6, -1e6, 2e6, 2e6), cornerRadius: 1e4, transform: Transform2D(a: 1, b: 0.2, c: 0.3, d: 1, tx: 0, ty: 0))
        let visible = PixelArea(width: 64, height: 48)
        let rects = AffineCoverage(pixelScale: 1, visible: visible).coverage(of: shape, border: nil)
        XCTAssertEqual(rects.count, 48, "one full run a visible row")
        XCTAssertTrue(rects.allSatisfy { $0.x == 0 && $0.width == 64 && $0.level == CoverageRasterizer.levels })
    }
}
