@testable import Drawing
import EngineTestSupport
import GestureEngine
import XCTest

/// §8.5 on the timeline: what a story's gestures did to a property animator, on a row of its own.
final class TimelineAnimatorTests: EngineTestCase {
    func testAPanThatPausesScrubsAndContinuesAnAnimatorTellsItOnTheAnimatorsRow() {
        let window = View(id: "window", frame: Rect(0, 0, 900, 300))
        let box = View(id: "box", frame: Rect(0, 100, 100, 100))
        window.addSubview(box)
        let pan = PanGestureRecognizer(id: "pan")
        box.addGestureRecognizer(pan)
        let engine = engineUnderTest(window: window)
        let animator = engine.animations.makeAnimator(name: "slide", timing: .curve(.linear, duration: 2)) { box.center.x = 750 }
        animator.startAnimation()
        pan.addTarget { pan in
            switch pan.state {
            case .began: animator.pauseAnimation()
            case .changed: animator.fractionComplete += 0.1
            case .ended: animator.continueAnimation(withTiming: nil, durationFactor: 0.5)
            default: break
            }
        }
        var script = TouchScript(engine)
        script.down(1, 100, 150, at: 0.2)
        script.move(1, 170, 150, at: 0.3)
        script.move(1, 240, 150, at: 0.4)
        script.move(1, 310, 150, at: 0.5)
        script.up(1, 310, 150, at: 0.6)
        script.advance(to: 2)
        var model = TimelineModel()
        model.consume(engine.trace.events[...])
        let lane = model.lanes.first { $0.kind == .animator }
        XCTAssertEqual(lane.map(TimelineRenderer.title(of:)), "animator slide")
        XCTAssertEqual(lane?.segments.map { "\($0.start) \($0.state) \($0.label ?? "")" }, [
            "0.3 possible paused 0.15",
            "0.4 changed scrub 0.35",
            "0.6 began continue → end",
            "1.6 ended finished at end",
        ])
    }
}
