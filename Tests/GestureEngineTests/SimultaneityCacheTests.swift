import EngineTestSupport
@testable import GestureEngine
import XCTest

/// Project choice (docs/ARCHITECTURE.md, differing from §5.5's re-asking): the simultaneity
/// answer of a pair is asked once per sequence, when the pair first needs it, and kept until
/// either recognizer resets; later effective changes do no pair work, so the trace of n mutually
/// simultaneous pans grows with the pairs once, not with the pairs at every move.
final class SimultaneityCacheTests: EngineTestCase {
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

    func testEachPairIsAskedOncePerSequenceWhateverTheNumberOfMoves() {
        for count in [10, 40] {
            let asks = dragWithPans(count).traceText(only: ["ask"])
            XCTAssertEqual(asks.count, count * (count - 1) / 2, "\(count) pans")
            XCTAssertTrue(asks.allSatisfy { $0.hasPrefix("@0.020 ") }, "all asked when the pans begin")
        }
    }

    func testTheAnswersAreForgottenWhenTheRecognizersReset() {
        let asks = dragWithPans(10, drags: 2).traceText(only: ["ask"])
        XCTAssertEqual(asks.count, 2 * 45)
        XCTAssertEqual(asks.filter { $0.hasPrefix("@1.020 ") }.count, 45, "asked again in the second sequence")
    }
}
