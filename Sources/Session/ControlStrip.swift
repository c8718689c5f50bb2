import GestureEngine

/// The window's commands as buttons for fingers: a row along the bottom of the window (above the
/// status bar, outside the scene) and, behind its last button, a menu of every command. Targets
/// are at least 44 points each way. Pure geometry: the window draws the buttons and runs the
/// command a press lands on; the scene never sees these presses.
///
/// Invariants: buttons do not overlap and lie inside their strip or menu; the row always ends
/// with `More…`, so every command is reachable from the strip.
public enum ControlStrip {
    /// A button: what it runs (nil: opens the menu) and where it is, in window points.
    public struct Button: Equatable, Sendable {
        public let command: KeyCommand?
        public let title: String
        public let frame: Rect
    }

    /// The commands on the row, in order, as many as the window is wide enough for.
    public static let rowCommands: [KeyCommand] = [
        .demo, .previousScene, .nextScene, .slower, .faster, .pause, .step, .toggleTimeline, .toggleFingers, .toggleGhosts, .cycleDock,
        .toggleCapture, .screenshot,
    ]

    /// Points: a button's width and height, and the gap between buttons.
    public static let buttonWidth = 84.0, buttonHeight = 48.0, gap = 6.0
    static let moreTitle = "More…"

    /// The row's buttons in `strip`: as many of `rowCommands` as fit, then `More…`.
    public static func row(in strip: Rect) -> [Button] {
        let room = Int(((strip.width - gap) / (buttonWidth + gap)).rounded(.down))
        let shown = rowCommands.prefix(max(0, room - 1))
        let y = strip.minY + (strip.height - buttonHeight) / 2
        func frame(_ index: Int) -> Rect { Rect(strip.minX + gap + Double(index) * (buttonWidth + gap), y, buttonWidth, buttonHeight) }
        return shown.enumerated().map { Button(command: $1, title: $1.title, frame: frame($0)) }
            + [Button(command: nil, title: moreTitle, frame: frame(shown.count))]
    }

    /// The menu of every command over `area` (the window above the strip): a grid of buttons
    /// 44 points tall, as many columns as it takes to fit them all, each up to 150 points wide and
    /// narrower when the columns would not fit (down to 44). In a window too small even for that,
    /// the commands past its edge are left out rather than drawn outside it.
    public static func menu(in area: Rect) -> [Button] {
        let commands = KeyCommand.allCases
        let height = 44.0, margin = 12.0
        let rows = max(1, Int(((area.height - 2 * margin + gap) / (height + gap)).rounded(.down)))
        let columns = Int((Double(commands.count) / Double(rows)).rounded(.up))
        let width = max(44, min(150, (area.width - 2 * margin - Double(columns - 1) * gap) / Double(columns)))
        let left = max(area.minX + margin, area.midX - (Double(columns) * (width + gap) - gap) / 2)
        return commands.enumerated().compactMap { index, command in
            let column = index / rows, row = index % rows
            let frame = Rect(left + Double(column) * (width + gap), area.minY + margin + Double(row) * (height + gap), width, height)
            return frame.maxX <= area.maxX && frame.maxY <= area.maxY ? Button(command: command, title: command.title, frame: frame) : nil
        }
    }

    /// The button under `point`, if any.
    public static func button(at point: Point, in buttons: [Button]) -> Button? {
        buttons.first { $0.frame.contains(point) }
    }
}
