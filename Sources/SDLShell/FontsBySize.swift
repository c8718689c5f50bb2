import CSDL

/// The bundled font opened once per pixel size, with the hinting every text is drawn with (so
/// measured advances are the drawn ones). Closes its fonts when released. Main thread only, like
/// every SDL_ttf call (`SDLThread`).
final class FontsBySize {
    private let path: String
    private var fonts: [Int32: OpaquePointer] = [:]

    init(path: String) {
        self.path = path
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
    }

    /// The font at `pixelSize`, nil when SDL_ttf cannot open it.
    func font(_ pixelSize: Int32) -> OpaquePointer? {
        SDLThread.assertMain()
        if let font = fonts[pixelSize] { return font }
        guard let font = TTF_OpenFont(path, pixelSize) else { return nil }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        fonts[pixelSize] = font
        return font
    }
}
