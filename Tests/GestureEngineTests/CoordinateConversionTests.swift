import EngineTestSupport
@testable import GestureEngine
import XCTest

final class CoordinateConversionTests: EngineTestCase {
    private func assertClose(_ a: Point?, _ b: Point, file: StaticString = #filePath, line: UInt = #line) {
        guard let a else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(a.x, b.x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: 1e-9, file: file, line: line)
    }

    func testNestedViewsAddTheirOrigins() {
        let root = View(id: "root", frame: Rect(0, 0, 400, 400))
        let outer = View(id: "outer", frame: Rect(50, 60, 200, 200))
        let inner = View(id: "inner", frame: Rect(10, 20, 50, 50))
        root.addSubview(outer)
        outer.addSubview(inner)
        assertClose(inner.convert(Point(5, 5), to: nil), Point(65, 85))
        assertClose(inner.convert(Point(65, 85), from: nil), Point(5, 5))
        assertClose(inner.convert(Point(0, 0), to: outer), Point(10, 20))
    }

    func testBoundsOriginShiftsSubviews() {
        let root = View(id: "root", frame: Rect(0, 0, 400, 400))
        let scroller = View(id: "scroller", frame: Rect(0, 100, 300, 300))
        scroller.bounds.origin = Point(0, 80)
        let row = View(id: "row", frame: Rect(0, 100, 300, 44))
        root.addSubview(scroller)
        scroller.addSubview(row)
        // The row sits at y 100 in content, scrolled up by 80: on screen at 100 + 100 - 80.
        assertClose(row.convert(Point(0, 0), to: nil), Point(0, 120))
    }

    func testRotationAndScaleApplyAboutTheCentre() {
        let root = View(id: "root", frame: Rect(0, 0, 400, 400))
        let box = View(id: "box", frame: Rect(100, 100, 100, 100))
        box.transform = Transform2D(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        root.addSubview(box)
        // The centre stays at (150,150); the local top-left corner (0,0) is 50·2 = 100 pt from it,
        // and a quarter turn clockwise maps local up-left to screen up-right.
        assertClose(box.convert(Point(50, 50), to: nil), Point(150, 150))
        assertClose(box.convert(Point(0, 0), to: nil), Point(250, 50))
        assertClose(box.convert(Point(250, 50), from: nil), Point(0, 0))
    }

    func testConversionBetweenCousinsGoesThroughTheWindow() {
        let root = View(id: "root", frame: Rect(0, 0, 400, 400))
        let left = View(id: "left", frame: Rect(0, 0, 100, 100))
        let right = View(id: "right", frame: Rect(200, 0, 100, 100))
        right.transform = Transform2D(scaleX: 0.5, y: 0.5)
        root.addSubview(left)
        root.addSubview(right)
        // right's centre (250,50); a point at its centre is (50,50) in its coordinates.
        assertClose(left.convert(Point(250, 50), to: right), Point(50, 50))
        let rect = left.convert(Rect(0, 0, 10, 10), to: right)
        XCTAssertEqual(rect?.width ?? 0, 20, accuracy: 1e-9)
    }

    func testSingularTransformMakesConversionIntoTheViewFail() {
        let root = View(id: "root", frame: Rect(0, 0, 400, 400))
        let flat = View(id: "flat", frame: Rect(0, 0, 100, 100))
        flat.transform = Transform2D(scaleX: 0, y: 1)
        root.addSubview(flat)
        XCTAssertNil(flat.convert(Point(10, 10), from: nil))
        XCTAssertNil(root.hitTest(Point(50, 50)) === flat ? flat : nil)
    }
}
