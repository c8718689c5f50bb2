import EngineTestSupport
@testable import GestureEngine
import XCTest

/// A recognizer waiting on a failure requirement (§6.3) shows its own state changes; when
/// arbitration later rules it out, the trace still makes only §4.2 transitions: a pending began
/// or changed goes `→ cancelled` (never `→ failed`), a pending ended stays ended and is marked
/// suppressed, and a suppressed continuous recognizer is cancelled before it resets (§4.10
/// resets terminal states only). None of them acts.
final class RuledOutWhilePendingTests: EngineTestCase {
    private var harness = RecognizerHarness()
    /// A subview of `V` at (200, 200), 100 × 100.
    private let inner = View(id: "S", frame: Rect(200, 200, 100, 100))

    override func setUp() {
        harness = RecognizerHarness()
        harness.view.isMultipleTouchEnabled = true
        harness.view.addSubview(inner)
    }

    /// A pan on `S` that waits for a swipe on `S` to fail.
    private func waitingPan() -> PanGestureRecognizer {
        let pan = PanGestureRecognizer(id: "pan")
        let swipe = SwipeGestureRecognizer(id: "swipe")
        pan.require(toFail: swipe)
        inner.addGestureRecognizer(pan)
        inner.addGestureRecognizer(swipe)
        return pan
    }

    func testAPendingPanExcludedByAnEffectiveAncestorPanIsCancelledNotFailed() {
        _ = waitingPan()
        harness.view.addGestureRecognizer(PanGestureRecognizer(id: "outer"))
        harness.script.down(1, 50, 50)
        harness.script.move(1, 50, 70, at: 0.016)
        harness.script.down(2, 250, 250, at: 0.1)
        harness.script.move(2, 262, 250, at: 0.116)
        harness.script.up(2, 262, 250, at: 0.2)
        harness.script.up(1, 50, 70, at: 0.3)
        XCTAssertEqual(harness.engine.traceText(only: ["state", "action", "wait", "suppressed"]), [
            "@0.016 outer possible → began (moved 10 pt)",
            "@0.016 act outer(.began) at (50,70) translation (0,0) velocity (0,1250)",
            "@0.116 outer began → changed",
            "@0.116 pan possible → began (moved 10 pt)",
            "@0.116 pan waits for swipe to fail",
            "@0.116 pan began → cancelled (excluded by outer)",
            "@0.116 swipe possible → failed (excluded by outer)",
            "@0.116 act outer(.changed) at (156,160) 2 touches translation (6,0) velocity (0,0)",
            "@0.200 pan cancelled → possible (reset)",
            "@0.200 swipe failed → possible (reset)",
            "@0.300 outer changed → ended",
            "@0.300 act outer(.ended) at (156,160) 0 touches translation (6,0) velocity (0,0)",
            "@0.300 outer ended → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }

    func testAPendingPanThatIsDisabledIsCancelledNotFailed() {
        let pan = waitingPan()
        harness.script.down(1, 210, 250)
        harness.script.move(1, 222, 250, at: 0.016)
        pan.isEnabled = false
        harness.script.up(1, 222, 250, at: 0.1)
        harness.script.advance(to: 1)
        XCTAssertEqual(harness.engine.traceText(only: ["state", "action", "wait", "suppressed"]), [
            "@0.016 pan possible → began (moved 10 pt)",
            "@0.016 pan waits for swipe to fail",
            "@0.016 pan began → cancelled (disabled)",
            "@0.100 swipe possible → failed (lifted before swiping)",
            "@0.100 pan cancelled → possible (reset)",
            "@0.100 swipe failed → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }

    func testAPanSuppressedByItsRequiredSwipeIsCancelledBeforeItResets() {
        _ = waitingPan()
        harness.script.down(1, 210, 250)
        harness.script.move(1, 222, 250, at: 0.016)
        harness.script.move(1, 240, 250, at: 0.032)
        harness.script.move(1, 270, 250, at: 0.048)
        harness.script.up(1, 270, 250, at: 0.1)
        XCTAssertEqual(harness.engine.traceText(only: ["state", "action", "wait", "suppressed"]), [
            "@0.016 pan possible → began (moved 10 pt)",
            "@0.016 pan waits for swipe to fail",
            "@0.032 pan began → changed",
            "@0.048 pan changed → changed",
            "@0.048 swipe possible → ended (swiped 50 pt)",
            "@0.048 pan suppressed: swipe recognized",
            "@0.048 pan changed → cancelled (required swipe recognized)",
            "@0.048 act swipe(.ended) at (210,250)",
            "@0.100 pan cancelled → possible (reset)",
            "@0.100 swipe ended → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }

    func testAPendingDiscreteRecognizerExcludedAfterItEndedStaysEndedAndIsSuppressed() {
        let early = EndsOnFirstMove(id: "early")
        let press = LongPressGestureRecognizer(id: "press")
        press.allowableMovement = 1000
        early.require(toFail: press)
        inner.addGestureRecognizer(early)
        inner.addGestureRecognizer(press)
        harness.view.addGestureRecognizer(PanGestureRecognizer(id: "outer"))
        harness.script.down(1, 250, 250)
        harness.script.move(1, 253, 250, at: 0.016)
        harness.script.move(1, 265, 250, at: 0.032)
        harness.script.up(1, 265, 250, at: 0.1)
        XCTAssertEqual(harness.engine.traceText(only: ["state", "action", "wait", "suppressed"]), [
            "@0.016 early possible → ended (moved)",
            "@0.016 early waits for press to fail",
            "@0.032 outer possible → began (moved 10 pt)",
            "@0.032 early suppressed: outer recognized",
            "@0.032 press possible → failed (excluded by outer)",
            "@0.032 act outer(.began) at (265,250) translation (0,0) velocity (1031.3,0)",
            "@0.100 outer began → ended",
            "@0.100 act outer(.ended) at (265,250) 0 touches translation (0,0) velocity (0,0)",
            "@0.100 early ended → possible (reset)",
            "@0.100 press failed → possible (reset)",
            "@0.100 outer ended → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }
}

/// A discrete recognizer that recognizes at its first move.
private final class EndsOnFirstMove: GestureRecognizer {
    override var isDiscrete: Bool { true }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { setState(.ended, reason: "moved") }
    }
}
