import CSDL
import Raster

/// Text coverage from SDL_ttf with the bundled font: each run rendered once (`TextAtlas` keeps
/// it) as SDL_ttf's blended rendering, whose alpha is the coverage. Main thread only: `Raster`
/// calls it while preparing a frame, before any band thread draws.
public final class SDLTextRasterizer: TextRasterizing {
    private let fonts: FontsBySize
    /// What keeps SDL_ttf running (a window, which holds the video session): the fonts close
    /// before `TTF_Quit`, whatever order their owners let go in.
    private let ttfOwner: AnyObject?

    /// Text with the font at `fontPath`, unchecked (text it cannot render is left out), keeping
    /// `ttfOwner` alive as long as its fonts (nil where SDL_ttf ends only after this is gone, as
    /// headless commands end it).
    public init(fontPath: String, keepingAlive ttfOwner: AnyObject? = nil) {
        fonts = FontsBySize(path: fontPath)
        self.ttfOwner = ttfOwner
    }

    public func coverage(of text: String, pixelSize: Int) -> TextCoverage? {
        SDLThread.assertMain()
        guard let font = fonts.font(Int32(clamping: pixelSize)),
              let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        // ARGB8888: the coverage is each pixel's top byte.
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch) / 4
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        var alpha = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width { alpha[row * width + column] = UInt8(truncatingIfNeeded: pixels[row * pitch + column] >> 24) }
        }
        return TextCoverage(width: width, height: height, alpha: alpha)
    }

    /// Fails with SDL_ttf's reason, naming the file, when the font at `path` cannot be opened
    /// or cannot render text (a truncated or garbage file).
    public static func checkFont(at path: String) throws(SDLError) {
        SDLThread.assertMain()
        guard let font = TTF_OpenFont(path, 16) else { throw SDLError("cannot open the font \(path)") }
        defer { TTF_CloseFont(font) }
        guard let surface = TTF_RenderUTF8_Blended(font, probeText, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            throw SDLError("cannot render text with the font \(path)")
        }
        SDL_FreeSurface(surface)
    }

    /// Text rendered once to check a font: capitals, small letters, digits, punctuation and the
    /// non-ASCII characters the overlay uses.
    private static let probeText = "Gesturescope Ag 0123456789 · × → ≥ …"
}

extension TextAtlas {
    /// Text from the font at `fontPath` (`SDLTextRasterizer`), checked once: fails with a
    /// one-line error naming the file and SDL_ttf's reason when the font is missing, truncated or
    /// garbage. `ttfOwner`: see `SDLTextRasterizer.init`.
    public static func checked(fontPath: String, keepingAlive ttfOwner: AnyObject? = nil) throws(SDLError) -> TextAtlas {
        try SDLTextRasterizer.checkFont(at: fontPath)
        return TextAtlas(SDLTextRasterizer(fontPath: fontPath, keepingAlive: ttfOwner))
    }
}
