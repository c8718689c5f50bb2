@testable import Drawing
import EngineTestSupport
import GestureEngine
import XCTest

/// The ghosts' "which views animate" follows an animator's life, not its tracks' `complete`.
final class OverlayAnimatorStateTests: EngineTestCase {
    func testAnAnimatorPausedOnCompletionStillAnimatesItsViewUntilItGoesInactive() {
        let window = View(id: "window", frame: Rect(0, 0, 900, 300))
        let box = View(id: "box", frame: Rect(0, 100, 100, 100))
        window.addSubview(box)
        let engine = engineUnderTest(window: window)
        let animator = engine.animations.makeAnimator(name: "slide", timing: .curve(.linear, duration: 1)) { box.center.x = 750 }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        engine.advance(to: 2)
        let overlay = OverlayState()
        overlay.consume(engine.trace.events[...], window: window)
        XCTAssertEqual([overlay.isAnimating("box"), engine.animations.isAnimating(box)], [true, true], "paused at its end, not finished")
        let seen = engine.trace.events.count
        animator.stopAnimation(withoutFinishing: false)
        overlay.consume(engine.trace.events[seen...], window: window)
        XCTAssertEqual([overlay.isAnimating("box"), engine.animations.isAnimating(box)], [true, true], "stopped: waiting for finishAnimation")
        let stopped = engine.trace.events.count
        animator.finishAnimation(at: .end)
        overlay.consume(engine.trace.events[stopped...], window: window)
        XCTAssertEqual([overlay.isAnimating("box"), engine.animations.isAnimating(box)], [false, false])
    }
}
