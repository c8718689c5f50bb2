import CSDL
import Drawing

/// Text widths from the bundled font itself (SDL_ttf), so the overlay's layout — timeline
/// labels, the help card, the status bar — places text by what will be drawn, not by an
/// estimate. Measures at the nearest whole pixel size at 1 pixel per point (as the window draws
/// on a standard display), scaled to the size asked for; widths are cached per (text, size).
///
/// Main thread only, like the rest of the SDL shell. Falls back to the estimate for text the
/// font cannot measure.
public final class FontTextMeasure: TextMeasuring {
    private struct Key: Hashable {
        let text: String
        let fontSize: Double
    }

    private let fonts: FontsBySize
    private var widths: [Key: Double] = [:]
    /// Widths kept before the cache starts again (labels repeat: a few hundred distinct ones).
    static let capacity = 8192

    /// Measures with the font at `fontPath` (already checked by the renderer that draws it).
    public init(fontPath: String) {
        fonts = FontsBySize(path: fontPath)
    }

    public func width(of text: String, fontSize: Double) -> Double {
        // Sizes outside what the renderer draws (it clamps to 1…512 pixels) measure as drawn.
        let fontSize = fontSize.isFinite ? min(max(fontSize, 0), 512) : 0
        guard !text.isEmpty, fontSize > 0 else { return 0 }
        let pixelSize = Int32(max(1, fontSize.rounded()))
        let key = Key(text: text, fontSize: fontSize)
        if let known = widths[key] { return known }
        var width: Int32 = 0, height: Int32 = 0
        let measured: Double
        if let font = fonts.font(pixelSize), TTF_SizeUTF8(font, text, &width, &height) == 0 {
            // Measured at the rounded size: scale to the size asked for.
            measured = Double(width) * fontSize / Double(pixelSize)
        } else {
            measured = TextRun.estimatedWidth(of: text, fontSize: fontSize)
        }
        if widths.count >= Self.capacity { widths.removeAll(keepingCapacity: true) }
        widths[key] = measured
        return measured
    }
}
