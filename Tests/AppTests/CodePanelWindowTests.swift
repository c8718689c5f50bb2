@testable import App
import Drawing
import GestureEngine
import Session
import XCTest

/// The code panel in the window: `run --code`, its key and its strip button show and hide it,
/// and a tap on the scene lights the tap's action method at the moment shown, staying lit while
/// engine time is paused and fading once it runs on.
final class CodePanelWindowTests: XCTestCase {
    private func window(code: Bool = false) throws -> WindowUnderTest {
        try WindowUnderTest(["a.yaml": TestScenes.a], opening: "a.yaml") { $0.showsCode = code }
    }

    func testRunCodeOpensWithThePanelDockedWithTheTimeline() throws {
        let window = try window(code: true)
        let layout = window.model.layout
        let code = try XCTUnwrap(layout.code), timeline = try XCTUnwrap(layout.timeline)
        XCTAssertNil(code.intersection(timeline).flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil })
        XCTAssertNil(code.intersection(layout.visibleViewport).flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil })
        XCTAssertTrue(window.texts().contains("a.swift"), "the panel's title names the file")
        XCTAssertTrue(window.texts().contains("UIKit"), "the code from its top, coloured token by token")
        XCTAssertTrue(window.model.isActive(.toggleCode, at: window.now))
    }

    func testTheKeyAndTheStripButtonToggleThePanel() throws {
        let window = try window()
        XCTAssertNil(window.model.layout.code)
        XCTAssertFalse(window.texts().contains("a.swift"))
        window.send(.command(.toggleCode))
        XCTAssertNotNil(window.model.layout.code)
        XCTAssertTrue(window.texts().contains("a.swift"))
        window.send(.command(.toggleCode))
        XCTAssertNil(window.model.layout.code)

        window.send(.command(.toggleControlStrip))
        window.tap(at: try window.button(for: .toggleCode))
        XCTAssertTrue(window.model.session.layers.showsCode)
        XCTAssertTrue(window.model.isActive(.toggleCode, at: window.now), "its button is lit")
        XCTAssertNotNil(window.model.layout.code)
        XCTAssertEqual(window.touchesTraced, [], "no strip press is the scene's")
        // Hiding the timeline leaves the code its whole dock.
        window.send(.command(.toggleTimeline))
        XCTAssertNil(window.model.layout.timeline)
        XCTAssertNotNil(window.model.layout.code)
    }

    func testATapLightsItsActionUntilItFadesAndPausingHoldsIt() throws {
        let window = try window(code: true)
        XCTAssertFalse(window.texts().contains("← .ended"))
        window.tap(at: window.windowPoint(Point(200, 150)))
        XCTAssertTrue(window.texts().contains("← .ended"), "the tap's action, with the state it saw")
        window.send(.command(.pause))
        window.advance(by: 5)
        XCTAssertTrue(window.texts().contains("← .ended"), "paused: engine time stands, the line stays lit")
        XCTAssertTrue(window.model.session.isInMotion(at: window.model.engineTime(at: window.now)), "the fade is still to run")
        window.send(.command(.pause))
        window.advance(by: CodeHighlight.fadeDuration + 0.1)
        XCTAssertFalse(window.texts().contains("← .ended"), "faded on engine time")
        // Pinning the moment of the tap shows it lit again.
        let tapped = try XCTUnwrap(window.model.session.code?.events.last).time
        window.model.session.layers.timelineView.pinned = tapped
        XCTAssertTrue(window.texts().contains("← .ended"))
    }
}
