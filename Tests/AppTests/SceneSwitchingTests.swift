@testable import App
import GestureEngine
import Session
import XCTest

/// The gallery's previous and next, and a save of the scene file, as the window lives them.
final class SceneSwitchingTests: XCTestCase {
    private func window() throws -> WindowUnderTest {
        try WindowUnderTest(["a.yaml": TestScenes.a, "b.yaml": TestScenes.b], opening: "a.yaml", gallery: ["a.yaml", "b.yaml"])
    }

    func testTheArrowsStepThroughTheGalleryRetitlingAndResizingTheWindow() throws {
        let window = try window()
        window.send(.command(.nextScene))
        XCTAssertEqual(window.model.session.scene.name, "B")
        let sizeB = window.model.openingWindowSize
        XCTAssertEqual(window.takeEffects(), [.setTitle("B — Gesturescope"), .resize(sizeB)])
        XCTAssertEqual(window.model.canvas, sizeB)
        XCTAssertGreaterThan(window.model.titleCard.opacity(at: window.now), 0, "a new scene says what it is")
        window.send(.command(.nextScene))
        XCTAssertEqual(window.model.session.scene.name, "A", "the gallery wraps around")
        window.send(.command(.previousScene))
        XCTAssertEqual(window.model.session.scene.name, "B")
    }

    /// The old scene's touches are cancelled (its engine ends at rest); the new one starts with
    /// the mouse free and the layers as they were.
    func testLeavingASceneCancelsItsTouchesAndKeepsTheLayers() throws {
        let window = try window()
        window.send(.command(.toggleGhosts))
        let ghosts = window.model.session.layers.showsGhosts
        let old = window.model.session
        window.send(.fingers([TouchInput(fingerID: 1, phase: .down, location: window.windowPoint(Point(200, 150)))], fromTouchscreen: false))
        window.send(.command(.nextScene))
        XCTAssertEqual(old.engine.liveTouches.count, 0)
        XCTAssertTrue(old.engine.trace.events.contains { if case .touch(_, .cancelled, _, _, _, _) = $0.kind { true } else { false } })
        XCTAssertEqual(window.model.session.layers.showsGhosts, ghosts, "the layers are the window's, not the scene's")
        XCTAssertEqual(window.model.session.engine.liveTouches.count, 0)
    }

    func testSavingTheSceneReloadsItKeepingTheWindowSizeAndTheCard() throws {
        let window = try window()
        window.advance(by: 7)
        window.files.save(TestScenes.a.replacingOccurrences(of: "description: the first scene", with: "description: saved"), at: "a.yaml")
        window.advance(by: 0.4)
        XCTAssertEqual(window.model.session.scene.summary, "the first scene", "the file is looked at twice a second")
        window.advance(by: 0.2)
        XCTAssertEqual(window.model.session.scene.summary, "saved")
        XCTAssertEqual(window.takeEffects(), [.setTitle("A — Gesturescope")], "the same size: no resize; the card does not cover it again")
        XCTAssertEqual(window.model.titleCard.opacity(at: window.now), 0)
        window.files.save(TestScenes.a.replacingOccurrences(of: "[400, 300]", with: "[500, 300]"), at: "a.yaml")
        window.advance(by: 0.5)
        XCTAssertEqual(window.takeEffects(), [.setTitle("A — Gesturescope"), .resize(window.model.openingWindowSize)], "a new size is taken")
    }

    func testABrokenSaveKeepsTheSceneShowsTheBannerAndAFixClearsIt() throws {
        let window = try window()
        let session = window.model.session
        window.files.save(TestScenes.broken, at: "a.yaml")
        window.advance(by: 0.5)
        XCTAssertTrue(window.model.session === session, "the last good scene stays")
        guard case let .say(message) = try XCTUnwrap(window.takeEffects().first) else { return XCTFail("the diagnostics are not said") }
        XCTAssertTrue(message.hasPrefix("a.yaml:5:"), message)
        XCTAssertFalse(window.model.loadProblems.isEmpty)
        XCTAssertTrue(window.texts().contains { $0.hasPrefix("Could not load a.yaml") }, "the banner is in the window")
        window.files.save(TestScenes.a, at: "a.yaml")
        window.advance(by: 0.5)
        XCTAssertFalse(window.model.session === session, "the fixed file is loaded")
        XCTAssertTrue(window.model.loadProblems.isEmpty)
        XCTAssertFalse(window.texts().contains { $0.hasPrefix("Could not load") })
    }

    /// An editor that saves by moving the file away and back: nothing is loaded while it is gone.
    func testAFileGoneForAMomentIsWaitedFor() throws {
        let window = try window()
        let loads = window.files.loads.count
        window.files.remove("a.yaml")
        window.advance(by: 0.5)
        XCTAssertEqual(window.files.loads.count, loads)
        XCTAssertTrue(window.model.loadProblems.isEmpty)
        window.files.save(TestScenes.a, at: "a.yaml")
        window.advance(by: 0.5)
        XCTAssertEqual(window.files.loads.count, loads + 1)
    }

    func testResetAndDemoStartTheSceneAfreshAndTheDemoPlays() throws {
        let window = try window()
        window.advance(by: 1)
        window.send(.command(.demo))
        XCTAssertEqual(window.model.titleCard.opacity(at: window.now), 0, "the card would cover the demo's fingers")
        window.advance(by: 0.3)
        XCTAssertEqual(window.touchesTraced, ["1 began", "1 ended"])
        _ = window.takeEffects()
        window.send(.command(.reset))
        window.advance(by: 0.3)
        XCTAssertEqual(window.touchesTraced, ["1 began", "1 ended"], "the demo's touches, and a fresh engine's none")
    }
}
