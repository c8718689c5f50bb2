import EngineTestSupport
@testable import GestureEngine
import XCTest

/// §8.5 property animator transitions, scrubbing, reversing, continuing, stopping and finishing,
/// and §2.8 hit testing of its views.
final class PropertyAnimatorTests: EngineTestCase {
    private var engine: Engine!
    private var box: View!

    override func setUp() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 200))
        box = View(id: "box", frame: Rect(0, 80, 40, 40))
        window.addSubview(box)
        engine = engineUnderTest(window: window)
    }

    private func makeAnimator(_ timing: AnimationTiming = .curve(.linear, duration: 1)) -> PropertyAnimator {
        engine.animations.makeAnimator(name: "A", timing: timing) { self.box.center.x = 320 }
    }

    private var drawnX: Double { engine.animations.presentationValues(of: box).center.x }

    func testNaturalRunGoesInactiveWithCompletionAtTheEnd() {
        let animator = makeAnimator()
        var positions: [PropertyAnimator.Position] = []
        animator.addCompletion { positions.append($0) }
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(drawnX, 20, "inactive: drawn at the start, model already at the end")
        XCTAssertEqual(box.center.x, 320)
        animator.startAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        engine.advance(to: 0.25)
        XCTAssertEqual(drawnX, 95, accuracy: 1e-9)
        engine.advance(to: 1)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(drawnX, 320)
        assertQuiescent(engine)
    }

    func testPausedScrubbingIsLinearOrCurved() {
        let animator = makeAnimator(.curve(.easeIn, duration: 1))
        animator.fractionComplete = 0.5
        XCTAssertEqual(animator.state, .active, "setting the fraction of an inactive animator pauses it")
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(drawnX, 170, accuracy: 1e-9, "scrubsLinearly: halfway")
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        XCTAssertEqual(drawnX, 20 + 300 * TimingCurve.easeIn.progress(at: 0.5), accuracy: 1e-9)
        animator.startAnimation()
        animator.fractionComplete = 0.9
        XCTAssertEqual(engine.traceText(only: ["animatorRefused"]), ["@0.000 animator A refused fractionComplete while running"])
    }

    func testReversingWhileRunningHeadsBackAndFinishesAtTheStart() {
        let animator = makeAnimator()
        var positions: [PropertyAnimator.Position] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        engine.advance(to: 0.6)
        animator.setReversed(true)
        engine.advance(to: 0.9)
        XCTAssertEqual(drawnX, 20 + 300 * 0.3, accuracy: 1e-9)
        engine.advance(to: 1.2)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(box.center.x, 20, "a reversed finish leaves the model at the start")
        assertQuiescent(engine)
    }

    func testContinueUsesTheFactorOfTheOriginalDuration() {
        let animator = makeAnimator()
        animator.startAnimation()
        engine.advance(to: 0.5)
        animator.pauseAnimation()
        engine.advance(to: 3)
        XCTAssertEqual(drawnX, 170, accuracy: 1e-9, "paused stays put")
        animator.continueAnimation(withTiming: .curve(.linear, duration: 1), durationFactor: 2)
        engine.advance(to: 4)
        XCTAssertEqual(drawnX, 245, accuracy: 1e-9, "the remaining half over 2 s: a quarter per second")
        engine.advance(to: 5)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testStopWithoutFinishingKeepsTheDrawnValueAndRunsNoCompletion() {
        let animator = makeAnimator()
        var completions = 0
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        engine.advance(to: 0.4)
        animator.stopAnimation(withoutFinishing: true)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(box.center.x, 140, accuracy: 1e-9)
        XCTAssertEqual(completions, 0)
        assertQuiescent(engine)
    }

    func testStopThenFinishAtEachPosition() {
        for (position, expected) in [(PropertyAnimator.Position.start, 20.0), (.end, 320), (.current, 140)] {
            setUp()
            let animator = makeAnimator()
            var reported: [PropertyAnimator.Position] = []
            animator.addCompletion { reported.append($0) }
            animator.startAnimation()
            engine.advance(to: 0.4)
            animator.stopAnimation(withoutFinishing: false)
            XCTAssertEqual(animator.state, .stopped)
            animator.startAnimation()
            animator.finishAnimation(at: position)
            XCTAssertEqual(box.center.x, expected, accuracy: 1e-9, "\(position)")
            XCTAssertEqual(reported, [position])
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(engine.traceText(only: ["animatorRefused"]), ["@0.400 animator A refused startAnimation while stopped"])
        }
    }

    func testPausesOnCompletionStaysActiveWithoutCompletion() {
        let animator = makeAnimator()
        animator.pausesOnCompletion = true
        var completions = 0
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        engine.advance(to: 2)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(completions, 0)
        XCTAssertEqual(drawnX, 320)
        animator.setReversed(true)
        animator.startAnimation()
        engine.advance(to: 3)
        XCTAssertEqual(drawnX, 20, accuracy: 1e-9)
    }

    func testNonInterruptibleRefusesPauseStopReverseAndFlagChangesWhileActive() {
        let animator = makeAnimator()
        animator.isInterruptible = false
        animator.startAnimation()
        animator.pauseAnimation()
        animator.stopAnimation(withoutFinishing: true)
        animator.setReversed(true)
        animator.isInterruptible = true
        animator.isUserInteractionEnabled = false
        XCTAssertFalse(animator.isInterruptible)
        XCTAssertTrue(animator.isUserInteractionEnabled)
        XCTAssertEqual(engine.traceText(only: ["animatorRefused"]).count, 5)
        XCTAssertTrue(animator.isRunning)
    }

    func testAnimatorViewsAreHitWhereDrawnUnlessManualOrNotInteractive() {
        let automatic = makeAnimator()
        automatic.startAnimation()
        engine.advance(to: 0.5)
        XCTAssertEqual(engine.viewAt(Point(170, 100))?.id, "box", "manual hit testing off: hit where drawn (§2.8)")
        XCTAssertEqual(engine.viewAt(Point(320, 100))?.id, "window")
        automatic.stopAnimation(withoutFinishing: true)

        let manual = makeAnimator()
        manual.isManualHitTestingEnabled = true
        manual.startAnimation()
        engine.advance(to: 0.6)
        XCTAssertEqual(engine.viewAt(Point(320, 100))?.id, "box", "manual: model geometry, app overrides decide")
        manual.stopAnimation(withoutFinishing: true)

        let blocking = makeAnimator()
        blocking.isUserInteractionEnabled = false
        blocking.startAnimation()
        engine.advance(to: 0.7)
        XCTAssertEqual(engine.viewAt(engine.animations.presentationValues(of: box).center)?.id, "window")
    }
}
