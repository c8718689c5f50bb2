import CSDL
import CWindowManager
import GestureEngine
import Session

/// An SDL window that owns its lifetime and keeps SDL's video subsystem running while it exists.
///
/// The window is destroyed only after its renderer (`SDLRenderer` holds it) and before SDL quits
/// (it holds the `VideoSession`).
///
/// Supports:
/// - [x] a resizable, HiDPI-aware window (sizes in points; `pixelSize` in pixels), its title,
///       resizing centred, the screen's usable area.
/// - [x] fullscreen by the system (desktop fullscreen) or, with no window manager, by hand
///       (`FullscreenToggle`), and back to the window's place.
/// - [ ] client-side decorations of its own (the system's or libdecor's, when present).
public final class SDLWindow {
    /// The SDL window; valid for as long as this object lives.
    public let pointer: OpaquePointer
    private let video: VideoSession
    /// Whether the window is fullscreen by hand (no window manager), and the place it goes back to.
    private var fullscreen = FullscreenToggle()

    /// Opens a resizable, HiDPI-aware window of `width`×`height` points, centred. Runs under
    /// `video`'s crash guard (a video driver may crash on its first window).
    public init(video: VideoSession, title: String, width: Int32, height: Int32) throws(SDLError) {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centred = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        let window = video.guarded { SDL_CreateWindow(title, centred, centred, width, height, flags) }
        guard let window else { throw SDLError("cannot open a window") }
        self.pointer = window
        self.video = video
        // The layout's smallest canvas (`FrameLayout`): room for a scene, a panel and the status.
        SDL_SetWindowMinimumSize(window, Self.minimumSize.width, Self.minimumSize.height)
    }

    deinit {
        SDL_DestroyWindow(pointer)
    }

    /// A renderer for this window: accelerated with vsync when the driver offers it, else SDL's
    /// software renderer.
    public func makeRenderer() throws(SDLError) -> SDLRenderer {
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let renderer = SDL_CreateRenderer(pointer, -1, accelerated)
            ?? SDL_CreateRenderer(pointer, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else { throw SDLError("cannot create a renderer") }
        return SDLRenderer(renderer, drawingOn: self)
    }

    /// The window's size in points.
    public var size: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(pointer, &width, &height)
        return (width, height)
    }

    /// The window's size in pixels (more than in points on a HiDPI display).
    public var pixelSize: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSizeInPixels(pointer, &width, &height)
        return (max(1, width), max(1, height))
    }

    public func setTitle(_ title: String) {
        SDL_SetWindowTitle(pointer, title)
    }

    /// The smallest a person can make the window, in points.
    static let minimumSize: (width: Int32, height: Int32) = (300, 100)

    /// Points kept free above a window for its title bar when fitting it to the screen (SDL
    /// knows a window's borders only once it is shown).
    static let titleBarAllowance = 40.0

    /// The usable area of the first display (less the desktop's panels and a title bar), in
    /// points; nil when SDL cannot say.
    public static var usableArea: Size? {
        var usable = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0, usable.h > 0 else { return nil }
        return Size(Double(usable.w), max(1, Double(usable.h) - titleBarAllowance))
    }

    /// `size` (points, already fitted to `usableArea` by the layout) as whole points SDL takes:
    /// 1…8192 each.
    public static func whole(_ size: Size) -> (width: Int32, height: Int32) {
        func points(_ value: Double) -> Int32 { Int32(max(1, min(value.isNaN ? 1 : value, 8192)).rounded(.up)) }
        return (points(size.width), points(size.height))
    }

    /// Resizes the window to `size` points, keeping it centred on its display.
    public func resize(to size: (width: Int32, height: Int32)) {
        guard self.size != size else { return }
        SDL_SetWindowSize(pointer, size.width, size.height)
        let centred = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        SDL_SetWindowPosition(pointer, centred, centred)
    }

    /// Whether the window fills the screen (fullscreen or maximised): then a new scene keeps
    /// the window's size and is fitted into it.
    public var isFullscreenOrMaximized: Bool {
        let flags = SDL_GetWindowFlags(pointer)
        return fullscreen.isFullscreenByHand
            || flags & (SDL_WINDOW_FULLSCREEN.rawValue | SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue | SDL_WINDOW_MAXIMIZED.rawValue) != 0
    }

    /// Switches between a window and the whole screen (at the desktop's resolution, no mode
    /// change), and back to the window's former place. Without a window manager, SDL's fullscreen
    /// would report the display's size while the window kept its own (`FullscreenToggle`): the
    /// window then covers the display by hand. The caller reads the size back afterwards.
    public func toggleFullscreen() {
        var x: Int32 = 0, y: Int32 = 0, bounds = SDL_Rect()
        SDL_GetWindowPosition(pointer, &x, &y)
        let (width, height) = size
        if SDL_GetDisplayBounds(max(0, SDL_GetWindowDisplayIndex(pointer)), &bounds) != 0 { bounds = SDL_Rect(x: 0, y: 0, w: width, h: height) }
        let systemFullscreen = SDL_GetWindowFlags(pointer) & SDL_WINDOW_FULLSCREEN.rawValue != 0
        let step = fullscreen.toggle(systemFullscreen: systemFullscreen,
                                     window: .init(x: Int(x), y: Int(y), width: Int(width), height: Int(height)),
                                     display: .init(x: Int(bounds.x), y: Int(bounds.y), width: Int(bounds.w), height: Int(bounds.h)),
                                     hasWindowManager: gesturescope_window_manager_state(UnsafeMutableRawPointer(pointer)) != 0)
        switch step {
        case let .system(on):
            SDL_SetWindowFullscreen(pointer, on ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
        case let .place(place, bordered):
            SDL_SetWindowBordered(pointer, bordered ? SDL_TRUE : SDL_FALSE)
            SDL_SetWindowSize(pointer, Int32(place.width), Int32(place.height))
            SDL_SetWindowPosition(pointer, Int32(place.x), Int32(place.y))
        }
    }
}
