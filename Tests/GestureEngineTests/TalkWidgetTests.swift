import EngineTestSupport
@testable import GestureEngine
import XCTest

/// The WWDC 2017 session 219 widget in its four stages (UIKIT-SEMANTICS.md §11 E1–E4), as whole
/// ordered traces: touch phases, states, questions, actions and view deliveries.
final class TalkWidgetTests: EngineTestCase {
    private var harness = RecognizerHarness()
    private var tap: TapGestureRecognizer!
    private var pan: PanGestureRecognizer!

    override func setUp() {
        harness = RecognizerHarness()
        tap = TapGestureRecognizer(id: "tap")
        pan = PanGestureRecognizer(id: "pan")
    }

    func testE1TapOnlyCancelsTheViewAndActsOnLift() {
        harness.view.addGestureRecognizer(tap)
        harness.script.down(1, 100, 100)
        harness.script.up(1, 101, 100, at: 0.1)
        XCTAssertEqual(harness.story, [
            "@0.000 down T1 (100,100)",
            "@0.000 T1 participants: tap",
            "@0.000 V.began(T1)",
            "@0.100 up T1 (101,100)",
            "@0.100 tap possible → ended",
            "@0.100 V.cancelled(T1)",
            "@0.100 act tap(.ended) at (100,100) 0 touches",
            "@0.100 tap ended → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }

    func testE2PanExcludesTapAndTakesTheTouch() {
        harness.view.addGestureRecognizer(tap)
        harness.view.addGestureRecognizer(pan)
        harness.script.down(1, 100, 100)
        harness.script.move(1, 106, 108, at: 0.016)
        harness.script.move(1, 112, 116, at: 0.032)
        harness.script.up(1, 112, 116, at: 0.048)
        XCTAssertEqual(harness.story, [
            "@0.000 down T1 (100,100)",
            "@0.000 T1 participants: tap, pan",
            "@0.000 V.began(T1)",
            "@0.016 move T1 (106,108)",
            "@0.016 pan possible → began (moved 10 pt)",
            "@0.016 tap possible → failed (excluded by pan)",
            "@0.016 V.cancelled(T1)",
            "@0.016 act pan(.began) at (106,108) translation (0,0) velocity (375,500)",
            "@0.032 move T1 (112,116)",
            "@0.032 pan began → changed",
            "@0.032 act pan(.changed) at (112,116) translation (6,8) velocity (375,500)",
            "@0.048 up T1 (112,116)",
            "@0.048 pan changed → ended",
            "@0.048 act pan(.ended) at (112,116) 0 touches translation (6,8) velocity (375,500)",
            "@0.048 tap failed → possible (reset)",
            "@0.048 pan ended → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }

    /// E3: the pair is asked when the pan begins and again when the tap recognizes at the lift,
    /// while the pan is active (§5.5); an attempt's questions are traced before the transition
    /// they decide.
    func testE3SimultaneousTapAndPanBothAct() {
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        pan.delegate = delegate
        harness.view.addGestureRecognizer(tap)
        harness.view.addGestureRecognizer(pan)
        harness.script.down(1, 100, 100)
        harness.script.move(1, 106, 108, at: 0.016)
        harness.script.up(1, 106, 108, at: 0.032)
        XCTAssertEqual(harness.story, [
            "@0.000 down T1 (100,100)",
            "@0.000 T1 participants: tap, pan",
            "@0.000 V.began(T1)",
            "@0.016 move T1 (106,108)",
            "@0.016 ask pan shouldRecognizeSimultaneously tap → true",
            "@0.016 pan possible → began (moved 10 pt)",
            "@0.016 V.cancelled(T1)",
            "@0.016 act pan(.began) at (106,108) translation (0,0) velocity (375,500)",
            "@0.032 up T1 (106,108)",
            "@0.032 pan began → ended",
            "@0.032 ask pan shouldRecognizeSimultaneously tap → true",
            "@0.032 tap possible → ended",
            "@0.032 act tap(.ended) at (100,100) 0 touches",
            "@0.032 act pan(.ended) at (106,108) 0 touches translation (0,0) velocity (375,500)",
            "@0.032 tap ended → possible (reset)",
            "@0.032 pan ended → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }

    func testE4aPanWaitsForTapToFailThenActsWithBegan() {
        pan.require(toFail: tap)
        harness.view.addGestureRecognizer(tap)
        harness.view.addGestureRecognizer(pan)
        harness.script.down(1, 100, 100)
        harness.script.move(1, 106, 108, at: 0.016)
        harness.script.move(1, 109, 112, at: 0.032)
        harness.script.move(1, 112, 116, at: 0.048)
        harness.script.move(1, 118, 124, at: 0.064)
        harness.script.up(1, 118, 124, at: 0.080)
        XCTAssertEqual(harness.story, [
            "@0.000 down T1 (100,100)",
            "@0.000 T1 participants: tap, pan",
            "@0.000 V.began(T1)",
            "@0.016 move T1 (106,108)",
            "@0.016 pan possible → began (moved 10 pt)",
            "@0.016 pan waits for tap to fail",
            "@0.016 V.moved(T1)",
            "@0.032 move T1 (109,112)",
            "@0.032 pan began → changed",
            "@0.032 V.moved(T1)",
            "@0.048 move T1 (112,116)",
            "@0.048 tap possible → failed (exceeded allowable movement)",
            "@0.048 pan changed → changed",
            "@0.048 V.cancelled(T1)",
            "@0.048 act pan(.began) at (112,116) translation (6,8) velocity (103.1,137.5)",
            "@0.064 move T1 (118,124)",
            "@0.064 pan changed → changed",
            "@0.064 act pan(.changed) at (118,124) translation (12,16) velocity (262.5,350)",
            "@0.080 up T1 (118,124)",
            "@0.080 pan changed → ended",
            "@0.080 act pan(.ended) at (118,124) 0 touches translation (12,16) velocity (262.5,350)",
            "@0.080 tap failed → possible (reset)",
            "@0.080 pan ended → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }

    func testE4bTapRecognizesSoTheWaitingPanIsSuppressed() {
        pan.require(toFail: tap)
        harness.view.addGestureRecognizer(tap)
        harness.view.addGestureRecognizer(pan)
        harness.script.down(1, 100, 100)
        harness.script.move(1, 106, 108, at: 0.016)
        harness.script.move(1, 109, 112, at: 0.032)
        harness.script.up(1, 109, 112, at: 0.048)
        XCTAssertEqual(harness.story.suffix(8), [
            "@0.048 up T1 (109,112)",
            "@0.048 pan changed → ended",
            "@0.048 tap possible → ended",
            "@0.048 pan suppressed: tap recognized",
            "@0.048 V.cancelled(T1)",
            "@0.048 act tap(.ended) at (100,100) 0 touches",
            "@0.048 tap ended → possible (reset)",
            "@0.048 pan ended → possible (reset)",
        ])
        XCTAssertFalse(harness.story.contains { $0.contains("act pan") }, "the suppressed pan never acts")
        assertQuiescent(harness.engine)
    }
}
