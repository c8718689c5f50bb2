@testable import App
import GestureEngine
import Session
import XCTest

/// The mouse as fingers in the window: one finger, Alt's mirrored second finger around the view
/// under the pointer, Ctrl-release pins (§9.6 with one mouse), Esc lifting the pins.
final class MouseFingerWindowTests: XCTestCase {
    private func window() throws -> WindowUnderTest {
        try WindowUnderTest(["a.yaml": TestScenes.a, "b.yaml": TestScenes.b], opening: "a.yaml", gallery: ["a.yaml", "b.yaml"])
    }

    /// Scene points of the live touches in the order they began, to 4 decimals (window points
    /// through the layout's scale and back).
    private func liveLocations(_ window: WindowUnderTest) -> [String] {
        window.model.session.engine.liveTouches.sorted { $0.id < $1.id }.map { "\($0.location)" }
    }

    func testAClickIsATapOnTheSceneAtSceneTime() throws {
        let window = try window()
        window.advance(by: 1)
        window.click(at: window.windowPoint(Point(200, 150)))
        XCTAssertEqual(window.touchesTraced, ["1 began", "1 ended"])
        XCTAssertTrue(window.traceLines.contains { $0.contains("\"t\":1,") && $0.contains("\"phase\":\"began\"") },
                      "engine time at the press: \(window.traceLines.prefix(2))")
    }

    func testAltMirrorsASecondFingerAroundTheCentreOfTheViewUnderThePointer() throws {
        let window = try window()
        window.send(.pointerPressed(window.windowPoint(Point(250, 150)), modifiers: .alt))
        XCTAssertEqual(liveLocations(window), ["(250,150)", "(150,150)"], "mirrored around the square's centre (200, 150)")
        window.send(.pointerDragged(window.windowPoint(Point(260, 170))))
        XCTAssertEqual(liveLocations(window), ["(260,170)", "(140,130)"])
        window.send(.pointerPressed(window.windowPoint(Point(10, 10)), modifiers: []))
        XCTAssertEqual(window.model.session.engine.liveTouches.count, 2, "a second press while pressed is nothing")
        window.send(.pointerReleased(window.windowPoint(Point(260, 170)), modifiers: []))
        XCTAssertEqual(window.model.session.engine.liveTouches.count, 0)
    }

    func testShiftAltMovesTwoFingersTogether() throws {
        let window = try window()
        window.send(.pointerPressed(window.windowPoint(Point(250, 150)), modifiers: [.alt, .shift]))
        window.send(.pointerDragged(window.windowPoint(Point(260, 170))))
        XCTAssertEqual(liveLocations(window), ["(260,170)", "(160,170)"])
    }

    /// Ctrl-release pins the finger (drawn; the engine keeps the touch), the next press is a
    /// finger of its own, a press on the pin lifts it, Esc lifts the rest and the next Esc quits.
    func testCtrlReleasePinsAPressOnThePinLiftsItAndEscLiftsTheRest() throws {
        let window = try window()
        let first = window.windowPoint(Point(120, 120)), second = window.windowPoint(Point(280, 180))
        window.click(at: first, releasing: .control)
        XCTAssertEqual(window.model.mouse.pins.map(\.location), [first])
        XCTAssertEqual(liveLocations(window), ["(120,120)"], "the pinned finger stays down")
        XCTAssertTrue(window.texts().contains("pinned · click to lift"), "the pin is drawn")
        window.click(at: second, releasing: .control)
        XCTAssertEqual(window.model.session.engine.liveTouches.count, 2)
        XCTAssertEqual(window.texts().filter { $0 == "pinned · click to lift" }.count, 2)
        window.click(at: first + Point(5, 5))
        XCTAssertEqual(liveLocations(window), ["(280,180)"], "a press within reach of a pin lifts it, and nothing else")
        window.send(.command(.quit))
        XCTAssertEqual(window.model.session.engine.liveTouches.count, 0, "Esc lifts every pin")
        XCTAssertFalse(window.texts().contains("pinned · click to lift"))
        XCTAssertFalse(window.model.isQuitting)
        window.send(.command(.quit))
        XCTAssertTrue(window.model.isQuitting, "nothing left to lift: Esc quits")
    }

    /// A new scene's engine never had the old one's touches: the pins and the press go, so no
    /// phantom pin swallows a click and the next press is the mouse's first finger again.
    func testANewSceneFreesTheMouse() throws {
        let window = try window()
        window.click(at: window.windowPoint(Point(120, 120)), releasing: .control)
        window.send(.pointerPressed(window.windowPoint(Point(200, 200)), modifiers: []))
        window.send(.command(.nextScene))
        XCTAssertEqual(window.model.mouse.pins, [])
        XCTAssertFalse(window.model.mouse.isPressed)
        window.send(.pointerReleased(window.windowPoint(Point(200, 200)), modifiers: []))
        XCTAssertEqual(window.model.session.engine.liveTouches.count, 0, "the old press's release is nothing")
    }

    func testPointerTypeTogglesBetweenDirectAndIndirectPointer() throws {
        let window = try window()
        window.send(.command(.togglePointerType))
        window.send(.pointerPressed(window.windowPoint(Point(200, 150)), modifiers: []))
        XCTAssertEqual(window.model.session.engine.liveTouches.first?.type, .indirectPointer)
        XCTAssertTrue(window.texts().contains { $0.contains("mouse indirectPointer") }, "the status bar says so")
    }

    func testLosingFocusCancelsEveryTouchAndFreesTheMouse() throws {
        let window = try window()
        window.send(.pointerPressed(window.windowPoint(Point(200, 150)), modifiers: []))
        window.send(.fingers([TouchInput(fingerID: 1, phase: .down, location: window.windowPoint(Point(150, 120)))], fromTouchscreen: true))
        window.send(.focusLost)
        window.update()
        XCTAssertEqual(window.touchesTraced.sorted(), ["1 began", "1 cancelled", "2 began", "2 cancelled"])
        XCTAssertFalse(window.model.mouse.isPressed)
    }
}
