import GestureEngine

/// A centred card of text lines (the `?` help card), and the window's one-line status bar.
public enum InfoCard {
    /// The card, wide and tall enough for its lines (its text smaller when the canvas is too
    /// small for that), centred on the canvas.
    public static func drawCard(title: String, lines: [String], into list: inout DrawList) {
        let padding = 24.0
        let available = max(120, list.size.width - 40)
        // 22 pt a line, less on a short canvas (the card stays 20 pt from its edges).
        let lineHeight = max(12, min(22, (list.size.height - 40 - 64) / Double(max(1, lines.count))))
        let widest = lines.map { TextRun.estimatedWidth(of: $0, fontSize: 14) }.max() ?? 0
        let fontSize = max(8, min(14, lineHeight * 0.64, 14 * (available - 2 * padding) / max(1, widest)))
        let width = min(available, max(360, widest * fontSize / 14 + 2 * padding))
        let height = 64 + Double(lines.count) * lineHeight
        let frame = Rect((list.size.width - width) / 2, max(20, (list.size.height - height) / 2), width, height)
        list.append(.fill(RoundedRect(rect: frame, cornerRadius: 16), Palette.panelBackground))
        list.append(.stroke(RoundedRect(rect: frame, cornerRadius: 16), width: 1.5, Palette.panelTitle))
        list.append(.text(TextRun(text: title, fontSize: 18, color: Palette.panelTitle, position: Point(frame.midX, frame.minY + 28))))
        for (index, line) in lines.enumerated() {
            list.append(.text(TextRun(text: line, fontSize: fontSize, color: Palette.panelText,
                                      position: Point(frame.minX + padding, frame.minY + 60 + Double(index) * lineHeight),
                                      alignment: .left)))
        }
    }

    /// `text` on a dark strip filling `bar` (the layout's status bar, as tall as the window's
    /// type scale makes it), readable over any scene: 12 pt to a 22-pt bar, growing with it;
    /// nothing when there is no bar. Text past the strip's right end is cut.
    public static func drawStatus(in bar: Rect?, _ text: String, into list: inout DrawList) {
        guard let bar else { return }
        let scale = max(1, bar.height / FrameLayout.statusBarHeight)
        list.append(.fill(RoundedRect(rect: bar, cornerRadius: 0), Palette.statusBackground))
        list.append(.clip(bar))
        list.append(.text(TextRun(text: text, fontSize: 12 * scale, color: Palette.panelText, position: Point(bar.minX + 10 * scale, bar.midY),
                                  alignment: .left)))
        list.append(.clip(nil))
    }
}
