@testable import App
import GestureEngine
import Session
import XCTest

/// The control strip and its `More…` menu as fingers work them: buttons run commands, presses
/// never reach the scene, Quit asks first, a touchscreen shows the strip once no finger is down.
final class ControlStripWindowTests: XCTestCase {
    private func window(hasTouchscreen: Bool = false) throws -> WindowUnderTest {
        try WindowUnderTest(["a.yaml": TestScenes.a], opening: "a.yaml", hasTouchscreen: hasTouchscreen)
    }

    func testTabShowsTheStripAndItsButtonsRunCommandsThatNoTraceSees() throws {
        let window = try window()
        XCTAssertNil(window.model.layout.controlStrip)
        window.send(.command(.toggleControlStrip))
        XCTAssertNotNil(window.model.layout.controlStrip)
        let shown = window.model.session.layers.showsTimeline
        window.tap(at: try window.button(for: .toggleTimeline))
        XCTAssertEqual(window.model.session.layers.showsTimeline, !shown)
        XCTAssertTrue(window.model.isActive(.toggleTimeline, at: window.now) == !shown, "its button is lit as the switch is")
        window.tap(at: try window.button(for: .pause))
        XCTAssertTrue(window.model.clockIsPaused)
        XCTAssertEqual(window.touchesTraced, [], "no strip press is the scene's")
        XCTAssertEqual(window.model.sceneInputCount, 0, "nor is it timed as the scene's input")
    }

    func testTheMenuRunsACommandAndClosesAndQuitAsksFirst() throws {
        let window = try window()
        window.send(.command(.toggleControlStrip))
        window.tap(at: try window.button(for: nil))
        XCTAssertTrue(window.model.stripMenu.isOpen)
        let ghosts = window.model.session.layers.showsGhosts
        window.tap(at: try window.button(for: .toggleGhosts))
        XCTAssertEqual(window.model.session.layers.showsGhosts, !ghosts)
        XCTAssertFalse(window.model.stripMenu.isOpen, "a command closes the menu")

        window.tap(at: try window.button(for: nil))
        let quit = try window.button(for: .quit)
        window.tap(at: quit)
        XCTAssertFalse(window.model.isQuitting, "the first press only arms Quit")
        XCTAssertTrue(window.texts().contains(StripMenu.confirmQuitTitle))
        window.advance(by: StripMenu.quitConfirmationSeconds)
        window.tap(at: quit)
        XCTAssertFalse(window.model.isQuitting, "too late: armed again, not quit")
        window.tap(at: quit)
        XCTAssertTrue(window.model.isQuitting)
        XCTAssertNil(window.model.frame(at: window.now), "no frame after quitting")
        XCTAssertEqual(window.touchesTraced, [], "the open menu covers the scene")
    }

    /// A touchscreen plugged in later: its first finger asks for the strip, which shows once no
    /// finger is down (it moves the scene, which a live touch must not see).
    func testATouchscreenShowsTheStripOnceNoFingerIsDown() throws {
        let window = try window()
        let square = window.windowPoint(Point(200, 150))
        window.send(.fingers([TouchInput(fingerID: 1, phase: .down, location: square)], fromTouchscreen: true))
        window.advance(by: 0.1)
        XCTAssertNil(window.model.layout.controlStrip, "not under a live touch")
        window.send(.fingers([TouchInput(fingerID: 1, phase: .up, location: square)], fromTouchscreen: true))
        window.advance(by: 0.1)
        XCTAssertNotNil(window.model.layout.controlStrip)
        XCTAssertEqual(window.touchesTraced, ["1 began", "1 ended"], "the finger was the scene's")
        XCTAssertEqual(window.model.sceneInputCount, 2, "its down and its lift")
    }

    func testAStripThePersonHidOrAMouseNeverShowsByItself() throws {
        let window = try window(hasTouchscreen: true)
        XCTAssertNotNil(window.model.layout.controlStrip, "a touchscreen machine opens with it")
        window.send(.command(.toggleControlStrip))
        XCTAssertNil(window.model.layout.controlStrip)
        window.tap(at: window.windowPoint(Point(200, 150)))
        XCTAssertNil(window.model.layout.controlStrip, "the person's choice stands")

        let mouse = try self.window()
        mouse.send(.fingers([TouchInput(fingerID: 1, phase: .down, location: Point(5, 5))], fromTouchscreen: false))
        mouse.send(.fingers([TouchInput(fingerID: 1, phase: .up, location: Point(5, 5))], fromTouchscreen: false))
        mouse.advance(by: 0.1)
        XCTAssertNil(mouse.model.layout.controlStrip, "a touchpad is no touchscreen")
    }
}
