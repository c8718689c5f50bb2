import EngineTestSupport
@testable import GestureEngine
import XCTest

final class GeometryTests: EngineTestCase {
    func testRectContainmentIsHalfOpen() {
        let rect = Rect(10, 20, 30, 40)
        XCTAssertTrue(rect.contains(Point(10, 20)))
        XCTAssertTrue(rect.contains(Point(39.999, 59.999)))
        XCTAssertFalse(rect.contains(Point(40, 30)))
        XCTAssertFalse(rect.contains(Point(20, 60)))
        XCTAssertFalse(rect.contains(Point(9.999, 30)))
    }

    func testTransformConcatenationAppliesLeftOperandFirst() {
        let scaleThenMove = Transform2D(scaleX: 2, y: 3).concatenating(Transform2D(translationX: 10, y: 0))
        XCTAssertEqual(scaleThenMove.apply(to: Point(1, 1)), Point(12, 3))
        let moveThenScale = Transform2D(translationX: 10, y: 0).concatenating(Transform2D(scaleX: 2, y: 3))
        XCTAssertEqual(moveThenScale.apply(to: Point(1, 1)), Point(22, 3))
    }

    func testRotationByQuarterTurnIsClockwiseOnScreen() {
        let turned = Transform2D(rotationAngle: .pi / 2).apply(to: Point(1, 0))
        XCTAssertEqual(turned.x, 0, accuracy: 1e-12)
        XCTAssertEqual(turned.y, 1, accuracy: 1e-12)
    }

    func testInverseUndoesAnyNonSingularTransform() throws {
        let transform = Transform2D(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
        let inverse = try XCTUnwrap(transform.inverted)
        let point = Point(12.5, -7.25)
        let roundTrip = inverse.apply(to: transform.apply(to: point))
        XCTAssertEqual(roundTrip.x, point.x, accuracy: 1e-9)
        XCTAssertEqual(roundTrip.y, point.y, accuracy: 1e-9)
        XCTAssertNil(Transform2D(scaleX: 0, y: 1).inverted)
    }

    func testFrameOfRotatedViewIsTheBoundingBox() {
        let view = View(id: "v", frame: Rect(0, 0, 100, 50))
        view.transform = Transform2D(rotationAngle: .pi / 2)
        let frame = view.frame
        XCTAssertEqual(frame.minX, 25, accuracy: 1e-9)
        XCTAssertEqual(frame.minY, -25, accuracy: 1e-9)
        XCTAssertEqual(frame.width, 50, accuracy: 1e-9)
        XCTAssertEqual(frame.height, 100, accuracy: 1e-9)
    }

    func testNumberFormattingIsShortAndStable() {
        XCTAssertEqual(formatNumber(100), "100")
        XCTAssertEqual(formatNumber(-0.00001), "0")
        XCTAssertEqual(formatNumber(106.666666666), "106.6667")
        XCTAssertEqual(formatNumber(0.1 + 0.2, decimals: 6), "0.3")
        XCTAssertEqual(formatNumber(.nan), "0")
        XCTAssertEqual(fixedDecimals(0.0166, 3), "0.017")
        XCTAssertEqual(fixedDecimals(-1.5, 1), "-1.5")
    }
}
