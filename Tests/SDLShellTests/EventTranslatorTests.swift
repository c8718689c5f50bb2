import CSDL
import GestureEngine
@testable import SDLShell
import Session
import XCTest

/// SDL events pushed with SDL_PushEvent and polled back, as SDL delivers them, through the
/// translator. No display: only SDL's event subsystem runs.
final class EventTranslatorTests: XCTestCase {
    private var translator: EventTranslator!

    override func setUpWithError() throws {
        guard SDL_Init(SDL_INIT_EVENTS) == 0 else { throw SDLError("SDL_Init") }
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        SDL_SetModState(KMOD_NONE)
        // A 400×300-point window, as on a HiDPI output whose renderer has 800×600 pixels:
        // touches are in points whatever the pixel density.
        translator = EventTranslator(windowSize: Size(400, 300), originTicks: 0, videoDriver: "wayland") { _ in Point(200, 150) }
    }

    override func tearDown() {
        SDL_SetModState(KMOD_NONE)
        SDL_Quit()
    }

    /// Pushes `events`, polls them back and translates each.
    private func roundTrip(_ events: [SDL_Event]) -> [TranslatedInput] {
        for var event in events { XCTAssertEqual(SDL_PushEvent(&event), 1) }
        var results: [TranslatedInput] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            translator.observeKeyboard(event)
            if let input = translator.translate(event) { results.append(input) }
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

    private func changes(_ inputs: [TranslatedInput]) -> [String] {
        inputs.flatMap { input -> [String] in
            guard case let .touches(event) = input else { return ["cancelAll"] }
            return event.changes.map { "\($0.fingerID) \($0.phase.rawValue) \($0.location) \($0.type) f\(formatNumber($0.force))" }
        }
    }

    func testFingerEventsBecomeTouchesInWindowPointsWithStableIdentity() {
        let inputs = roundTrip([
            finger(SDL_FINGERDOWN, id: 100, 0.5, 0.5, pressure: 0.25),
            finger(SDL_FINGERDOWN, id: 200, 0.25, 0.1),
            finger(SDL_FINGERMOTION, id: 100, 0.55, 0.5, pressure: 0.5),
            finger(SDL_FINGERUP, id: 200, 0.25, 0.1, pressure: 0),
            finger(SDL_FINGERUP, id: 100, 0.55, 0.5, pressure: 0),
        ])
        XCTAssertEqual(changes(inputs), [
            "1 down (200,150) direct f0.25",
            "2 down (100,30) direct f1",
            "1 move (220,150) direct f0.5",
            "2 up (100,30) direct f1",
            "1 up (220,150) direct f1",
        ])
    }

    func testTouchpadFingersAreIndirectTouches() {
        translator.deviceTouchType = { $0 == 7 ? .indirect : .direct }
        XCTAssertEqual(changes(roundTrip([finger(SDL_FINGERDOWN, id: 1, 0.5, 0.5)])), ["1 down (200,150) indirect f1"])
    }

    func testX11NormalizesBySizeMinusOne() {
        translator.fingerSpanReduction = 1
        XCTAssertEqual(changes(roundTrip([finger(SDL_FINGERDOWN, id: 1, 0.5, 1)])), ["1 down (199.5,299) direct f1"])
    }

    func testMotionAndLiftOfUnknownFingersAreDropped() {
        XCTAssertEqual(changes(roundTrip([finger(SDL_FINGERMOTION, id: 9, 0.5, 0.5), finger(SDL_FINGERUP, id: 9, 0.5, 0.5)])), [])
    }

    func testLeftButtonIsOneDirectFinger() {
        let inputs = roundTrip([mouse(SDL_MOUSEBUTTONDOWN, 10, 20), motion(30, 40), mouse(SDL_MOUSEBUTTONUP, 30, 40)])
        XCTAssertEqual(changes(inputs), ["-1 down (10,20) direct f1", "-1 move (30,40) direct f1", "-1 up (30,40) direct f1"])
    }

    func testPointerTypeCanBeSwitchedToIndirectPointer() {
        translator.mouseTouchType = .indirectPointer
        XCTAssertEqual(changes(roundTrip([mouse(SDL_MOUSEBUTTONDOWN, 10, 20)])), ["-1 down (10,20) indirectPointer f1"])
    }

    func testMouseEventsSynthesizedFromTouchAreDropped() {
        let touchMouse = EventTranslator.touchMouseID
        XCTAssertEqual(changes(roundTrip([mouse(SDL_MOUSEBUTTONDOWN, 10, 20, which: touchMouse),
                                          motion(11, 20, which: touchMouse), mouse(SDL_MOUSEBUTTONUP, 11, 20, which: touchMouse)])), [])
    }

    func testCorePointerEventsWhileADirectFingerIsDownAreDropped() {
        let inputs = roundTrip([finger(SDL_FINGERDOWN, id: 1, 0.5, 0.5), mouse(SDL_MOUSEBUTTONDOWN, 200, 150),
                                motion(210, 150), mouse(SDL_MOUSEBUTTONUP, 210, 150), finger(SDL_FINGERUP, id: 1, 0.5, 0.5),
                                mouse(SDL_MOUSEBUTTONDOWN, 5, 5)])
        XCTAssertEqual(changes(inputs), ["1 down (200,150) direct f1", "1 up (200,150) direct f1", "-1 down (5,5) direct f1"])
    }

    func testAltDragMirrorsASecondFingerAroundTheViewCentre() {
        let inputs = roundTrip([key(SDL_KEYDOWN, SDLK_LALT, modifiers: KMOD_LALT), mouse(SDL_MOUSEBUTTONDOWN, 250, 150),
                                motion(260, 170), mouse(SDL_MOUSEBUTTONUP, 260, 170)])
        XCTAssertEqual(changes(inputs), [
            "-1 down (250,150) direct f1", "-2 down (150,150) direct f1",
            "-1 move (260,170) direct f1", "-2 move (140,130) direct f1",
            "-1 up (260,170) direct f1", "-2 up (140,130) direct f1",
        ])
        XCTAssertEqual(inputs.count, 3, "both fingers change in one event")
    }

    /// §9.6 with one mouse: Ctrl-release pins the dragging finger, the next press is a new
    /// finger, a press on the pin lifts it, and `liftPinnedFingers` (Esc) lifts the rest.
    func testCtrlReleasePinsTheFingerAndTheMouseBecomesAnotherFinger() {
        let pinning = roundTrip([mouse(SDL_MOUSEBUTTONDOWN, 100, 100), motion(140, 120),
                                 key(SDL_KEYDOWN, SDLK_LCTRL, modifiers: KMOD_LCTRL), mouse(SDL_MOUSEBUTTONUP, 140, 120),
                                 key(SDL_KEYUP, SDLK_LCTRL, modifiers: KMOD_NONE),
                                 mouse(SDL_MOUSEBUTTONDOWN, 300, 50), motion(305, 50), mouse(SDL_MOUSEBUTTONUP, 305, 50)])
        XCTAssertEqual(changes(pinning), [
            "-1 down (100,100) direct f1", "-1 move (140,120) direct f1",
            "-3 down (300,50) direct f1", "-3 move (305,50) direct f1", "-3 up (305,50) direct f1",
        ], "the pinned finger stays down; the tap is a finger of its own")
        XCTAssertEqual(translator.pinnedFingers, [Point(140, 120)])

        let lifting = roundTrip([mouse(SDL_MOUSEBUTTONDOWN, 150, 125), motion(200, 200), mouse(SDL_MOUSEBUTTONUP, 200, 200)])
        XCTAssertEqual(changes(lifting), ["-1 up (140,120) direct f1"], "a press within reach of a pin lifts it, and nothing else")
        XCTAssertEqual(translator.pinnedFingers, [])

        let two = roundTrip([mouse(SDL_MOUSEBUTTONDOWN, 10, 10), key(SDL_KEYDOWN, SDLK_RCTRL, modifiers: KMOD_RCTRL),
                             mouse(SDL_MOUSEBUTTONUP, 10, 10), mouse(SDL_MOUSEBUTTONDOWN, 90, 90), mouse(SDL_MOUSEBUTTONUP, 90, 90)])
        XCTAssertEqual(changes(two), ["-1 down (10,10) direct f1", "-3 down (90,90) direct f1"])
        XCTAssertEqual(translator.pinnedFingers, [Point(10, 10), Point(90, 90)])
        XCTAssertEqual(translator.liftPinnedFingers(at: 2).map { changes([$0]) }, ["-1 up (10,10) direct f1", "-3 up (90,90) direct f1"])
        XCTAssertNil(translator.liftPinnedFingers(at: 3), "nothing left to lift")
    }

    /// A new scene's engine never had the old one's touches: the window forgets the pins and
    /// the press, so no phantom pin swallows a click and the next press is finger −1 again.
    func testForgettingTheMouseDropsPinsAndThePress() {
        _ = roundTrip([mouse(SDL_MOUSEBUTTONDOWN, 100, 100), key(SDL_KEYDOWN, SDLK_LCTRL, modifiers: KMOD_LCTRL),
                       mouse(SDL_MOUSEBUTTONUP, 100, 100), key(SDL_KEYUP, SDLK_LCTRL, modifiers: KMOD_NONE), mouse(SDL_MOUSEBUTTONDOWN, 200, 200)])
        translator.forgetMouse()
        XCTAssertEqual(translator.pinnedFingers, [])
        XCTAssertEqual(changes(roundTrip([mouse(SDL_MOUSEBUTTONUP, 200, 200), mouse(SDL_MOUSEBUTTONDOWN, 105, 100), mouse(SDL_MOUSEBUTTONUP, 105, 100)])),
                       ["-1 down (105,100) direct f1", "-1 up (105,100) direct f1"])
    }

    func testShiftAltDragMovesTwoFingersTogether() {
        let inputs = roundTrip([key(SDL_KEYDOWN, SDLK_LALT, modifiers: SDL_Keymod(KMOD_LALT.rawValue | KMOD_LSHIFT.rawValue)),
                                mouse(SDL_MOUSEBUTTONDOWN, 250, 150), motion(260, 170), mouse(SDL_MOUSEBUTTONUP, 260, 170)])
        XCTAssertEqual(changes(inputs), [
            "-1 down (250,150) direct f1", "-2 down (150,150) direct f1",
            "-1 move (260,170) direct f1", "-2 move (160,170) direct f1",
            "-1 up (260,170) direct f1", "-2 up (160,170) direct f1",
        ])
    }

    /// Alt pressed, the button pressed, Alt released, all pumped in one batch (a busy window):
    /// the press happened with Alt down, whatever SDL's modifier state says after the batch.
    func testAltReleasedInTheSameBatchStillMirrorsThePress() {
        SDL_SetModState(KMOD_NONE)
        let inputs = roundTrip([key(SDL_KEYDOWN, SDLK_LALT, modifiers: KMOD_LALT), mouse(SDL_MOUSEBUTTONDOWN, 250, 150),
                                key(SDL_KEYUP, SDLK_LALT, modifiers: KMOD_NONE), mouse(SDL_MOUSEBUTTONUP, 250, 150)])
        XCTAssertEqual(changes(inputs), [
            "-1 down (250,150) direct f1", "-2 down (150,150) direct f1",
            "-1 up (250,150) direct f1", "-2 up (150,150) direct f1",
        ])
    }

    func testReleaseOutsideTheWindowLiftsOnTheNextMotion() {
        let inputs = roundTrip([mouse(SDL_MOUSEBUTTONDOWN, 10, 20), motion(50, 60, leftHeld: false), motion(70, 80, leftHeld: false)])
        XCTAssertEqual(changes(inputs), ["-1 down (10,20) direct f1", "-1 up (50,60) direct f1"])
    }

    func testFocusLossCancelsEverythingAndForgetsFingers() {
        var focusLost = SDL_Event()
        focusLost.window = SDL_WindowEvent(type: SDL_WINDOWEVENT.rawValue, timestamp: 0, windowID: 1,
                                           event: UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue), padding1: 0, padding2: 0, padding3: 0,
                                           data1: 0, data2: 0)
        let inputs = roundTrip([finger(SDL_FINGERDOWN, id: 1, 0.5, 0.5), mouse(SDL_MOUSEBUTTONDOWN, 10, 20), focusLost,
                                finger(SDL_FINGERMOTION, id: 1, 0.6, 0.5), motion(30, 30)])
        XCTAssertEqual(changes(inputs), ["1 down (200,150) direct f1", "cancelAll"])
    }

    func testFingersSDLNoLongerHoldsAreCancelledWhereTheyWere() {
        var down: Set<Int64> = [100, 200]
        translator.fingerIsDown = { down.contains($0.finger) }
        _ = roundTrip([finger(SDL_FINGERDOWN, id: 100, 0.5, 0.5), finger(SDL_FINGERDOWN, id: 200, 0.25, 0.1),
                       finger(SDL_FINGERMOTION, id: 100, 0.55, 0.5)])
        XCTAssertNil(translator.lostFingers(at: 1))
        down = [200]
        let lost = translator.lostFingers(at: 1.5)
        XCTAssertEqual(changes(lost.map { [$0] } ?? []), ["1 cancel (220,150) direct f1"])
        guard case let .touches(event) = lost else { return XCTFail("no cancellation") }
        XCTAssertEqual(event.time, 1.5)
        // Forgotten: a late lift of the lost finger is dropped; the other finger still lifts.
        XCTAssertEqual(changes(roundTrip([finger(SDL_FINGERUP, id: 100, 0.55, 0.5), finger(SDL_FINGERUP, id: 200, 0.25, 0.1)])),
                       ["2 up (100,30) direct f1"])
        down = []
        XCTAssertNil(translator.lostFingers(at: 2))
    }

    func testTimestampsBecomeEngineSeconds() throws {
        translator.originTicks = 1000
        var event = finger(SDL_FINGERDOWN, id: 1, 0, 0)
        event.tfinger.timestamp = 3500
        guard case let .touches(input) = try XCTUnwrap(translator.translate(event)) else { return XCTFail("no touch") }
        XCTAssertEqual(input.time, 2.5)
    }
}
