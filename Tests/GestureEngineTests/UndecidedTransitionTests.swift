import EngineTestSupport
@testable import GestureEngine
import XCTest

/// A recognizer's attempt to leave possible is visible only once arbitration lets it through:
/// refused by shouldBegin (§4.6) or lost in a same-turn tie (§5.4), its trace shows only
/// `possible → failed`, never a state §4.2 would not allow it to leave that way.
final class UndecidedTransitionTests: EngineTestCase {
    private var harness = RecognizerHarness()

    override func setUp() {
        harness = RecognizerHarness()
        harness.view.isMultipleTouchEnabled = true
    }

    /// A pan whose delegate answers `shouldBegin` with `answer`, dragged 10 pt.
    private func dragPan(answeringShouldBegin answer: Bool) {
        let pan = PanGestureRecognizer(id: "pan")
        let delegate = ScriptedDelegate()
        delegate.shouldBegin = answer
        pan.delegate = delegate
        harness.view.addGestureRecognizer(pan)
        drag()
    }

    private func drag() {
        harness.script.down(1, 100, 100)
        harness.script.move(1, 106, 108, at: 0.016)
        harness.script.up(1, 106, 108, at: 0.032)
    }

    func testADelegateRefusingShouldBeginFailsThePanStraightFromPossible() {
        dragPan(answeringShouldBegin: false)
        XCTAssertEqual(harness.story, [
            "@0.000 down T1 (100,100)",
            "@0.000 T1 participants: pan",
            "@0.000 V.began(T1)",
            "@0.016 move T1 (106,108)",
            "@0.016 ask pan shouldBegin → false",
            "@0.016 pan possible → failed (shouldBegin false)",
            "@0.016 V.moved(T1)",
            "@0.032 up T1 (106,108)",
            "@0.032 V.ended(T1)",
            "@0.032 pan failed → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }

    func testTheViewRefusingShouldBeginFailsTheTapStraightFromPossible() {
        let tap = TapGestureRecognizer(id: "tap")
        harness.view.shouldBeginHook = { _ in false }
        harness.view.addGestureRecognizer(tap)
        harness.script.down(1, 100, 100)
        harness.script.up(1, 100, 100, at: 0.1)
        XCTAssertEqual(harness.story, [
            "@0.000 down T1 (100,100)",
            "@0.000 T1 participants: tap",
            "@0.000 V.began(T1)",
            "@0.100 up T1 (100,100)",
            "@0.100 ask tap viewShouldBegin V → false",
            "@0.100 tap possible → failed (shouldBegin false)",
            "@0.100 V.ended(T1)",
            "@0.100 tap failed → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }

    func testAnAllowedBeginIsTracedAfterTheQuestionWithItsOwnReason() {
        dragPan(answeringShouldBegin: true)
        XCTAssertEqual(harness.story, [
            "@0.000 down T1 (100,100)",
            "@0.000 T1 participants: pan",
            "@0.000 V.began(T1)",
            "@0.016 move T1 (106,108)",
            "@0.016 ask pan shouldBegin → true",
            "@0.016 pan possible → began (moved 10 pt)",
            "@0.016 V.cancelled(T1)",
            "@0.016 act pan(.began) at (106,108) translation (0,0) velocity (375,500)",
            "@0.032 up T1 (106,108)",
            "@0.032 pan began → ended",
            "@0.032 act pan(.ended) at (106,108) 0 touches translation (0,0) velocity (375,500)",
            "@0.032 pan ended → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }

    func testTheLoserOfATieBetweenTwoTapsFailsStraightFromPossible() {
        harness.view.addGestureRecognizer(TapGestureRecognizer(id: "tapA"))
        harness.view.addGestureRecognizer(TapGestureRecognizer(id: "tapB"))
        harness.script.down(1, 100, 100)
        harness.script.up(1, 100, 100, at: 0.1)
        XCTAssertEqual(harness.story, [
            "@0.000 down T1 (100,100)",
            "@0.000 T1 participants: tapA, tapB",
            "@0.000 V.began(T1)",
            "@0.100 up T1 (100,100)",
            "@0.100 tapA possible → ended",
            "@0.100 tapB possible → failed (excluded by tapA)",
            "@0.100 V.cancelled(T1)",
            "@0.100 act tapA(.ended) at (100,100) 0 touches",
            "@0.100 tapA ended → possible (reset)",
            "@0.100 tapB failed → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }

    func testAPanLosingAPinchInTheSameTurnFailsStraightFromPossible() {
        harness.view.addGestureRecognizer(PinchGestureRecognizer(id: "pinch"))
        harness.view.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
        harness.script.down(1, 100, 100)
        harness.script.down(2, 200, 100, at: 0.01)
        // One sample moves the centroid 10 pt and spreads the span 20 pt.
        harness.engine.send(InputEvent(time: 0.02, changes: [
            TouchInput(fingerID: 1, phase: .move, location: Point(90, 110)),
            TouchInput(fingerID: 2, phase: .move, location: Point(210, 110)),
        ]))
        harness.script.up(1, 90, 110, at: 0.03)
        harness.script.up(2, 210, 110, at: 0.04)
        XCTAssertEqual(harness.story, [
            "@0.000 down T1 (100,100)",
            "@0.000 T1 participants: pinch, pan",
            "@0.000 V.began(T1)",
            "@0.010 down T2 (200,100)",
            "@0.010 T2 participants: pinch, pan",
            "@0.010 V.began(T2)",
            "@0.020 move T1 (90,110)",
            "@0.020 move T2 (210,110)",
            "@0.020 pinch possible → began (changed 10 pt of span)",
            "@0.020 pan possible → failed (excluded by pinch)",
            "@0.020 V.cancelled(T1)",
            "@0.020 V.cancelled(T2)",
            "@0.020 act pinch(.began) at (150,110) 2 touches scale 1 velocity 0",
            "@0.030 up T1 (90,110)",
            "@0.040 up T2 (210,110)",
            "@0.040 pinch began → ended",
            "@0.040 act pinch(.ended) at (150,110) 0 touches scale 1 velocity 0",
            "@0.040 pinch ended → possible (reset)",
            "@0.040 pan failed → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }
}
