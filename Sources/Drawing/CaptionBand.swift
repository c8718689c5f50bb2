import GestureEngine

/// A script's caption as a subtitle: white text on a dark translucent band across the bottom of
/// the scene's viewport (or its top), sized to read in a video at 1× (about a 26th of the
/// viewport's height, 14 to 28 points). A caption longer than the viewport is cut at its edges.
public enum CaptionBand {
    /// The band's colour: dark and translucent, the scene faintly behind the words.
    public static let background = Color(red: 0.05, green: 0.07, blue: 0.12, alpha: 0.78)

    /// Which edge of the viewport the band runs along.
    public enum Placement: Sendable {
        case bottom, top
    }

    /// Draws `text` over the bottom (or top) of `viewport` (window points).
    public static func draw(_ text: String, in viewport: Rect, at placement: Placement = .bottom, into list: inout DrawList) {
        guard !text.isEmpty, viewport.width > 0, viewport.height > 0 else { return }
        let fontSize = min(28, max(14, viewport.height / 26))
        let width = min(viewport.width - 16, TextRun.estimatedWidth(of: text, fontSize: fontSize) + 2 * fontSize)
        let top = placement == .bottom ? viewport.maxY - 2.6 * fontSize : viewport.minY + 0.8 * fontSize
        let band = Rect(viewport.midX - width / 2, top, width, 1.8 * fontSize)
        list.append(.clip(viewport))
        list.append(.fill(RoundedRect(rect: band, cornerRadius: fontSize / 3), background))
        list.append(.text(TextRun(text: text, fontSize: fontSize, color: .white, position: band.center)))
        list.append(.clip(nil))
    }
}
