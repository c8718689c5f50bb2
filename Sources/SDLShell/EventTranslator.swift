import CSDL
import GestureEngine
import Session

/// Turns SDL events into engine input. Translates only: every decision about touches is the
/// engine's.
///
/// Supports:
/// - [x] SDL finger down/motion/up → touches in window points (normalized × window span), type
///       from the touch device (direct, indirect), pressure → force, a stable id per
///       (device, finger).
/// - [x] left mouse button → one simulated finger (`mouseTouchType`: direct or indirectPointer);
///       Alt → mirrored second finger (pinch/rotate), Shift+Alt → parallel second finger (pan);
///       Ctrl held at release → the fingers stay down, pinned; a press on a pin lifts it.
/// - [x] synthetic duplicates dropped: mouse events from touch (`which == SDL_TOUCH_MOUSEID`)
///       and core-pointer events while a direct finger is down.
/// - [x] focus lost, hidden or minimized → cancel every live touch; a mouse motion without the
///       left button after a press (the release happened outside the window) → lift.
/// - [x] a finger SDL no longer holds down (its device went away, its lift was lost) → cancel
///       (`lostFingers`), so no touch stops updating yet stays live.
/// - [ ] pen/tablet events (SDL2 has none), hover.
public struct EventTranslator {
    /// Window size in points (what `SDL_GetWindowSize` reports).
    public var windowSize: Size
    /// The touch type of the simulated mouse finger.
    public var mouseTouchType: TouchType = .direct
    /// Looks up the touch type of a device (replaceable in tests).
    public var deviceTouchType: (SDL_TouchID) -> TouchType = EventTranslator.sdlTouchType
    /// The centre, in window points, of the view under a point: the pivot of the mirrored mode.
    public var pivotForPoint: (Point) -> Point
    /// SDL ticks (ms) that correspond to engine time 0.
    public var originTicks: UInt32
    /// SDL 2.26 normalizes finger positions by (size − 1) on X11 and by size on Wayland
    /// (REAL-TOUCH.md): 1 on X11, 0 elsewhere, so that points come out exact.
    public var fingerSpanReduction: Double

    private var fingers: [FingerKey: LiveFinger] = [:]
    private var nextFingerID = 1
    private var mouse = MouseFingerSimulator()
    /// SDL's modifier bits as of the last key event seen (`observeKeyboard`).
    private var keyboardModifiers = UInt32(SDL_GetModState().rawValue)

    /// `SDL_TOUCH_MOUSEID` ((Uint32)-1); the C macro does not import into Swift.
    static let touchMouseID = UInt32.max

    struct FingerKey: Hashable {
        let device: Int64
        let finger: Int64
    }

    /// A finger between its down and its up: the engine's id for it and where it last was.
    struct LiveFinger {
        let id: Int
        let type: TouchType
        var location: Point
    }

    /// Asks SDL whether a finger is still down (replaceable in tests).
    var fingerIsDown: (FingerKey) -> Bool = EventTranslator.sdlFingerIsDown

    public init(windowSize: Size, originTicks: UInt32, videoDriver: String?, pivotForPoint: @escaping (Point) -> Point) {
        self.windowSize = windowSize
        self.originTicks = originTicks
        self.fingerSpanReduction = videoDriver == "x11" ? 1 : 0
        self.pivotForPoint = pivotForPoint
    }

    /// The name of SDL's current video driver ("x11", "wayland", …), nil before video starts.
    public static var currentVideoDriver: String? {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) }
    }

    public mutating func translate(_ event: SDL_Event) -> TranslatedInput? {
        let time = seconds(event.common.timestamp)
        switch SDL_EventType(event.type) {
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return finger(event.tfinger, time: time)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            return mouseButton(event.button, time: time)
        case SDL_MOUSEMOTION:
            return mouseMotion(event.motion, time: time)
        case SDL_WINDOWEVENT:
            return window(event.window, time: time)
        default:
            return nil
        }
    }

    private func seconds(_ ticks: UInt32) -> Double {
        Double(ticks &- originTicks) / 1000
    }

    private mutating func finger(_ finger: SDL_TouchFingerEvent, time: Double) -> TranslatedInput? {
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
        return .touches(InputEvent(time: time, changes: [TouchInput(fingerID: id, phase: phase, location: location,
                                                                    type: type, force: force)]))
    }

    /// Cancels, at `time` (wall seconds, like the events'), every finger this translator holds that
    /// SDL no longer reports down: its device went away or its lift never arrived. Call after
    /// the event queue is drained, when SDL's finger state matches the events already seen.
    public mutating func lostFingers(at time: Double) -> TranslatedInput? {
        let lost = fingers.filter { !fingerIsDown($0.key) }.sorted { $0.value.id < $1.value.id }
        guard !lost.isEmpty else { return nil }
        for (key, _) in lost { fingers.removeValue(forKey: key) }
        return .touches(InputEvent(time: time, changes: lost.map {
            TouchInput(fingerID: $0.value.id, phase: .cancel, location: $0.value.location, type: $0.value.type)
        }))
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

    /// Mouse events SDL synthesised from touches, and core-pointer echoes of a direct finger.
    private func isSynthetic(which: UInt32) -> Bool {
        which == Self.touchMouseID || (!mouse.isPressed && fingers.values.contains { $0.type == .direct })
    }

    private mutating func mouseButton(_ button: SDL_MouseButtonEvent, time: Double) -> TranslatedInput? {
        guard Int32(button.button) == SDL_BUTTON_LEFT, !isSynthetic(which: button.which) else { return nil }
        let point = Point(Double(button.x), Double(button.y))
        let changes: [TouchInput]
        if SDL_EventType(button.type) == SDL_MOUSEBUTTONDOWN {
            guard !mouse.isPressed else { return nil }
            changes = mouse.press(at: point, mode: pressMode(at: point), type: mouseTouchType)
        } else {
            changes = mouse.release(at: point, type: mouseTouchType, pinning: keyboardModifiers & KMOD_CTRL.rawValue != 0)
        }
        return changes.isEmpty ? nil : .touches(InputEvent(time: time, changes: changes))
    }

    /// Window points of the mouse fingers pinned down (Ctrl-release), oldest first.
    public var pinnedFingers: [Point] { mouse.pins.map(\.location) }

    /// Forgets the mouse's press and pins without input for the engine: a new scene (whose
    /// engine never had those touches) starts with a free mouse.
    public mutating func forgetMouse() {
        mouse.reset()
    }

    /// Lifts every pinned finger at `time` (engine seconds); nil when none is pinned.
    public mutating func liftPinnedFingers(at time: Double) -> TranslatedInput? {
        let changes = mouse.liftPins(type: mouseTouchType)
        return changes.isEmpty ? nil : .touches(InputEvent(time: time, changes: changes))
    }

    /// Follows the keyboard's modifiers through its events (each key event carries the state
    /// after it). `SDL_GetModState()` would give the state after every event pumped so far:
    /// an Alt released just after a press, pumped in the same batch, would already read as up.
    public mutating func observeKeyboard(_ event: SDL_Event) {
        let type = SDL_EventType(event.type)
        guard type == SDL_KEYDOWN || type == SDL_KEYUP else { return }
        keyboardModifiers = UInt32(event.key.keysym.mod)
    }

    /// Whether Shift is held, as of the key events seen so far (`observeKeyboard`).
    public var isShiftHeld: Bool { keyboardModifiers & KMOD_SHIFT.rawValue != 0 }

    private func pressMode(at point: Point) -> MouseFingerSimulator.Mode {
        let alt = keyboardModifiers & KMOD_ALT.rawValue != 0
        let shift = keyboardModifiers & KMOD_SHIFT.rawValue != 0
        guard alt else { return .single }
        let pivot = pivotForPoint(point)
        return shift ? .parallel(offset: pivot * 2 - point - point) : .mirrored(center: pivot)
    }

    private mutating func mouseMotion(_ motion: SDL_MouseMotionEvent, time: Double) -> TranslatedInput? {
        guard mouse.isPressed, motion.which != Self.touchMouseID else { return nil }
        let point = Point(Double(motion.x), Double(motion.y))
        // The button came up outside the window (no capture): lift where the pointer re-entered.
        let leftHeld = motion.state & UInt32(1 << (SDL_BUTTON_LEFT - 1)) != 0
        let changes = leftHeld ? mouse.drag(to: point, type: mouseTouchType) : mouse.release(at: point, type: mouseTouchType)
        return changes.isEmpty ? nil : .touches(InputEvent(time: time, changes: changes))
    }

    private mutating func window(_ window: SDL_WindowEvent, time: Double) -> TranslatedInput? {
        switch SDL_WindowEventID(UInt32(window.event)) {
        case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
            fingers.removeAll()
            mouse.reset()
            return .cancelAll(time: time)
        default:
            return nil
        }
    }
}
