import CSDL
import Drawing

/// Text widths from the bundled font itself (SDL_ttf), so the timeline's labels are placed by
/// what will be drawn, not by an estimate. Measures at the nearest whole pixel size at 1 pixel per point, the size the window
/// draws at on a standard display; widths are cached per (text, size).
///
/// Main thread only, like every SDL_ttf call (`SDLThread`). Falls back to the estimate for text
/// the font cannot measure.
public final class FontTextMeasure: TextMeasuring {
    private struct Key: Hashable {
        let text: String
        let fontSize: Double
    }

    private let fonts: FontsBySize
    /// What keeps SDL_ttf running (the window, which holds the video session): the fonts close
    /// before `TTF_Quit`, whatever order their owners let go in.
    private let ttfOwner: AnyObject?
    private var widths: [Key: Double] = [:]
    /// Widths kept before the cache starts again (labels repeat: a few hundred distinct ones).
    static let capacity = 8192

    /// Measures with the font at `fontPath` (already checked by the renderer that draws it),
    /// keeping `ttfOwner` (whatever keeps SDL_ttf initialised; nil where the caller ends SDL_ttf
    /// only after this measurer is gone, as `Snapshot` does) alive as long as its fonts.
    public init(fontPath: String, keepingAlive ttfOwner: AnyObject? = nil) {
        fonts = FontsBySize(path: fontPath)
        self.ttfOwner = ttfOwner
    }

    public func width(of text: String, fontSize: Double) -> Double {
        SDLThread.assertMain()
        // Sizes outside what the renderer draws (it clamps to 1…512 pixels) measure as drawn.
        let fontSize = fontSize.isFinite ? min(max(fontSize, 0), 512) : 0
        guard !text.isEmpty, fontSize > 0 else { return 0 }
        let pixelSize = Int32(max(1, fontSize.rounded()))
        let key = Key(text: text, fontSize: fontSize)
        if let known = widths[key] { return known }
        var width: Int32 = 0, height: Int32 = 0
        let measured: Double
        if let font = fonts.font(pixelSize), TTF_SizeUTF8(font, text, &width, &height) == 0 {
            // At the rounded size, as the renderer draws it (it rounds sizes too).
            measured = Double(width)
        } else {
            measured = TextRun.estimatedWidth(of: text, fontSize: fontSize)
        }
        if widths.count >= Self.capacity { widths.removeAll(keepingCapacity: true) }
        widths[key] = measured
        return measured
    }
}
