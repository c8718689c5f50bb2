import Drawing
import GestureEngine
@testable import Raster
import XCTest

final class CoverageRasterizerTests: XCTestCase {
    private let levels = CoverageRasterizer.levels

    /// Every pixel the rectangles cover, once each, with the level an independent per-pixel
    /// evaluation gives (distance to the box shrunk by the radius, minus the radius), and no
    /// pixel that evaluation covers is missing.
    func testRectanglesMatchPerPixelCoverageExactly() throws {
        let shapes: [(RoundedRect, stroke: Double?, scale: Double)] = [
            (RoundedRect(rect: Rect(10, 10, 100, 44), cornerRadius: 0), nil, 1),
            (RoundedRect(rect: Rect(10.3, 7.7, 61.2, 23.9), cornerRadius: 6.5), nil, 1),
            (RoundedRect(rect: Rect(3.25, 4.5, 30, 30), cornerRadius: 15), nil, 2),
            (RoundedRect(rect: Rect(0, 0, 20, 8), cornerRadius: 3, transform: Transform2D(translationX: 5.6, y: 2.2).scaledBy(x: 1.5, y: 1.5)), nil, 1),
            (RoundedRect(rect: Rect(12.4, 9.1, 70, 40), cornerRadius: 10), 2, 1),
            (RoundedRect(rect: Rect(12.4, 9.1, 70, 40), cornerRadius: 1), 0.4, 2),
            (RoundedRect(rect: Rect(5.5, 5.5, 30, 12), cornerRadius: 4), 9, 1),
            (RoundedRect.circle(center: Point(20.3, 20.7), radius: 14), nil, 1),
            (RoundedRect.circle(center: Point(20.3, 20.7), radius: 14), 2.5, 2),
            (RoundedRect.circle(center: Point(30, 30), radius: 0.3), nil, 1),
        ]
        for (shape, stroke, scale) in shapes {
            let rasterizer = CoverageRasterizer(pixelScale: scale)
            let rects = try XCTUnwrap(stroke.map { rasterizer.stroke(shape, width: $0) } ?? rasterizer.fill(shape))
            let (box, radius) = try XCTUnwrap(rasterizer.pixelBox(shape))
            let inset = stroke.map { min($0 * shape.transform.a * scale, min(box.width, box.height) / 2) }
            var painted: [Int: Int] = [:]
            for rect in rects {
                XCTAssertTrue((1...levels).contains(rect.level))
                for y in rect.y..<(rect.y + rect.height) {
                    for x in rect.x..<(rect.x + rect.width) {
                        XCTAssertNil(painted[key(x, y)], "pixel (\(x), \(y)) painted twice")
                        painted[key(x, y)] = rect.level
                    }
                }
            }
            var expectedCount = 0
            for y in Int32(box.minY - 2)...Int32(box.maxY + 2) {
                for x in Int32(box.minX - 2)...Int32(box.maxX + 2) {
                    let centre = Point(Double(x) + 0.5, Double(y) + 0.5)
                    var coverage = reference(centre, box, radius)
                    if let inset {
                        let inner = box.outset(dx: -inset, dy: -inset)
                        if inner.width > 0, inner.height > 0 { coverage -= reference(centre, inner, max(0, radius - inset)) }
                    }
                    let level = Int((max(0, coverage) * Double(levels)).rounded())
                    if level > 0 { expectedCount += 1 }
                    XCTAssertEqual(painted[key(x, y)] ?? 0, level, "pixel (\(x), \(y)) of \(shape) stroke \(stroke ?? 0) @\(scale)x")
                }
            }
            XCTAssertEqual(painted.count, expectedCount, "nothing painted outside the shape")
        }
    }

    /// The point of the rasterizer: a typical row of a table is a handful of rectangles.
    func testAWideRoundedRowIsAFewDozenRectangles() throws {
        let row = RoundedRect(rect: Rect(16.4, 100.2, 388, 44), cornerRadius: 10)
        let fill = try XCTUnwrap(CoverageRasterizer(pixelScale: 1).fill(row))
        XCTAssertLessThan(fill.count, 100)
        let sharp = try XCTUnwrap(CoverageRasterizer(pixelScale: 1).fill(RoundedRect(rect: Rect(16, 100, 388, 44), cornerRadius: 0)))
        XCTAssertEqual(sharp, [CoverageRect(x: 16, y: 100, width: 388, height: 44, level: levels)])
    }

    func testRotatedAndUnevenlyScaledShapesAreLeftToTriangles() {
        let rasterizer = CoverageRasterizer(pixelScale: 1)
        XCTAssertNil(rasterizer.fill(RoundedRect(rect: Rect(0, 0, 10, 10), cornerRadius: 2, transform: Transform2D(rotationAngle: 0.2))))
        XCTAssertNil(rasterizer.stroke(RoundedRect(rect: Rect(0, 0, 10, 10), cornerRadius: 2, transform: Transform2D(scaleX: 2, y: 1)), width: 1))
    }

    private func key(_ x: Int32, _ y: Int32) -> Int { Int(x) << 20 | Int(y) }

    /// Coverage 0.5 − distance to the rounded box, from the nearest point of the box shrunk by
    /// the radius.
    private func reference(_ point: Point, _ box: Rect, _ radius: Double) -> Double {
        let core = box.outset(dx: -radius, dy: -radius)
        let nearest = Point(min(max(point.x, core.minX), core.maxX), min(max(point.y, core.minY), core.maxY))
        let distance: Double
        if nearest == point {
            distance = -min(point.x - core.minX, core.maxX - point.x, point.y - core.minY, core.maxY - point.y) - radius
        } else {
            distance = (point - nearest).length - radius
        }
        return max(0, min(1, 0.5 - distance))
    }

    /// Issue 9 §1: a shape a million points wide at 1000× (a crash before: `Int(1e300)` traps)
    /// costs only its visible pixels, which are the same as those of the same shape clipped by
    /// hand to a box just outside the canvas.
    func testHugeShapesCoverOnlyTheVisiblePixelsExactly() throws {
        let canvas = PixelArea(width: 64, height: 48)
        let rasterizer = CoverageRasterizer(pixelScale: 2, visible: canvas)
        let huge = RoundedRect(rect: Rect(10.3, -1e6, 1e6, 2e6), cornerRadius: 4)
        let nearby = RoundedRect(rect: Rect(10.3, -10, 40, 60), cornerRadius: 4)
        let visible = try XCTUnwrap(rasterizer.fill(huge))
        let reference = try XCTUnwrap(rasterizer.fill(nearby))
        XCTAssertEqual(pixels(visible), pixels(reference).filter { canvas.columns.contains($0.key.x) && canvas.rows.contains($0.key.y) })
        for extreme in [1e300, -1e300, 1e15] {
            let far = RoundedRect(rect: Rect(extreme, extreme, 1e300, 1e300), cornerRadius: 1e300, transform: Transform2D(scaleX: 1000, y: 1000))
            XCTAssertTrue((rasterizer.fill(far) ?? []).allSatisfy { canvas.columns.contains(Int($0.x)) && canvas.rows.contains(Int($0.y)) })
            XCTAssertNotNil(rasterizer.stroke(far, width: 1e300))
        }
    }

    private struct Pixel: Hashable {
        let x: Int, y: Int
    }

    private func pixels(_ rects: [CoverageRect]) -> [Pixel: Int] {
        var result: [Pixel: Int] = [:]
        for rect in rects {
            for y in rect.y..<(rect.y + rect.height) {
                for x in rect.x..<(rect.x + rect.width) { result[Pixel(x: Int(x), y: Int(y))] = rect.level }
            }
        }
        return result
    }
}
