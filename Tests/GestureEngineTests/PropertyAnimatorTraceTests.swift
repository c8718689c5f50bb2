import EngineTestSupport
@testable import GestureEngine
import XCTest

/// §8.5: every call that changes a property animator's state, direction or position, and its
/// finish, leaves one `animator` event with the state, fraction, direction and run left after it.
final class PropertyAnimatorTraceTests: EngineTestCase {
    private var engine: Engine!
    private var box: View!

    override func setUp() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 200))
        box = View(id: "box", frame: Rect(0, 80, 40, 40))
        window.addSubview(box)
        engine = engineUnderTest(window: window)
    }

    private func makeAnimator() -> PropertyAnimator {
        engine.animations.makeAnimator(name: "A", timing: .curve(.linear, duration: 2)) { self.box.center.x = 320 }
    }

    private var animatorLines: [String] { engine.traceText(only: ["animator"]) }

    func testStartPauseScrubReverseContinueAndFinishAreEachTraced() {
        let animator = makeAnimator()
        animator.startAnimation()
        engine.advance(to: 0.5)
        animator.pauseAnimation()
        animator.fractionComplete = 0.6
        animator.setReversed(true)
        animator.continueAnimation(withTiming: nil, durationFactor: 0.5)
        engine.advance(to: 2)
        XCTAssertEqual(animatorLines, [
            "@0.000 animator A started at 0.000 (active, 2.000 s to go)",
            "@0.500 animator A paused at 0.250 (active)",
            "@0.500 animator A scrubbed at 0.600 (active)",
            "@0.500 animator A reversed at 0.600 (active reversed)",
            "@0.500 animator A continued at 0.600 (active reversed, 1.000 s to go)",
            "@1.500 animator A finished at 0.000 (inactive reversed)",
        ])
        XCTAssertEqual(box.center.x, 20, "a reversed finish leaves the model at the start")
        assertQuiescent(engine)
    }

    func testReversingWhileRunningTracesTheNewRun() {
        let animator = makeAnimator()
        animator.startAnimation()
        engine.advance(to: 1.5)
        animator.setReversed(true)
        XCTAssertEqual(animatorLines.last, "@1.500 animator A reversed at 0.750 (active reversed, 1.500 s to go)")
        engine.advance(to: 3)
        XCTAssertEqual(animatorLines.last, "@3.000 animator A finished at 0.000 (inactive reversed)")
    }

    func testStoppingTracesWhereItStoppedAndFinishingThePositionTaken() {
        let animator = makeAnimator()
        animator.startAnimation()
        engine.advance(to: 1)
        animator.stopAnimation(withoutFinishing: false)
        animator.finishAnimation(at: .end)
        XCTAssertEqual(Array(animatorLines.dropFirst()), [
            "@1.000 animator A stopped at 0.500 (stopped)",
            "@1.000 animator A finished at 1.000 (inactive)",
        ])
        let other = makeAnimator()
        other.startAnimation()
        engine.advance(to: 1.5)
        other.stopAnimation(withoutFinishing: true)
        XCTAssertEqual(animatorLines.last, "@1.500 animator A stopped at 0.250 (inactive)")
    }

    func testPausesOnCompletionTracesAPauseAtTheEndAndNoFinish() {
        let animator = makeAnimator()
        animator.pausesOnCompletion = true
        animator.startAnimation()
        engine.advance(to: 3)
        XCTAssertEqual(animatorLines, [
            "@0.000 animator A started at 0.000 (active, 2.000 s to go)",
            "@2.000 animator A paused at 1.000 (active)",
        ])
    }

    func testRefusedCallsLeaveNoAnimatorEvent() {
        let animator = makeAnimator()
        animator.startAnimation()
        animator.fractionComplete = 0.3
        animator.isInterruptible = false
        XCTAssertEqual(animatorLines, ["@0.000 animator A started at 0.000 (active, 2.000 s to go)"])
        engine.advance(to: 2)
    }

    func testTheJSONLineCarriesEveryField() {
        let animator = makeAnimator()
        animator.startAnimation(afterDelay: 0.5)
        let line = engine.trace.events.last { $0.typeName == "animator" }?.jsonLine
        XCTAssertEqual(line, #"{"t":0,"type":"animator","animator":"A","event":"started","state":"active","fraction":0,"reversed":false,"remaining":2.5}"#)
        engine.advance(to: 3)
    }
}
