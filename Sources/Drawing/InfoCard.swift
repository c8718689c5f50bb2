import GestureEngine

/// A centred card of text lines (the `?` help card), and a one-line status in the top-right corner.
public enum InfoCard {
    public static func drawCard(title: String, lines: [String], into list: inout DrawList) {
        let lineHeight = 22.0
        let width = min(520, list.size.width - 40)
        let height = 64 + Double(lines.count) * lineHeight
        let frame = Rect((list.size.width - width) / 2, max(20, (list.size.height - height) / 2), width, height)
        list.append(.fill(RoundedRect(rect: frame, cornerRadius: 16), Palette.panelBackground))
        list.append(.stroke(RoundedRect(rect: frame, cornerRadius: 16), width: 1.5, Palette.panelTitle))
        list.append(.text(TextRun(text: title, fontSize: 18, color: Palette.panelTitle, position: Point(frame.midX, frame.minY + 28))))
        for (index, line) in lines.enumerated() {
            list.append(.text(TextRun(text: line, fontSize: 14, color: Palette.panelText,
                                      position: Point(frame.minX + 24, frame.minY + 60 + Double(index) * lineHeight),
                                      alignment: .left)))
        }
    }

    /// `text` in small type, its right end near the top-right corner (width estimated).
    public static func drawStatus(_ text: String, into list: inout DrawList) {
        let fontSize = 12.0
        let estimatedWidth = TextRun.estimatedWidth(of: text, fontSize: fontSize)
        list.append(.text(TextRun(text: text, fontSize: fontSize, color: Palette.panelText.withAlphaMultiplied(by: 0.85),
                                  position: Point(max(8, list.size.width - estimatedWidth - 12), 12), alignment: .left)))
    }
}
