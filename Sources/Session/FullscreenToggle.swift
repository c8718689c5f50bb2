/// How the window goes fullscreen and back (F11, the strip's Fullscreen, `run --fullscreen`).
/// With a window manager: the system's fullscreen (SDL's desktop fullscreen), which the manager
/// carries out and undoes, giving the window back its place. Without one (a bare X server, a
/// kiosk session) no one carries that request out, so the window is made borderless and placed
/// over its display's bounds by hand, and put back where it was, bordered, by the next toggle.
///
/// Pure: the caller reads the window's place, its display's bounds and whether a manager runs,
/// and carries out the step returned.
///
/// Invariant: `restorePlace` is non-nil exactly while the window is fullscreen by hand.
public struct FullscreenToggle: Equatable, Sendable {
    /// A window's place on the desktop, or a display's bounds, in whole points.
    public struct Place: Equatable, Sendable {
        public var x: Int, y: Int, width: Int, height: Int

        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// What the window does to toggle.
    public enum Step: Equatable, Sendable {
        /// Ask the system for fullscreen (true) or the window back (false).
        case system(fullscreen: Bool)
        /// Take this place, with or without the window's border.
        case place(Place, bordered: Bool)
    }

    /// Where the window was before it went fullscreen by hand; nil when it is not.
    public private(set) var restorePlace: Place?

    public init() {}

    /// Whether the window fills its display by its own doing (not the system's fullscreen).
    public var isFullscreenByHand: Bool { restorePlace != nil }

    /// The step that toggles fullscreen now.
    /// - Parameters:
    ///   - systemFullscreen: the system says the window is fullscreen.
    ///   - window: the window's place now.
    ///   - display: the bounds of the display the window is on.
    ///   - hasWindowManager: false when the display is known to have none; true (the system's
    ///     fullscreen) when it has one or cannot tell (Wayland, whose compositor is its manager).
    public mutating func toggle(systemFullscreen: Bool, window: Place, display: Place, hasWindowManager: Bool) -> Step {
        if let restore = restorePlace {
            restorePlace = nil
            return .place(restore, bordered: true)
        }
        if systemFullscreen || hasWindowManager { return .system(fullscreen: !systemFullscreen) }
        restorePlace = window
        return .place(display, bordered: false)
    }
}
