import Drawing
import GestureEngine
@testable import Raster
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

    func testSkewsAndMirrorsAreNotRotatedShapesButRightAnglesAre() {
        let rect = Rect(0, 0, 10, 6)
        // cos(π/2) is not 0: such a shape is no axis-aligned box, and is kept turned by a quarter.
        let quarter = ShapeKey.place(rotated: RoundedRect(rect: rect, cornerRadius: 0, transform: Transform2D(rotationAngle: .pi / 2)),
                                     border: nil, rasterizer: rasterizer)
        XCTAssertEqual(quarter?.key.turn, ShapeKey.turnSteps / 4)
        for transform in [Transform2D(a: 1, b: 0.2, c: 0, d: 1, tx: 0, ty: 0), Transform2D(scaleX: 2, y: 1).concatenating(Transform2D(rotationAngle: 0.4)),
                          Transform2D(scaleX: -1, y: 1).concatenating(Transform2D(rotationAngle: 0.4))] {
            XCTAssertNil(ShapeKey.place(rotated: RoundedRect(rect: rect, cornerRadius: 0, transform: transform), border: nil, rasterizer: rasterizer),
                         "\(transform)")
        }
        XCTAssertNil(ShapeKey.place(rotated: RoundedRect(rect: Rect(0, 0, 600, 10), cornerRadius: 0, transform: Transform2D(rotationAngle: 0.4)),
                                    border: nil, rasterizer: rasterizer), "too large to keep")
    }
}

extension RotatedCoverageTests {
    /// Turned clockwise on screen (y down): a bar's right end goes down, not up.
    func testAPositiveAngleTurnsClockwiseOnScreen() throws {
        let bar = RoundedRect(rect: Rect(-20, -2, 40, 4), cornerRadius: 0,
                              transform: Transform2D(rotationAngle: 0.5).concatenating(Transform2D(translationX: 50.5, y: 50.5)))
        let placed = try XCTUnwrap(CoverageCache().coverage(ofRotated: bar, border: nil, rasterizer: rasterizer))
        func level(atX x: Int, y: Int) -> Int32 {
            placed.spans.first { placed.y + Int($0.y) == y && (placed.x + Int($0.x)..<placed.x + Int($0.x + $0.width)).contains(x) }?.level ?? 0
        }
        // 15 pixels along the bar from its centre: (50.5 + 15 cos 0.5, 50.5 + 15 sin 0.5) ≈ (63.7, 57.7).
        XCTAssertEqual(level(atX: 63, y: 57), Int32(CoverageRasterizer.levels))
        XCTAssertEqual(level(atX: 63, y: 43), 0, "mirrored above the centre: nothing")
    }

    /// A fill's rows are evaluated only from their ends to the first full pixel: the same levels
    /// as evaluating every pixel of the raster.
    func testTheConvexShortcutGivesEveryPixelsLevel() {
        for (width, height, radius, angle) in [(40.0, 30.0, 8.0, 0.3), (7.0, 7.0, 0.0, Double.pi / 4), (3.0, 60.0, 1.5, 2.2), (0.6, 9.0, 0.0, 1.0)] {
            let shape = RotatedCoverage(width: width, height: height, radius: radius, border: nil, angle: angle)
            let size = 2 * shape.reach + 1, center = Double(shape.reach) + 0.25
            var shortcut = [[Int]](repeating: [Int](repeating: 0, count: size), count: size)
            for rect in shape.coverage(size: size, centerX: center, centerY: center) {
                for column in Int(rect.x)..<Int(rect.x + rect.width) { shortcut[Int(rect.y)][column] = rect.level }
            }
            for row in 0..<size {
                for column in 0..<size {
                    // The pixel centre in the shape's axes, and its signed distance to the rounded box.
                    let x = Double(column) + 0.5 - center, y = Double(row) + 0.5 - center
                    let u = x * cos(angle) + y * sin(angle), v = -x * sin(angle) + y * cos(angle)
                    let qx = abs(u) - width / 2 + radius, qy = abs(v) - height / 2 + radius
                    let distance = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot() + min(max(qx, qy), 0) - radius
                    XCTAssertEqual(shortcut[row][column], CoverageRasterizer.level(0.5 - distance), "\(width)×\(height) at (\(column), \(row))")
                }
            }
        }
    }
}

extension RotatedCoverageTests {
    /// Hostile widths are clamped, not converted as they are: no trap, whatever the geometry.
    func testHostileBorderWidthsAreClampedNotTrapped() {
        let turned = RoundedRect(rect: Rect(0, 0, 40, 30), cornerRadius: 8, transform: Transform2D(rotationAngle: 0.3))
        let level = RoundedRect(rect: Rect(0, 0, 40, 30), cornerRadius: 8)
        for width in [Double.nan, 1e300, -1e300, .infinity] {
            _ = ShapeKey.place(rotated: turned, border: width, rasterizer: rasterizer)
            _ = ShapeKey.place(level, border: width, rasterizer: rasterizer)
        }
        let far = ShapeKey.place(rotated: RoundedRect(rect: Rect(1e300, 0, 40, 30), cornerRadius: 0, transform: Transform2D(rotationAngle: 0.3)),
                                 border: nil, rasterizer: rasterizer)
        XCTAssertEqual(far?.x, PixelArea.pixel(1e300), "placed at the farthest pixel a coordinate names, outside every canvas")
    }
}
