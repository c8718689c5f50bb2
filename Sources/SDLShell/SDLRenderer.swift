import CSDL

/// An SDL_Renderer that owns its lifetime and keeps what it draws on alive.
///
/// Teardown order is carried by references, so it cannot be got wrong: everything made with the
/// renderer (text textures in `TextCache`) holds this object, so the renderer is destroyed only
/// after them; this object holds its target (an `SDLWindow` or a canvas surface), so the target is
/// destroyed only after the renderer.
public final class SDLRenderer {
    /// The SDL renderer; valid for as long as this object lives.
    public let pointer: OpaquePointer
    /// What the renderer draws on; released after `pointer` is destroyed.
    private let target: AnyObject

    /// Takes ownership of `pointer`, which draws on `target`.
    init(_ pointer: OpaquePointer, drawingOn target: AnyObject) {
        self.pointer = pointer
        self.target = target
    }

    deinit {
        SDL_DestroyRenderer(pointer)
    }

    /// The size of the render target in pixels.
    public var outputSize: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(pointer, &width, &height)
        return (width, height)
    }

    /// True when `SDL_RenderPresent` waits for the display's vertical sync.
    public var hasVSync: Bool {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(pointer, &info)
        return info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    }
}
