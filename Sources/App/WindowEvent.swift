import GestureEngine
import Session

/// What the window's backend tells the model: input and the window's own changes, in window
/// points, each handled at the wall time it happened (`WindowModel.handle(_:at:)`). The backend
/// translates its toolkit's events into these and decides nothing; everything these lead to is
/// the model's.
public enum WindowEvent: Equatable, Sendable {
    /// Touchscreen or touchpad fingers changed: each finger keeps one id from its down to its lift
    /// or cancel (the backend's finger identity), locations in window points. `fromTouchscreen`:
    /// the device is a touchscreen (a direct device the system knows), which asks for the control
    /// strip.
    case fingers([TouchInput], fromTouchscreen: Bool)
    /// The left mouse button went down at a window point with these modifiers held.
    case pointerPressed(Point, modifiers: KeyModifiers)
    /// The pointer moved with the left button held.
    case pointerDragged(Point)
    /// The left button came up at a window point (Ctrl among `modifiers` pins the fingers).
    case pointerReleased(Point, modifiers: KeyModifiers)
    /// The wheel turned `notches` (positive: away from the person, or left when sideways) over a
    /// window point.
    case wheel(notches: Double, sideways: Bool, at: Point, modifiers: KeyModifiers)
    /// A key bound to a command went down.
    case command(KeyCommand)
    /// The window lost the keyboard focus, was hidden or minimized: every touch is cancelled (§1.7).
    case focusLost
    /// The window's size in points now, and whether it fills the screen (fullscreen or
    /// maximized: a new scene then keeps the window's size).
    case resized(Size, fillsScreen: Bool)
    /// The window's pixels were lost (exposed, shown, restored): draw again.
    case exposed
    /// The person closed the window, or a signal asked to quit.
    case closeRequested
}

/// Modifier keys held at an event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shift: Shift+Alt moves a second finger with the pointer; Shift turns the wheel sideways.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt: a second finger mirrored around the view under the pointer.
    public static let alt = KeyModifiers(rawValue: 2)
    /// Ctrl at a release: the fingers stay down, pinned.
    public static let control = KeyModifiers(rawValue: 4)
}
