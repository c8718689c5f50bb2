import EngineTestSupport
@testable import GestureEngine
import XCTest

/// §5.5: the simultaneity question is asked at each attempt of either recognizer of a pair to
/// leave possible, never on `changed`, so the trace of n mutually simultaneous pans grows with
/// the pairs (each pan's attempt asks about every other), not with the pairs at every move.
final class SimultaneityQuestionTests: EngineTestCase {
    private func dragWithPans(_ count: Int, drags: Int = 1) -> Engine {
        var harness = RecognizerHarness()
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        for index in 0..<count {
            let pan = PanGestureRecognizer(id: "pan\(index)")
            pan.delegate = delegate
            harness.view.addGestureRecognizer(pan)
        }
        for drag in 0..<drags {
            let start = Double(drag)
            harness.script.down(1, 100, 100, at: start)
            for step in 1...20 { harness.script.move(1, 100 + Double(step) * 5, 100, at: start + Double(step) * 0.01) }
            harness.script.up(1, 200, 100, at: start + 0.3)
        }
        XCTAssertEqual(harness.engine.traceText(only: ["action"]).count, count * drags * 20, "each pan: began, 18 changes, ended")
        assertQuiescent(harness.engine)
        return harness.engine
    }

    func testEachPairIsAskedAtEachAttemptWhateverTheNumberOfMoves() {
        for count in [10, 40] {
            let asks = dragWithPans(count).traceText(only: ["ask"])
            XCTAssertEqual(asks.count, count * (count - 1), "\(count) pans: each pan's attempt asks about each other pan")
            XCTAssertTrue(asks.allSatisfy { $0.hasPrefix("@0.020 ") }, "all asked when the pans begin")
        }
    }

    func testEverySequenceAsksAgain() {
        let asks = dragWithPans(10, drags: 2).traceText(only: ["ask"])
        XCTAssertEqual(asks.count, 2 * 90)
        XCTAssertEqual(asks.filter { $0.hasPrefix("@1.020 ") }.count, 90, "asked again in the second sequence")
    }
}
