import App
import CSDL
import GestureEngine
@testable import SDLShell
import Session
import XCTest

/// SDL events pushed with SDL_PushEvent and polled back, as SDL delivers them, through the
/// translator into the window model's events. No display: only SDL's event subsystem runs. (What
/// the model does with them — the mouse as fingers, pins — is tested in AppTests.)
final class EventTranslatorTests: XCTestCase {
    private var translator: EventTranslator!

    override func setUpWithError() throws {
        guard SDL_Init(SDL_INIT_EVENTS) == 0 else { throw SDLError("SDL_Init") }
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        SDL_SetModState(KMOD_NONE)
        translator = EventTranslator(originTicks: 0, videoDriver: "wayland")
        translator.deviceIsTouchscreen = { $0 == 7 }
    }

    override func tearDown() {
        SDL_SetModState(KMOD_NONE)
        SDL_Quit()
    }

    /// Pushes `events`, polls them back and translates each.
    private func roundTrip(_ events: [SDL_Event]) -> [WindowEvent] {
        for var event in events { XCTAssertEqual(SDL_PushEvent(&event), 1) }
        var results: [WindowEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            // A 400×300-point window, as on a HiDPI output whose renderer has 800×600 pixels:
            // touches are in points whatever the pixel density.
            if let translated = translator.translate(event, windowSize: Size(400, 300)) { results.append(translated.event) }
        }
        return results
    }

    private func finger(_ type: SDL_EventType, id: Int64, _ x: Float, _ y: Float, pressure: Float = 1) -> SDL_Event {
        var event = SDL_Event()
        event.tfinger = SDL_TouchFingerEvent(type: type.rawValue, timestamp: 0, touchId: 7, fingerId: id, x: x, y: y,
                                             dx: 0, dy: 0, pressure: pressure, windowID: 1)
        return event
    }

    private func mouse(_ type: SDL_EventType, _ x: Int32, _ y: Int32, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.button = SDL_MouseButtonEvent(type: type.rawValue, timestamp: 0, windowID: 1, which: which,
                                            button: UInt8(SDL_BUTTON_LEFT), state: UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED),
                                            clicks: 1, padding1: 0, x: x, y: y)
        return event
    }

    /// A key event carrying the modifier state after it, as SDL's keyboard events do.
    private func key(_ type: SDL_EventType, _ code: SDL_KeyCode, modifiers: SDL_Keymod) -> SDL_Event {
        var event = SDL_Event()
        event.key = SDL_KeyboardEvent(type: type.rawValue, timestamp: 0, windowID: 1, state: UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED),
                                      repeat: 0, padding2: 0, padding3: 0,
                                      keysym: SDL_Keysym(scancode: SDL_SCANCODE_UNKNOWN, sym: Int32(code.rawValue), mod: UInt16(modifiers.rawValue), unused: 0))
        return event
    }

    private func motion(_ x: Int32, _ y: Int32, leftHeld: Bool = true, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.motion = SDL_MouseMotionEvent(type: SDL_MOUSEMOTION.rawValue, timestamp: 0, windowID: 1, which: which,
                                            state: leftHeld ? 1 : 0, x: x, y: y, xrel: 0, yrel: 0)
        return event
    }

    /// Each event in one line: fingers as `id phase location type force`, others by name.
    private func lines(_ events: [WindowEvent]) -> [String] {
        events.flatMap { event -> [String] in
            switch event {
            case let .fingers(changes, fromTouchscreen):
                return changes.map {
                    "\($0.fingerID) \($0.phase.rawValue) \($0.location) \($0.type) f\(formatNumber($0.force))\(fromTouchscreen ? "" : " not-touchscreen")"
                }
            case let .pointerPressed(point, modifiers): return ["pressed \(point)\(names(modifiers))"]
            case let .pointerDragged(point): return ["dragged \(point)"]
            case let .pointerReleased(point, modifiers): return ["released \(point)\(names(modifiers))"]
            case let .wheel(notches, sideways, point, modifiers): return ["wheel \(formatNumber(notches))\(sideways ? " sideways" : "") \(point)\(names(modifiers))"]
            case let .command(command): return ["command \(command)"]
            default: return ["\(event)"]
            }
        }
    }

    private func names(_ modifiers: KeyModifiers) -> String {
        [(KeyModifiers.shift, " shift"), (.alt, " alt"), (.control, " ctrl")].filter { modifiers.contains($0.0) }.map(\.1).joined()
    }

    func testFingerEventsBecomeFingersInWindowPointsWithStableIdentity() {
        let events = roundTrip([
            finger(SDL_FINGERDOWN, id: 100, 0.5, 0.5, pressure: 0.25),
            finger(SDL_FINGERDOWN, id: 200, 0.25, 0.1),
            finger(SDL_FINGERMOTION, id: 100, 0.55, 0.5, pressure: 0.5),
            finger(SDL_FINGERUP, id: 200, 0.25, 0.1, pressure: 0),
            finger(SDL_FINGERUP, id: 100, 0.55, 0.5, pressure: 0),
        ])
        XCTAssertEqual(lines(events), [
            "1 down (200,150) direct f0.25",
            "2 down (100,30) direct f1",
            "1 move (220,150) direct f0.5",
            "2 up (100,30) direct f1",
            "1 up (220,150) direct f1",
        ])
    }

    func testTouchpadFingersAreIndirectAndNoTouchscreen() {
        translator.deviceTouchType = { $0 == 7 ? .indirect : .direct }
        translator.deviceIsTouchscreen = { _ in false }
        XCTAssertEqual(lines(roundTrip([finger(SDL_FINGERDOWN, id: 1, 0.5, 0.5)])), ["1 down (200,150) indirect f1 not-touchscreen"])
    }

    func testX11NormalizesBySizeMinusOne() {
        translator.fingerSpanReduction = 1
        XCTAssertEqual(lines(roundTrip([finger(SDL_FINGERDOWN, id: 1, 0.5, 1)])), ["1 down (199.5,299) direct f1"])
    }

    func testMotionAndLiftOfUnknownFingersAreDropped() {
        XCTAssertEqual(lines(roundTrip([finger(SDL_FINGERMOTION, id: 9, 0.5, 0.5), finger(SDL_FINGERUP, id: 9, 0.5, 0.5)])), [])
    }

    func testTheLeftButtonIsPressedDraggedAndReleased() {
        let events = roundTrip([mouse(SDL_MOUSEBUTTONDOWN, 10, 20), motion(30, 40), mouse(SDL_MOUSEBUTTONUP, 30, 40), motion(50, 50)])
        XCTAssertEqual(lines(events), ["pressed (10,20)", "dragged (30,40)", "released (30,40)"], "no drag without a press")
    }

    func testMouseEventsSynthesizedFromTouchAreDropped() {
        let touchMouse = EventTranslator.touchMouseID
        XCTAssertEqual(lines(roundTrip([mouse(SDL_MOUSEBUTTONDOWN, 10, 20, which: touchMouse),
                                        motion(11, 20, which: touchMouse), mouse(SDL_MOUSEBUTTONUP, 11, 20, which: touchMouse)])), [])
    }

    func testCorePointerEventsWhileADirectFingerIsDownAreDropped() {
        let events = roundTrip([finger(SDL_FINGERDOWN, id: 1, 0.5, 0.5), mouse(SDL_MOUSEBUTTONDOWN, 200, 150),
                                motion(210, 150), mouse(SDL_MOUSEBUTTONUP, 210, 150), finger(SDL_FINGERUP, id: 1, 0.5, 0.5),
                                mouse(SDL_MOUSEBUTTONDOWN, 5, 5)])
        XCTAssertEqual(lines(events), ["1 down (200,150) direct f1", "1 up (200,150) direct f1", "pressed (5,5)"])
    }

    /// Modifiers come from the key events seen: Alt, Shift+Alt, Ctrl at release.
    func testPressesAndReleasesCarryTheModifiersOfTheKeyEventsSeen() {
        let events = roundTrip([key(SDL_KEYDOWN, SDLK_LALT, modifiers: SDL_Keymod(KMOD_LALT.rawValue | KMOD_LSHIFT.rawValue)),
                                mouse(SDL_MOUSEBUTTONDOWN, 250, 150), key(SDL_KEYDOWN, SDLK_LCTRL, modifiers: KMOD_LCTRL),
                                mouse(SDL_MOUSEBUTTONUP, 260, 170), key(SDL_KEYUP, SDLK_LCTRL, modifiers: KMOD_NONE),
                                mouse(SDL_MOUSEBUTTONDOWN, 1, 2)])
        XCTAssertEqual(lines(events), ["pressed (250,150) shift alt", "released (260,170) ctrl", "pressed (1,2)"])
    }

    /// Alt pressed, the button pressed, Alt released, all pumped in one batch (a busy window):
    /// the press happened with Alt down, whatever SDL's modifier state says after the batch.
    func testAltReleasedInTheSameBatchStillCountsForThePress() {
        SDL_SetModState(KMOD_NONE)
        let events = roundTrip([key(SDL_KEYDOWN, SDLK_LALT, modifiers: KMOD_LALT), mouse(SDL_MOUSEBUTTONDOWN, 250, 150),
                                key(SDL_KEYUP, SDLK_LALT, modifiers: KMOD_NONE), mouse(SDL_MOUSEBUTTONUP, 250, 150)])
        XCTAssertEqual(lines(events), ["pressed (250,150) alt", "released (250,150)"])
    }

    func testReleaseOutsideTheWindowReleasesOnTheNextMotion() {
        let events = roundTrip([mouse(SDL_MOUSEBUTTONDOWN, 10, 20), motion(50, 60, leftHeld: false), motion(70, 80, leftHeld: false)])
        XCTAssertEqual(lines(events), ["pressed (10,20)", "released (50,60)"])
    }

    func testBoundKeysAreCommandsAndOthersNothing() {
        let events = roundTrip([key(SDL_KEYDOWN, SDLK_g, modifiers: KMOD_NONE), key(SDL_KEYUP, SDLK_g, modifiers: KMOD_NONE),
                                key(SDL_KEYDOWN, SDLK_F7, modifiers: KMOD_NONE), key(SDL_KEYDOWN, SDLK_ESCAPE, modifiers: KMOD_NONE)])
        XCTAssertEqual(lines(events), ["command toggleGhosts", "command quit"])
    }

    func testTheWheelTurnsForwardOrSidewaysWithShift() {
        func wheel(x: Float, y: Float, flipped: Bool = false) -> SDL_Event {
            var event = SDL_Event()
            event.wheel = SDL_MouseWheelEvent(type: SDL_MOUSEWHEEL.rawValue, timestamp: 0, windowID: 1, which: 0, x: Int32(x), y: Int32(y),
                                              direction: flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue,
                                              preciseX: x, preciseY: y, mouseX: 30, mouseY: 40)
            return event
        }
        let events = roundTrip([wheel(x: 0, y: 1), wheel(x: 0, y: 1, flipped: true), wheel(x: 2, y: 0),
                                key(SDL_KEYDOWN, SDLK_LSHIFT, modifiers: KMOD_LSHIFT), wheel(x: 0, y: -0.5)])
        XCTAssertEqual(lines(events), ["wheel 1 (30,40)", "wheel -1 (30,40)", "wheel -2 sideways (30,40)", "wheel -0.5 (30,40) shift"])
    }

    func testFocusLossForgetsFingersAndThePress() {
        var focusLost = SDL_Event()
        focusLost.window = SDL_WindowEvent(type: SDL_WINDOWEVENT.rawValue, timestamp: 0, windowID: 1,
                                           event: UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue), padding1: 0, padding2: 0, padding3: 0,
                                           data1: 0, data2: 0)
        let events = roundTrip([mouse(SDL_MOUSEBUTTONDOWN, 10, 20), finger(SDL_FINGERDOWN, id: 1, 0.5, 0.5), focusLost,
                                finger(SDL_FINGERMOTION, id: 1, 0.6, 0.5), motion(30, 30)])
        XCTAssertEqual(lines(events), ["pressed (10,20)", "1 down (200,150) direct f1", "focusLost"])
    }

    func testFingersSDLNoLongerHoldsAreCancelledWhereTheyWere() throws {
        var down: Set<Int64> = [100, 200]
        translator.fingerIsDown = { down.contains($0.finger) }
        _ = roundTrip([finger(SDL_FINGERDOWN, id: 100, 0.5, 0.5), finger(SDL_FINGERDOWN, id: 200, 0.25, 0.1),
                       finger(SDL_FINGERMOTION, id: 100, 0.55, 0.5)])
        XCTAssertNil(translator.lostFingers(at: 1))
        down = [200]
        let lost = try XCTUnwrap(translator.lostFingers(at: 1.5))
        XCTAssertEqual(lines([lost.event]), ["1 cancel (220,150) direct f1 not-touchscreen"])
        XCTAssertEqual(lost.time, 1.5)
        // Forgotten: a late lift of the lost finger is dropped; the other finger still lifts.
        XCTAssertEqual(lines(roundTrip([finger(SDL_FINGERUP, id: 100, 0.55, 0.5), finger(SDL_FINGERUP, id: 200, 0.25, 0.1)])),
                       ["2 up (100,30) direct f1"])
        down = []
        XCTAssertNil(translator.lostFingers(at: 2))
    }

    func testTimestampsBecomeWallTimeSinceTheWindowOpened() throws {
        translator.originTicks = 1000
        var event = finger(SDL_FINGERDOWN, id: 1, 0, 0)
        event.tfinger.timestamp = 3500
        XCTAssertEqual(try XCTUnwrap(translator.translate(event, windowSize: Size(400, 300))).time, WallTime(seconds: 2.5))
    }
}
