import EngineTestSupport
@testable import GestureEngine
import XCTest

/// §8.1–8.2: model changes at once, presentation is sampled at engine time, re-animation is
/// additive and continuous, completions run once with the right `finished` flag.
final class AnimationSystemTests: EngineTestCase {
    private var engine: Engine!
    private var box: View!

    override func setUp() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        box = View(id: "box", frame: Rect(0, 0, 40, 40))
        window.addSubview(box)
        engine = engineUnderTest(window: window)
    }

    private var presentedX: Double { engine.animations.presentationValues(of: box).center.x }

    func testModelChangesAtOnceAndPresentationFollowsTheCurve() {
        var finished: [Bool] = []
        engine.animations.animate(timing: .curve(.linear, duration: 1), changes: { self.box.center.x = 320 }, completion: { finished.append($0) })
        XCTAssertEqual(box.center.x, 320, "reads return the target at once")
        XCTAssertEqual(presentedX, 20)
        engine.advance(to: 0.25)
        XCTAssertEqual(presentedX, 95, accuracy: 1e-9)
        engine.advance(to: 0.5)
        XCTAssertEqual(presentedX, 170, accuracy: 1e-9)
        XCTAssertEqual(finished, [])
        engine.advance(to: 1)
        XCTAssertEqual(presentedX, 320)
        XCTAssertEqual(finished, [true])
        XCTAssertFalse(engine.animations.isAnimating)
        XCTAssertEqual(engine.traceText(only: ["animation"]), [
            "@0.000 animation start box.center (20,20) → (320,20) linear 1 s",
            "@1.000 animation complete box.center at (320,20)",
        ])
        assertQuiescent(engine)
    }

    func testEaseInOutIsTheSampledCurveAndDelayHoldsTheStart() {
        engine.animations.animate(timing: .curve(.easeInOut, duration: 1), delay: 0.5, changes: { self.box.alpha = 0 })
        engine.advance(to: 0.4)
        XCTAssertEqual(engine.animations.presentationValues(of: box).alpha, 1)
        engine.advance(to: 1.0)
        XCTAssertEqual(engine.animations.presentationValues(of: box).alpha, 0.5, accuracy: 1e-6)
        engine.advance(to: 1.25)
        XCTAssertEqual(engine.animations.presentationValues(of: box).alpha, 1 - TimingCurve.easeInOut.progress(at: 0.75), accuracy: 1e-9)
        engine.advance(to: 2)
        assertQuiescent(engine)
    }

    func testReanimatingMidFlightIsAdditiveAndContinuous() {
        engine.animations.animate(timing: .curve(.easeInOut, duration: 1), changes: { self.box.center.x = 320 })
        engine.advance(to: 0.5)
        let before = presentedX
        engine.animations.animate(timing: .curve(.easeInOut, duration: 1), changes: { self.box.center.x = 20 })
        XCTAssertEqual(presentedX, before, accuracy: 0.5, "no jump when retargeted")
        // Both contributions run to the end: the old one until 1.0, the new one until 1.5.
        var previous = presentedX
        var largestStep = 0.0
        for frame in 1...90 {
            engine.advance(to: 0.5 + Double(frame) / 60)
            largestStep = max(largestStep, abs(presentedX - previous))
            previous = presentedX
        }
        XCTAssertEqual(presentedX, 20, accuracy: 1e-9)
        XCTAssertLessThan(largestStep, 10, "motion stays smooth through the retarget (easeInOut peaks near 9.5 pt per frame here)")
        assertQuiescent(engine)
    }

    func testBeginFromCurrentStateReplacesTheOldAnimation() {
        var results: [Bool] = []
        engine.animations.animate(timing: .curve(.linear, duration: 1), changes: { self.box.center.x = 320 }, completion: { results.append($0) })
        engine.advance(to: 0.5)
        engine.animations.animate(timing: .curve(.linear, duration: 1), options: .beginFromCurrentState,
                                  changes: { self.box.center.x = 20 }, completion: { results.append($0) })
        XCTAssertEqual(results, [false], "the first block ends unfinished")
        XCTAssertEqual(presentedX, 170, accuracy: 1e-9)
        engine.advance(to: 1.0)
        XCTAssertEqual(presentedX, 95, accuracy: 1e-9)
        engine.advance(to: 1.5)
        XCTAssertEqual(results, [false, true])
    }

    func testInterruptingLeavesTheViewWhereItWasDrawn() {
        var finished: Bool?
        engine.animations.animate(timing: .curve(.linear, duration: 1), changes: { self.box.center.x = 320 }, completion: { finished = $0 })
        engine.advance(to: 0.5)
        engine.animations.interrupt(box)
        XCTAssertEqual(box.center.x, 170, accuracy: 1e-9)
        XCTAssertEqual(presentedX, 170, accuracy: 1e-9)
        XCTAssertEqual(finished, false)
        assertQuiescent(engine)
    }

    func testAutoreverseComesBackAndRepeatNeverCompletes() {
        engine.animations.animate(timing: .curve(.linear, duration: 1), options: .autoreverse, changes: { self.box.center.x = 120 })
        engine.advance(to: 1.5)
        XCTAssertEqual(presentedX, 70, accuracy: 1e-9)
        engine.advance(to: 2.5)
        XCTAssertEqual(presentedX, 120, accuracy: 1e-9, "after the cycle it shows the model value")

        engine.animations.animate(timing: .curve(.linear, duration: 1), options: [.repeat, .autoreverse], changes: { self.box.alpha = 0 })
        engine.advance(to: 10.25)
        XCTAssertEqual(engine.animations.presentationValues(of: box).alpha, 0.75, accuracy: 1e-9)
        XCTAssertTrue(engine.animations.isAnimating)
        XCTAssertTrue(engine.pendingTimers.isEmpty, "a repeating animation holds no completion timer")
    }

    func testSpringAnimationSettlesAtTheModelValue() {
        engine.animations.animate(timing: .spring(Spring(dampingRatio: 0.5, duration: 1)), changes: { self.box.center.x = 320 })
        engine.advance(to: 0.3)
        XCTAssertGreaterThan(presentedX, 200)
        engine.advance(to: 2)
        XCTAssertEqual(presentedX, 320)
        assertQuiescent(engine)
    }

    func testTransformAnimatesAsATurnNotAShrinkingMatrix() {
        engine.animations.animate(timing: .curve(.linear, duration: 1), changes: { self.box.transform = Transform2D(rotationAngle: .pi / 2) })
        engine.advance(to: 0.5)
        let halfway = engine.animations.presentationValues(of: box).transform
        XCTAssertEqual(halfway.rotationAngle, .pi / 4, accuracy: 1e-9)
        XCTAssertEqual(AnimatableProperty.decompose(halfway)[0], 1, accuracy: 1e-9, "scale stays 1 through the turn")
    }
}
