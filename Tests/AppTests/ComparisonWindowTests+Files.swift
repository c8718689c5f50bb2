@testable import App
import GestureEngine
import SceneFormat
import Session
import XCTest

/// A comparison's files and keeps: saving either scene reloads both, a broken save keeps both,
/// a capture keeps the shared input once, no gallery, the code of each side, and both traces let
/// go once touches end.
extension ComparisonWindowTests {
    func testSavingTheComparedSceneReloadsBothSides() throws {
        let window = try window(comparedPath: "b.yaml", settings: [], scenes: ["w.yaml": TestScenes.tapAndPan, "b.yaml": TestScenes.tapAndPan])
        let before = try comparison(window)
        window.files.save(TestScenes.tapAndPan.replacingOccurrences(of: "name: Tap and pan", with: "name: Changed"), at: "b.yaml")
        window.advance(by: 0.6)
        let after = try comparison(window)
        XCTAssertFalse(after === before, "both sides start afresh")
        XCTAssertTrue(window.model.session === after.a)
        XCTAssertEqual(after.b.scene.name, "Changed")
        XCTAssertEqual(window.model.title, "Tap and pan ⇄ Changed — Gesturescope")
        XCTAssertTrue(window.takeEffects().contains(.setTitle("Tap and pan ⇄ Changed — Gesturescope")))
    }

    func testABrokenComparedSaveKeepsBothSidesAndShowsTheBanner() throws {
        let window = try window(comparedPath: "b.yaml", settings: [], scenes: ["w.yaml": TestScenes.tapAndPan, "b.yaml": TestScenes.tapAndPan])
        let before = try comparison(window)
        window.files.save(TestScenes.broken, at: "b.yaml")
        window.advance(by: 0.6)
        XCTAssertTrue(try comparison(window) === before)
        XCTAssertTrue(window.texts().contains { $0.hasPrefix("Could not load b.yaml") }, "\(window.texts())")
        window.files.save(TestScenes.tapAndPan, at: "b.yaml")
        window.advance(by: 0.6)
        XCTAssertFalse(try comparison(window) === before)
        XCTAssertTrue(window.model.loadProblems.isEmpty)
    }

    func testACaptureKeepsTheSharedInputOnce() throws {
        let window = try WindowUnderTest(["w.yaml": TestScenes.tapAndPan], opening: "w.yaml") {
            $0.comparedScene = ComparedScene(path: "w.yaml", settings: [Self.requirement])
            $0.captureOutput = "take.yaml"
        }
        window.advance(by: 1)
        window.tap(at: try point(Point(200, 150), inPane: 1, of: window))
        _ = window.takeEffects()
        let effects = window.model.finish(at: window.now)
        let (script, message) = try XCTUnwrap(effects.compactMap { effect -> (String, String)? in
            if case let .writeCapture(_, contents, message, _) = effect { return (contents, message) }
            return nil
        }.first)
        XCTAssertTrue(message.hasSuffix("replay: gesturescope compare w.yaml w.yaml --set 'pan.requireToFail=[tap]' --script take.yaml\n"), message)
        XCTAssertEqual(script.components(separatedBy: "down:").count - 1, 1, script)
        XCTAssertEqual(script.components(separatedBy: "up:").count - 1, 1, script)
    }

    func testTheCodeKeyShowsEachSidesCode() throws {
        let window = try window()
        window.send(.command(.toggleCode))
        let layout = try XCTUnwrap(window.model.comparedLayout(withControlStrip: window.model.showsControlStrip))
        XCTAssertNotNil(layout.panes[0].layout.code)
        XCTAssertNotNil(layout.panes[1].layout.code)
        XCTAssertEqual(window.texts().filter { $0 == "w.swift" }.count, 2, "each pane's code panel")
    }

    func testTheGalleryStaysOutOfAComparison() throws {
        let window = try WindowUnderTest(["w.yaml": TestScenes.tapAndPan, "a.yaml": TestScenes.a], opening: "w.yaml", gallery: ["w.yaml", "a.yaml"]) {
            $0.comparedScene = ComparedScene(path: "w.yaml", settings: [Self.requirement])
        }
        let before = try comparison(window)
        window.send(.command(.nextScene))
        window.send(.command(.previousScene))
        XCTAssertTrue(try comparison(window) === before)
        XCTAssertEqual(window.model.options.scenePath, "w.yaml")
    }

    func testBothTracesAreLetGoOnceTheTouchesEnd() throws {
        let window = try window(), sessions = try comparison(window)
        window.advance(by: 1)
        try drag(window, inPane: 0)
        window.advance(by: 0.5)
        XCTAssertTrue(sessions.a.engine.trace.events.isEmpty)
        XCTAssertTrue(sessions.b.engine.trace.events.isEmpty)
        XCTAssertGreaterThan(sessions.b.engine.trace.endIndex, 0)
    }

    func testABrokenSaveOfAKeepsBothSides() throws {
        let window = try window(comparedPath: "b.yaml", settings: [], scenes: ["w.yaml": TestScenes.tapAndPan, "b.yaml": TestScenes.tapAndPan])
        let before = try comparison(window)
        window.files.save(TestScenes.broken, at: "w.yaml")
        window.advance(by: 0.6)
        XCTAssertTrue(try comparison(window) === before)
        XCTAssertTrue(window.texts().contains { $0.hasPrefix("Could not load w.yaml") }, "\(window.texts())")
        window.files.save(TestScenes.tapAndPan, at: "w.yaml")
        window.advance(by: 0.6)
        XCTAssertFalse(try comparison(window) === before)
    }
}
