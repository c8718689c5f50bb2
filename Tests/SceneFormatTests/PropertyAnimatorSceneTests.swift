import EngineTestSupport
import ExampleRecognizers
import GestureEngine
import SceneFormat
import XCTest

/// The shipped property-animator scene tells session 219's point (§2.8): taps where the cards are
/// drawn hit the animator's card and the card whose own hit test reads its presentation, miss the
/// card whose animator has manual hit testing — which answers where its model is — and gestures
/// pause, scrub, continue, reverse and resume the top animator (§8.5).
final class PropertyAnimatorSceneTests: EngineTestCase {
    func testTheDemoHitsWhereDrawnExceptWithManualHitTestingAndDrivesTheAnimator() throws {
        let scene = try SceneLoader.loadScene(path: ProjectFiles.path("Scenes/property-animator.yaml"), recognizers: .withExamples).get()
        XCTAssertEqual(scene.source, SceneSource(chapter: .talk1, section: "Hit testing and animations: UIViewPropertyAnimator and isManualHitTestingEnabled"))
        let engine = engineUnderTest(of: scene)
        var player = ScriptPlayer(script: scene.script)
        player.play(into: engine, until: scene.script.endTime)
        XCTAssertEqual(engine.traceText(only: ["hit"]), [
            "@0.800 hit T1 → card [window › laneAnimator › card] (presentation)",
            "@0.800 hit T2 → laneManual [window › laneManual]",
            "@0.800 hit T3 → custom [window › laneCustom › custom] (presentation)",
            "@1.200 hit T4 → manual [window › laneManual › manual]",
            "@1.400 hit T5 → card [window › laneAnimator › card] (presentation)",
            "@3.600 hit T6 → card [window › laneAnimator › card] (presentation)",
            "@4.400 hit T7 → card [window › laneAnimator › card] (presentation)",
        ])
        let slide = engine.traceText(only: ["animator"]).filter { $0.contains(" slide ") && !$0.contains(" scrubbed ") }
        XCTAssertEqual(slide, [
            "@0.000 animator slide started at 0.000 (active, 3.000 s to go)",
            "@0.850 animator slide paused at 0.167 (active)",
            "@1.900 animator slide continued at 0.365 (active, 1.500 s to go)",
            "@3.400 animator slide paused at 1.000 (active)",
            "@4.100 animator slide reversed at 1.000 (active reversed)",
            "@4.450 animator slide started at 1.000 (active reversed, 3.000 s to go)",
            "@7.450 animator slide paused at 0.000 (active reversed)",
        ])
        XCTAssertEqual(engine.traceText(only: ["animator"]).filter { $0.contains(" slide scrubbed ") }.count, 23, "one scrub per pan action")
    }
}
