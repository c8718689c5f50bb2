import EngineTestSupport
@testable import GestureEngine
import XCTest

/// UIKIT-SEMANTICS.md §11 E10: single tap S and double tap D on one view, with and without
/// `S.require(toFail: D)`.
final class TapDoubleTapTests: EngineTestCase {
    private var harness = RecognizerHarness()
    private var single: TapGestureRecognizer!
    private var double: TapGestureRecognizer!

    override func setUp() {
        harness = RecognizerHarness()
        single = TapGestureRecognizer(id: "S")
        double = TapGestureRecognizer(id: "D")
        double.numberOfTapsRequired = 2
        harness.view.addGestureRecognizer(single)
        harness.view.addGestureRecognizer(double)
    }

    private func doubleTap() {
        harness.script.down(1, 100, 100, at: 0)
        harness.script.up(1, 100, 100, at: 0.1)
        harness.script.down(1, 102, 100, at: 0.2)
        harness.script.up(1, 102, 100, at: 0.3)
    }

    private var actionsAndDeliveries: [String] {
        harness.engine.traceText(only: ["action", "deliver"])
    }

    func testE10aWithoutRequirementTheSingleTapActsFirstAndTheDoubleTapWinsTheTie() {
        doubleTap()
        harness.script.advance(to: 1)
        XCTAssertEqual(actionsAndDeliveries, [
            "@0.000 V.began(T1)",
            "@0.100 V.cancelled(T1)",
            "@0.100 act S(.ended) at (100,100) 0 touches",
            "@0.200 V.began(T2)",
            "@0.300 V.cancelled(T2)",
            "@0.300 act D(.ended) at (100,100) 0 touches",
        ])
        // Both complete in one turn; D, the one-way preventer (§5.4, §5.7), is arbitrated first
        // and excludes S from where it was before the turn: S never shows its internal `ended`.
        XCTAssertEqual(harness.story.filter { $0.hasPrefix("@0.300") }, [
            "@0.300 up T2 (102,100)",
            "@0.300 D possible → ended",
            "@0.300 S possible → failed (excluded by D)",
            "@0.300 V.cancelled(T2)",
            "@0.300 act D(.ended) at (100,100) 0 touches",
            "@0.300 S failed → possible (reset)",
            "@0.300 D ended → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }

    func testE10bWithRequirementADoubleTapNeverActsTheSingleTap() {
        single.require(toFail: double)
        doubleTap()
        harness.script.advance(to: 1)
        XCTAssertEqual(actionsAndDeliveries, [
            "@0.000 V.began(T1)",
            "@0.200 V.began(T2)",
            "@0.300 V.cancelled(T1)",
            "@0.300 V.cancelled(T2)",
            "@0.300 act D(.ended) at (100,100) 0 touches",
        ])
        XCTAssertEqual(harness.engine.traceText(only: ["participants"]), ["@0.000 T1 participants: S, D", "@0.200 T2 participants: D"],
                       "a terminal S takes no new touch")
        assertQuiescent(harness.engine)
    }

    func testE10cWithRequirementASingleTapActsWhenTheDoubleTapTimesOut() {
        single.require(toFail: double)
        harness.script.down(1, 100, 100, at: 0)
        harness.script.up(1, 100, 100, at: 0.1)
        harness.script.advance(to: 1)
        XCTAssertEqual(harness.story, [
            "@0.000 down T1 (100,100)",
            "@0.000 T1 participants: S, D",
            "@0.000 V.began(T1)",
            "@0.100 up T1 (100,100)",
            "@0.100 S possible → ended",
            "@0.100 S waits for D to fail",
            "@0.100 V.ended(T1) withheld",
            "@0.400 D possible → failed (next tap too late)",
            "@0.400 V.cancelled(T1)",
            "@0.400 act S(.ended) at (100,100) 0 touches",
            "@0.400 S ended → possible (reset)",
            "@0.400 D failed → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }

    func testTapCountWindowAndDistanceBoundaries() {
        // The second down 0.3 s after the lift still counts; 0.31 s does not.
        single.isEnabled = false
        harness.script.down(1, 100, 100, at: 0)
        harness.script.up(1, 100, 100, at: 0.05)
        harness.script.down(1, 100, 100, at: 0.349)
        harness.script.up(1, 100, 100, at: 0.4)
        harness.script.advance(to: 1)
        XCTAssertEqual(harness.engine.traceText(only: ["action"]), ["@0.400 act D(.ended) at (100,100) 0 touches"])

        let late = RecognizerHarness()
        let lateDouble = TapGestureRecognizer(id: "D")
        lateDouble.numberOfTapsRequired = 2
        late.view.addGestureRecognizer(lateDouble)
        var script = late.script
        script.down(1, 100, 100, at: 0)
        script.up(1, 100, 100, at: 0.05)
        script.down(1, 100, 100, at: 0.36)
        script.up(1, 100, 100, at: 0.4)
        script.advance(to: 1)
        XCTAssertEqual(late.engine.traceText(only: ["action"]), [])
        XCTAssertTrue(late.story.contains("@0.350 D possible → failed (next tap too late)"))
        assertQuiescent(late.engine)
    }
}
