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

        public init(command: KeyCommand?, title: String, frame: Rect) {
            self.command = command
            self.title = title
            self.frame = frame
        }
    }

    /// The commands on the row, in order, as many as the window is wide enough for.
    public static let rowCommands: [KeyCommand] = [
        .demo, .previousScene, .nextScene, .sceneInfo, .slower, .faster, .pause, .step, .toggleTimeline, .toggleCode, .present, .toggleFingers, .toggleGhosts, .cycleDock,
        .scrollEarlier, .scrollLater, .toggleCapture, .screenshot,
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

    /// A group's heading in the menu, in window points.
    public struct Heading: Equatable, Sendable {
        public let title: String
        public let frame: Rect
    }

    /// The `More…` menu: every command as a button, under its group's heading.
    public struct Menu: Equatable, Sendable {
        public let buttons: [Button]
        /// The groups' headings; a group continued in the next column has its heading again there.
        public let headings: [Heading]
    }

    /// Points: a menu button's height, a heading's, and the menu's margin inside its area.
    public static let menuButtonHeight = 44.0, headingHeight = 26.0, menuMargin = 12.0

    /// The menu of every command over `area` (the window above the strip), grouped as
    /// `KeyCommand.Group` says, in its order, Quit last: columns of headed groups, read down and
    /// then across, as few columns as hold them all, each up to 150 points wide and narrower when
    /// the columns would not fit (down to 44). A group that does not fit below the one before it
    /// starts the next column when it fits there whole, else it continues there under its
    /// heading again. In a window too small even for that, the commands past its edge are left
    /// out rather than drawn outside it.
    public static func menu(in area: Rect) -> Menu {
        let widest = max(1, Int(((area.width - 2 * menuMargin + gap) / (44 + gap)).rounded(.down)))
        for columns in 1...widest {
            if let menu = packedMenu(in: area, columns: columns, dropping: false) { return menu }
        }
        return packedMenu(in: area, columns: widest, dropping: true) ?? Menu(buttons: [], headings: [])
    }

    /// The groups packed into `columns` columns of `area`; nil when they do not all fit (unless
    /// `dropping`: then what does not fit is left out).
    private static func packedMenu(in area: Rect, columns: Int, dropping: Bool) -> Menu? {
        let width = max(44, min(150, (area.width - 2 * menuMargin - Double(columns - 1) * gap) / Double(columns)))
        let left = max(area.minX + menuMargin, area.midX - (Double(columns) * (width + gap) - gap) / 2)
        let top = area.minY + menuMargin, bottom = area.maxY - menuMargin
        var column = 0, y = top
        var buttons: [Button] = [], headings: [Heading] = []
        func x() -> Double { left + Double(column) * (width + gap) }
        func nextColumn() -> Bool {
            column += 1
            y = top
            return column < columns
        }
        for group in KeyCommand.Group.allCases {
            let whole = headingHeight + Double(group.commands.count) * (menuButtonHeight + gap) - gap
            // A group starts the next column when it fits there whole, or when not even its
            // heading and first button fit here.
            if y > top, y + whole > bottom, whole <= bottom - top || y + headingHeight + menuButtonHeight > bottom {
                guard nextColumn() else { return dropping ? Menu(buttons: buttons, headings: headings) : nil }
            }
            var headed = false
            for command in group.commands {
                if y + (headed ? 0 : headingHeight) + menuButtonHeight > bottom {
                    guard y > top, nextColumn() else { return dropping ? Menu(buttons: buttons, headings: headings) : nil }
                    headed = false
                }
                if !headed {
                    headings.append(Heading(title: group.title, frame: Rect(x(), y, width, headingHeight)))
                    y += headingHeight
                    headed = true
                }
                let frame = Rect(x(), y, width, menuButtonHeight)
                guard frame.maxX <= area.maxX, frame.maxY <= area.maxY else { return dropping ? Menu(buttons: buttons, headings: headings) : nil }
                buttons.append(Button(command: command, title: command.title, frame: frame))
                y += menuButtonHeight + gap
            }
        }
        return Menu(buttons: buttons, headings: headings)
    }

    /// The button under `point`, if any.
    public static func button(at point: Point, in buttons: [Button]) -> Button? {
        buttons.first { $0.frame.contains(point) }
    }
}
