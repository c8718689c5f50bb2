import Foundation

/// Where SDL and SDL_ttf may be called: the main thread only. SDL 2's documentation says its
/// video and rendering functions work from other threads only by luck, and SDL_ttf shares one
/// FreeType library between its fonts; band threads therefore touch only memory (`Raster`).
enum SDLThread {
    /// Stops a debug build when `function`, which calls into SDL or SDL_ttf, runs off the main
    /// thread. Release builds check nothing.
    static func assertMain(_ function: StaticString = #function) {
        assert(Thread.isMainThread, "\(function) calls SDL off the main thread: SDL and SDL_ttf are main-thread only")
    }
}
