import GestureEngine

/// The `?` help card (laid out by `HelpCardLayout`), and the window's one-line status bar.
public enum InfoCard {
    /// The cards' background (help, a scene's title): the panel's colour, nearly opaque, so the
    /// scene under a card does not show through its words.
    public static let cardBackground = Color(red8: 0x0B, green8: 0x10, blue8: 0x1C, alpha8: 0xF2)

    /// The help card as `layout` places it.
    public static func drawCard(_ layout: HelpCardLayout, into list: inout DrawList) {
        list.append(.fill(RoundedRect(rect: layout.frame, cornerRadius: 16), cardBackground))
        list.append(.stroke(RoundedRect(rect: layout.frame, cornerRadius: 16), width: 1.5, Palette.panelTitle))
        list.append(.clip(layout.frame))
        list.append(.text(layout.title))
        for line in layout.lines { list.append(.text(line)) }
        list.append(.clip(nil))
    }

    /// `text` on a dark strip filling `bar` (the layout's status bar), readable over any scene:
    /// 12 pt at `typeScale` (the bar is 22 pt at it); nothing when there is no bar. Text past the
    /// strip's right end is cut.
    public static func drawStatus(in bar: Rect?, _ text: String, typeScale: TypeScale = .unit, into list: inout DrawList) {
        guard let bar else { return }
        let scale = typeScale.factor
        list.append(.fill(RoundedRect(rect: bar, cornerRadius: 0), Palette.statusBackground))
        list.append(.clip(bar))
        list.append(.text(TextRun(text: text, fontSize: 12 * scale, color: Palette.panelText, position: Point(bar.minX + 10 * scale, bar.midY),
                                  alignment: .left)))
        list.append(.clip(nil))
    }
}
