@testable import Drawing
import GestureEngine
import XCTest

/// Rotated shapes kept as cached coverage: the area they cover, keys shared a whole pixel apart,
/// and the transforms left to triangles.
final class RotatedCoverageTests: XCTestCase {
    private let rasterizer = CoverageRasterizer(pixelScale: 1)

    private func diamond(at center: Point, side: Double = 10) -> RoundedRect {
        RoundedRect(rect: Rect(-side / 2, -side / 2, side, side), cornerRadius: 0,
                    transform: Transform2D(rotationAngle: .pi / 4).concatenating(Transform2D(translationX: center.x, y: center.y)))
    }

    /// Summed coverage (levels are sixteenths) in pixels.
    private func coveredArea(_ placed: CoverageCache.Placed) -> Double {
        placed.spans.reduce(0) { $0 + Double($1.width) * Double($1.level) / Double(CoverageRasterizer.levels) }
    }

    func testARotatedShapeCoversItsArea() throws {
        let cache = CoverageCache()
        let square = try XCTUnwrap(cache.coverage(ofRotated: diamond(at: Point(40.3, 20.6), side: 12), border: nil, rasterizer: rasterizer))
        XCTAssertEqual(coveredArea(square), 144, accuracy: 144 * 0.02)
        let turned = RoundedRect(rect: Rect(0, 0, 40, 30), cornerRadius: 8,
                                 transform: Transform2D(rotationAngle: 0.3).concatenating(Transform2D(translationX: 100, y: 50)))
        // A rounded rectangle's area: its box less the corners outside the arcs.
        func area(_ width: Double, _ height: Double, radius: Double) -> Double { width * height - (4 - Double.pi) * radius * radius }
        let view = try XCTUnwrap(cache.coverage(ofRotated: turned, border: nil, rasterizer: rasterizer))
        XCTAssertEqual(coveredArea(view), area(40, 30, radius: 8), accuracy: 12)
        let ring = try XCTUnwrap(cache.coverage(ofRotated: turned, border: 2, rasterizer: rasterizer))
        let ringArea = area(40, 30, radius: 8) - area(36, 26, radius: 6)
        XCTAssertEqual(coveredArea(ring), ringArea, accuracy: 8, "a 2-point border")
    }

    func testEqualShapesAWholePixelApartShareOneEntry() throws {
        let cache = CoverageCache()
        let first = try XCTUnwrap(cache.coverage(ofRotated: diamond(at: Point(30.25, 10.5)), border: nil, rasterizer: rasterizer))
        let moved = try XCTUnwrap(cache.coverage(ofRotated: diamond(at: Point(47.25, 22.5)), border: nil, rasterizer: rasterizer))
        XCTAssertEqual(cache.rasterised, 1)
        XCTAssertEqual(moved.x - first.x, 17)
        XCTAssertEqual(moved.y - first.y, 12)
        XCTAssertEqual(first.spans.map(\.level), moved.spans.map(\.level))
        _ = cache.coverage(ofRotated: diamond(at: Point(30.5, 10.5)), border: nil, rasterizer: rasterizer)
        XCTAssertEqual(cache.rasterised, 2, "another quarter-pixel phase is another entry")
    }

    func testSkewsMirrorsAndRightAnglesAreNotRotatedShapes() {
        let rect = Rect(0, 0, 10, 6)
        for transform in [Transform2D(a: 1, b: 0.2, c: 0, d: 1, tx: 0, ty: 0), Transform2D(scaleX: 2, y: 1).concatenating(Transform2D(rotationAngle: 0.4)),
                          Transform2D(scaleX: -1, y: 1).concatenating(Transform2D(rotationAngle: 0.4)), Transform2D(rotationAngle: .pi / 2)] {
            XCTAssertNil(ShapeKey.place(rotated: RoundedRect(rect: rect, cornerRadius: 0, transform: transform), border: nil, rasterizer: rasterizer),
                         "\(transform)")
        }
        XCTAssertNil(ShapeKey.place(rotated: RoundedRect(rect: Rect(0, 0, 600, 10), cornerRadius: 0, transform: Transform2D(rotationAngle: 0.4)),
                                    border: nil, rasterizer: rasterizer), "too large to keep")
    }
}
