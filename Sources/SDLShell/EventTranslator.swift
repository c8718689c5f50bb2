import App
import CSDL
import GestureEngine
import Session

/// Turns SDL events into the window model's events (`WindowEvent`), stamped with wall time.
/// Translates only: what fingers, clicks and keys do is the model's.
///
/// Supports:
/// - [x] SDL finger down/motion/up → fingers in window points (normalized × window span), type
///       from the touch device (direct, indirect), pressure → force, a stable id per
///       (device, finger); whether the device is a touchscreen.
/// - [x] the left mouse button → pointer pressed, dragged, released, with the modifiers held
///       as of the key events seen (Alt, Shift, Ctrl); a motion without the button after a
///       press (the release happened outside the window) → released.
/// - [x] synthetic duplicates dropped: mouse events from touch (`which == SDL_TOUCH_MOUSEID`)
///       and core-pointer events while a direct finger is down.
/// - [x] focus lost, hidden or minimized → `focusLost`, the fingers forgotten.
/// - [x] a finger SDL no longer holds down (its device went away, its lift was lost) → its
///       cancel (`lostFingers`), so no touch stops updating yet stays live.
/// - [x] the wheel (either direction, flipped or not), bound keys → commands, quit → close.
/// - [ ] pen/tablet events (SDL2 has none), hover.
public struct EventTranslator {
    /// Looks up the touch type of a device (replaceable in tests).
    public var deviceTouchType: (SDL_TouchID) -> TouchType = EventTranslator.sdlTouchType
    /// Whether a device is a touchscreen (replaceable in tests).
    public var deviceIsTouchscreen: (SDL_TouchID) -> Bool = EventTranslator.sdlIsTouchscreen
    /// SDL ticks (ms) at wall time 0.
    public var originTicks: UInt32
    /// SDL 2.26 normalizes finger positions by (size − 1) on X11 and by size on Wayland
    /// (REAL-TOUCH.md): 1 on X11, 0 elsewhere, so that points come out exact.
    public var fingerSpanReduction: Double

    private var fingers: [FingerKey: LiveFinger] = [:]
    private var nextFingerID = 1
    /// Whether a press of the left button went to the model and has not come up.
    private var pointerIsPressed = false
    /// SDL's modifier bits as of the last key event seen (`observeKeyboard`).
    private var keyboardModifiers = UInt32(SDL_GetModState().rawValue)

    /// `SDL_TOUCH_MOUSEID` ((Uint32)-1); the C macro does not import into Swift.
    static let touchMouseID = UInt32.max

    struct FingerKey: Hashable {
        let device: Int64
        let finger: Int64
    }

    /// A finger between its down and its up: the model's id for it and where it last was.
    struct LiveFinger {
        let id: Int
        let type: TouchType
        var location: Point
    }

    /// Asks SDL whether a finger is still down (replaceable in tests).
    var fingerIsDown: (FingerKey) -> Bool = EventTranslator.sdlFingerIsDown

    public init(originTicks: UInt32, videoDriver: String?) {
        self.originTicks = originTicks
        self.fingerSpanReduction = videoDriver == "x11" ? 1 : 0
    }

    /// Wall time of SDL ticks.
    public func wallTime(ticks: UInt32) -> WallTime {
        WallTime(seconds: Double(ticks &- originTicks) / 1000)
    }

    /// The model's event for `event`, at the wall time SDL stamped it, in a window of
    /// `windowSize` points; nil for events the model does not hear of (window size and exposure
    /// are the backend's to report, with the window's own figures).
    public mutating func translate(_ event: SDL_Event, windowSize: Size) -> (event: WindowEvent, time: WallTime)? {
        observeKeyboard(event)
        let time = wallTime(ticks: event.common.timestamp)
        let translated: WindowEvent?
        switch SDL_EventType(event.type) {
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP: translated = finger(event.tfinger, windowSize: windowSize)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: translated = mouseButton(event.button)
        case SDL_MOUSEMOTION: translated = mouseMotion(event.motion)
        case SDL_MOUSEWHEEL: translated = wheel(event.wheel)
        case SDL_KEYDOWN: translated = KeyCommand(key: event.key.keysym.sym).map { .command($0) }
        case SDL_WINDOWEVENT: translated = window(event.window)
        case SDL_QUIT: translated = .closeRequested
        default: translated = nil
        }
        return translated.map { ($0, time) }
    }

    private mutating func finger(_ finger: SDL_TouchFingerEvent, windowSize: Size) -> WindowEvent? {
        let key = FingerKey(device: finger.touchId, finger: finger.fingerId)
        let location = Point(Double(finger.x) * max(0, windowSize.width - fingerSpanReduction),
                             Double(finger.y) * max(0, windowSize.height - fingerSpanReduction))
        let type = deviceTouchType(finger.touchId)
        let phase: TouchInput.Phase
        let id: Int
        switch SDL_EventType(finger.type) {
        case SDL_FINGERDOWN:
            if let existing = fingers[key] {
                id = existing.id
            } else {
                id = nextFingerID
                nextFingerID += 1
            }
            fingers[key] = LiveFinger(id: id, type: type, location: location)
            phase = .down
        case SDL_FINGERMOTION:
            guard let existing = fingers[key] else { return nil }
            id = existing.id
            fingers[key]?.location = location
            phase = .move
        default:
            guard let existing = fingers.removeValue(forKey: key) else { return nil }
            id = existing.id
            phase = .up
        }
        // Wayland reports pressure 0 on finger-up; keep force meaningful.
        let force = phase == .up || finger.pressure <= 0 ? 1 : Double(min(finger.pressure, 1))
        return .fingers([TouchInput(fingerID: id, phase: phase, location: location, type: type, force: force)],
                        fromTouchscreen: deviceIsTouchscreen(finger.touchId))
    }

    /// The cancels, at wall time `time`, of every finger this translator holds that SDL no longer
    /// reports down: its device went away or its lift never arrived. Call after the event queue
    /// is drained, when SDL's finger state matches the events already seen.
    public mutating func lostFingers(at time: WallTime) -> (event: WindowEvent, time: WallTime)? {
        let lost = fingers.filter { !fingerIsDown($0.key) }.sorted { $0.value.id < $1.value.id }
        guard !lost.isEmpty else { return nil }
        for (key, _) in lost { fingers.removeValue(forKey: key) }
        let cancels = lost.map { TouchInput(fingerID: $0.value.id, phase: .cancel, location: $0.value.location, type: $0.value.type) }
        return (.fingers(cancels, fromTouchscreen: false), time)
    }

    /// Whether SDL lists the finger among its device's fingers down.
    static func sdlFingerIsDown(_ key: FingerKey) -> Bool {
        guard SDL_WasInit(SDL_INIT_VIDEO) != 0 else { return true }
        for index in 0..<max(0, SDL_GetNumTouchFingers(key.device)) where SDL_GetTouchFinger(key.device, index)?.pointee.id == key.finger {
            return true
        }
        return false
    }

    /// The touch type of an SDL touch device: indirect for touchpads, direct otherwise
    /// (including devices SDL does not know, such as events pushed by tests).
    public static func sdlTouchType(of device: SDL_TouchID) -> TouchType {
        // SDL 2.26 dereferences the video device here: without video there are no devices.
        guard SDL_WasInit(SDL_INIT_VIDEO) != 0 else { return .direct }
        switch SDL_GetTouchDeviceType(device) {
        case SDL_TOUCH_DEVICE_INDIRECT_ABSOLUTE, SDL_TOUCH_DEVICE_INDIRECT_RELATIVE: return .indirect
        default: return .direct
        }
    }

    /// Whether SDL knows `device` as a touchscreen (a direct device; not one it does not know).
    public static func sdlIsTouchscreen(_ device: SDL_TouchID) -> Bool {
        SDL_WasInit(SDL_INIT_VIDEO) != 0 && SDL_GetTouchDeviceType(device) == SDL_TOUCH_DEVICE_DIRECT
    }

    /// Whether a machine has a touchscreen (a direct touch device; touchpads are indirect).
    public static var hasTouchscreen: Bool {
        (0..<SDL_GetNumTouchDevices()).contains { sdlIsTouchscreen(SDL_GetTouchDevice($0)) }
    }

    /// Mouse events SDL synthesised from touches, and core-pointer echoes of a direct finger.
    private func isSynthetic(which: UInt32) -> Bool {
        which == Self.touchMouseID || (!pointerIsPressed && fingers.values.contains { $0.type == .direct })
    }

    private mutating func mouseButton(_ button: SDL_MouseButtonEvent) -> WindowEvent? {
        guard Int32(button.button) == SDL_BUTTON_LEFT, !isSynthetic(which: button.which) else { return nil }
        let point = Point(Double(button.x), Double(button.y))
        if SDL_EventType(button.type) == SDL_MOUSEBUTTONDOWN {
            guard !pointerIsPressed else { return nil }
            pointerIsPressed = true
            return .pointerPressed(point, modifiers: modifiers)
        }
        guard pointerIsPressed else { return nil }
        pointerIsPressed = false
        return .pointerReleased(point, modifiers: modifiers)
    }

    private mutating func mouseMotion(_ motion: SDL_MouseMotionEvent) -> WindowEvent? {
        guard pointerIsPressed, motion.which != Self.touchMouseID else { return nil }
        let point = Point(Double(motion.x), Double(motion.y))
        // The button came up outside the window (no capture): lift where the pointer re-entered.
        guard motion.state & UInt32(1 << (SDL_BUTTON_LEFT - 1)) != 0 else {
            pointerIsPressed = false
            return .pointerReleased(point, modifiers: [])
        }
        return .pointerDragged(point)
    }

    /// Notches turned, positive away from the person; sideways, right is later on the timeline,
    /// which a negative turn scrolls to.
    private func wheel(_ wheel: SDL_MouseWheelEvent) -> WindowEvent {
        let flipped = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
        let sideways = wheel.preciseX != 0
        let notches = (sideways ? -Double(wheel.preciseX) : Double(wheel.preciseY)) * flipped
        return .wheel(notches: notches, sideways: sideways, at: Point(Double(wheel.mouseX), Double(wheel.mouseY)), modifiers: modifiers)
    }

    private mutating func window(_ window: SDL_WindowEvent) -> WindowEvent? {
        switch SDL_WindowEventID(UInt32(window.event)) {
        case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
            fingers.removeAll()
            pointerIsPressed = false
            return .focusLost
        default:
            return nil
        }
    }

    /// Follows the keyboard's modifiers through its events (each key event carries the state
    /// after it). `SDL_GetModState()` would give the state after every event pumped so far:
    /// an Alt released just after a press, pumped in the same batch, would already read as up.
    private mutating func observeKeyboard(_ event: SDL_Event) {
        let type = SDL_EventType(event.type)
        guard type == SDL_KEYDOWN || type == SDL_KEYUP else { return }
        keyboardModifiers = UInt32(event.key.keysym.mod)
    }

    /// The modifiers held, as of the key events seen so far.
    private var modifiers: KeyModifiers {
        var held: KeyModifiers = []
        if keyboardModifiers & KMOD_SHIFT.rawValue != 0 { held.insert(.shift) }
        if keyboardModifiers & KMOD_ALT.rawValue != 0 { held.insert(.alt) }
        if keyboardModifiers & KMOD_CTRL.rawValue != 0 { held.insert(.control) }
        return held
    }
}
