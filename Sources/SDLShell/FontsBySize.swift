import CSDL
import Synchronization

/// The bundled font opened once per pixel size, with the hinting every text is drawn with (so
/// measured advances are the drawn ones). Closes its fonts when released. One thread at a time
/// per instance; instances may be used on different threads (band renderers), as FreeType
/// allows for distinct faces, with opening and closing serialised (`faceLock`).
final class FontsBySize {
    /// FreeType's library, shared by every face SDL_ttf opens, must not open or close two faces
    /// at once.
    private static let faceLock = Mutex(())

    private let path: String
    private var fonts: [Int32: OpaquePointer] = [:]

    init(path: String) {
        self.path = path
    }

    deinit {
        Self.faceLock.withLock { _ in
            for font in fonts.values { TTF_CloseFont(font) }
        }
    }

    /// The font at `pixelSize`, nil when SDL_ttf cannot open it.
    func font(_ pixelSize: Int32) -> OpaquePointer? {
        if let font = fonts[pixelSize] { return font }
        guard let font = Self.faceLock.withLock({ _ in TTF_OpenFont(path, pixelSize) }) else { return nil }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        fonts[pixelSize] = font
        return font
    }
}
