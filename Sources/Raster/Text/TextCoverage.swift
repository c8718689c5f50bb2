/// A run of text as coverage: one byte per pixel (0: none, 255: full), what a font renderer
/// makes of it before any colour is applied. The colour and its opacity are applied when the
/// coverage is blended (`PixelCompositor.blend(_:)`).
public struct TextCoverage: Sendable {
    /// Pixels.
    public let width: Int, height: Int
    /// `width` × `height` bytes, row after row.
    public let alpha: [UInt8]

    public init(width: Int, height: Int, alpha: [UInt8]) {
        precondition(width >= 0 && height >= 0 && alpha.count == width * height, "one byte a pixel")
        self.width = width
        self.height = height
        self.alpha = alpha
    }
}

/// Whatever turns text into coverage: SDL_ttf with the bundled font (`SDLShell`), or a test's
/// glyphs. Called only on the thread that prepares frames (`TextAtlas`) — never on a band
/// thread — so an implementation may use a library that allows one thread only.
public protocol TextRasterizing: AnyObject {
    /// The coverage of `text` (one line) at `pixelSize` (1…512 pixels), nil when it cannot be
    /// rendered (an empty string, a broken font): such text is left out.
    func coverage(of text: String, pixelSize: Int) -> TextCoverage?
}
