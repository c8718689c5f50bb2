import CSDL

/// An SDL window that owns its lifetime and keeps SDL's video subsystem running while it exists.
///
/// The window is destroyed only after its renderer (`SDLRenderer` holds it) and before SDL quits
/// (it holds the `VideoSession`).
public final class SDLWindow {
    /// The SDL window; valid for as long as this object lives.
    public let pointer: OpaquePointer
    private let video: VideoSession

    /// Opens a resizable, HiDPI-aware window of `width`×`height` points, centred. Runs under
    /// `video`'s crash guard (a video driver may crash on its first window).
    public init(video: VideoSession, title: String, width: Int32, height: Int32) throws(SDLError) {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centred = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        let window = video.guarded { SDL_CreateWindow(title, centred, centred, width, height, flags) }
        guard let window else { throw SDLError("cannot open a window") }
        self.pointer = window
        self.video = video
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

    public func setTitle(_ title: String) {
        SDL_SetWindowTitle(pointer, title)
    }
}
