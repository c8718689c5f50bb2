import GestureEngine

/// Buttons for fingers (the window's control strip and its menu): rounded, labelled in type
/// readable at a distance, the pressed or active ones highlighted.
public enum ButtonStrip {
    /// Draws a strip's background over `area`, then each button (`highlighted`: shown active).
    public static func draw(_ buttons: [(title: String, frame: Rect, highlighted: Bool)], background area: Rect, into list: inout DrawList) {
        list.append(.fill(RoundedRect(rect: area, cornerRadius: 0), Palette.statusBackground))
        for button in buttons {
            let fill = button.highlighted ? Palette.panelTitle : Palette.panelBackground
            let text = button.highlighted ? Palette.statusBackground : Palette.panelText
            list.append(.fill(RoundedRect(rect: button.frame, cornerRadius: 10), fill))
            list.append(.stroke(RoundedRect(rect: button.frame, cornerRadius: 10), width: 1, Palette.panelTitle))
            list.append(.clip(button.frame))
            list.append(.text(TextRun(text: button.title, fontSize: 15, color: text, position: button.frame.center)))
            list.append(.clip(nil))
        }
    }

    /// Headings over groups of buttons (the strip's menu): left-aligned in the panel's title
    /// colour, cut at their frame's end.
    public static func drawHeadings(_ headings: [(title: String, frame: Rect)], into list: inout DrawList) {
        for heading in headings {
            list.append(.clip(heading.frame))
            list.append(.text(TextRun(text: heading.title, fontSize: 14, color: Palette.panelTitle,
                                      position: Point(heading.frame.minX + 2, heading.frame.midY), alignment: .left)))
            list.append(.clip(nil))
        }
    }
}
