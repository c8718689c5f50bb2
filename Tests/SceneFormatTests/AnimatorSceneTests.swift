import EngineTestSupport
import GestureEngine
import SceneFormat
import XCTest

/// §8.5 and §2.8 in scene files: a view's `animator`, driven by its recognizers' animator
/// actions, and hit where it is drawn unless manual hit testing is on.
final class AnimatorSceneTests: EngineTestCase {
    /// A 100 pt card at x 0…100 whose animator `slide` moves its centre 700 pt right in 2 s,
    /// linearly; a tap toggles it, a pan scrubs it and continues it on release.
    private func engine(animator: String) throws -> Engine {
        let scene = try SceneLoader.parseScene("""
        name: animator
        window: {size: [900, 300]}
        views:
          - id: card
            frame: [0, 100, 100, 100]
            animator: {name: slide, to: {center: [750, 150]}, timing: {curve: linear, duration: 2}, pausesOnCompletion: true\(animator)}
            gestures:
              - {id: tap, type: tap, actions: [{do: toggleAnimator, value: slide}]}
              - id: pan
                type: pan
                actions:
                  - {on: [began, changed], do: scrubAnimator, value: slide, distance: [700, 0]}
                  - {on: ended, do: continueAnimator, value: slide, durationFactor: 0.5}
        """, file: "animator.yaml").get()
        let engine = scene.makeEngine()
        checkAtRestAfterTest(engine)
        return engine
    }

    private func tap(_ engine: Engine, at x: Double, _ time: Double, finger: Int = 1) {
        var script = TouchScript(engine)
        script.down(finger, x, 150, at: time)
        script.up(finger, x, 150, at: time + 0.05)
    }

    func testATapWhereTheCardIsDrawnHitsItAndPausesThenResumesItsAnimator() throws {
        let engine = try engine(animator: ", start: true")
        tap(engine, at: 225, 0.5)
        tap(engine, at: 242, 1, finger: 2)
        var rest = TouchScript(engine)
        rest.advance(to: 3)
        XCTAssertEqual(engine.traceText(only: ["hit", "action", "animator"]), [
            "@0.000 animator slide started at 0.000 (active, 2.000 s to go)",
            "@0.500 hit T1 → card [window › card] (presentation)",
            "@0.550 act tap(.ended) at (225,150) 0 touches",
            "@0.550 animator slide paused at 0.275 (active)",
            "@1.000 hit T2 → card [window › card] (presentation)",
            "@1.050 act tap(.ended) at (242,150) 0 touches",
            "@1.050 animator slide started at 0.275 (active, 1.450 s to go)",
            "@2.500 animator slide paused at 1.000 (active)",
        ])
        let card = try XCTUnwrap(engine.window.descendant(withID: "card"))
        XCTAssertEqual(engine.animations.presentationValues(of: card).center, Point(750, 150), "paused on completion at its end")
    }

    func testWithManualHitTestingTheModelDecidesSoTheDrawnCardIsMissed() throws {
        let engine = try engine(animator: ", start: true, manualHitTesting: true")
        tap(engine, at: 225, 0.5)
        tap(engine, at: 750, 1, finger: 2)
        var rest = TouchScript(engine)
        rest.advance(to: 3)
        XCTAssertEqual(engine.traceText(only: ["hit", "animator"]), [
            "@0.000 animator slide started at 0.000 (active, 2.000 s to go)",
            "@0.500 hit T1 → window [window]",
            "@1.000 hit T2 → card [window › card]",
            "@1.050 animator slide paused at 0.525 (active)",
        ])
    }

    func testAPanScrubsByItsTranslationAndContinuesOnRelease() throws {
        let engine = try engine(animator: ", fractionComplete: 0.2")
        var script = TouchScript(engine)
        script.down(1, 190, 150, at: 0)
        script.move(1, 260, 150, at: 0.1)
        script.move(1, 330, 150, at: 0.2)
        script.up(1, 330, 150, at: 0.3)
        script.advance(to: 2)
        XCTAssertEqual(engine.traceText(only: ["action", "animator"]), [
            "@0.000 animator slide scrubbed at 0.200 (active)",
            // The pan's translation counts from where it began (§7.3), 70 pt later.
            "@0.100 act pan(.began) at (260,150) translation (0,0) velocity (0,0)",
            "@0.100 animator slide scrubbed at 0.200 (active)",
            "@0.200 act pan(.changed) at (330,150) translation (70,0) velocity (0,0)",
            "@0.200 animator slide scrubbed at 0.300 (active)",
            "@0.300 act pan(.ended) at (330,150) 0 touches translation (70,0) velocity (0,0)",
            "@0.300 animator slide continued at 0.300 (active, 1.000 s to go)",
            "@1.300 animator slide paused at 1.000 (active)",
        ])
    }

    func testAReverseActionTurnsTheRunningAnimatorBack() throws {
        let scene = try SceneLoader.parseScene("""
        name: reverse
        window: {size: [900, 300]}
        views:
          - id: card
            frame: [0, 100, 100, 100]
            animator: {to: {center: [750, 150]}, timing: {curve: linear, duration: 2}, start: true}
            gestures: [{id: tap, type: tap, actions: [{do: reverseAnimator, value: card}]}]
        """, file: "reverse.yaml").get()
        let engine = scene.makeEngine()
        checkAtRestAfterTest(engine)
        tap(engine, at: 400, 0.95)
        var rest = TouchScript(engine)
        rest.advance(to: 3)
        XCTAssertEqual(engine.traceText(only: ["animator"]), [
            "@0.000 animator card started at 0.000 (active, 2.000 s to go)",
            "@1.000 animator card reversed at 0.500 (active reversed, 1.000 s to go)",
            "@2.000 animator card finished at 0.000 (inactive reversed)",
        ])
        XCTAssertEqual(engine.window.descendant(withID: "card")?.center, Point(50, 150), "the model is back at the start")
    }
}
