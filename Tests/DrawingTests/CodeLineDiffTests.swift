import Drawing
import XCTest

/// The lines two listings do not share, aligned by their longest common subsequence.
final class CodeLineDiffTests: XCTestCase {
    func testTheSameLinesDifferNowhere() {
        let lines = ["import UIKit", "", "final class A {", "}"]
        XCTAssertEqual(CodeLineDiff(lines, lines), CodeLineDiff([], []))
        XCTAssertEqual(CodeLineDiff(lines, lines).onlyInA, [])
    }

    func testALineAddedInBIsBsOnly() {
        let a = ["let pan = UIPanGestureRecognizer()", "widget.addGestureRecognizer(pan)"]
        let b = ["let pan = UIPanGestureRecognizer()", "pan.require(toFail: tap)", "widget.addGestureRecognizer(pan)"]
        let difference = CodeLineDiff(a, b)
        XCTAssertEqual(difference.onlyInA, [])
        XCTAssertEqual(difference.onlyInB, [2])
    }

    func testAChangedLineIsEachSidesOwnAndTheRestAligns() {
        let a = ["a", "class Widget2", "x", "y", "z", "end"]
        let b = ["a", "class Widget4", "x", "inserted", "z", "end", "more"]
        let difference = CodeLineDiff(a, b)
        XCTAssertEqual(difference.onlyInA, [2, 4])
        XCTAssertEqual(difference.onlyInB, [2, 4, 7])
    }

    func testAMovedBlockKeepsTheLongestRunInOrder() {
        let difference = CodeLineDiff(["1", "2", "3", "4"], ["3", "4", "1", "2"])
        XCTAssertEqual(difference.onlyInA.count, 2)
        XCTAssertEqual(difference.onlyInB.count, 2)
    }
}
