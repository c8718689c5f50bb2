/// One moment the app's code ran, for lighting it in the code panel: when, which lines (1-based,
/// of the panel's listing), what to note at the end of the first lit line (the state an action
/// saw, the answer a delegate gave), and how much it matters for where the panel scrolls.
public struct CodeEvent: Equatable, Sendable {
    /// What kind of code ran, in the order the panel prefers to keep it in view: an action
    /// method (a recognizer's or a control's, or a drop's work) over a delegate's answer over a
    /// recognizer's creation line over a view's responder method (or an animator's lines).
    public enum Role: Int, Comparable, Sendable {
        case responder, recognizer, question, action

        public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Engine seconds.
    public let time: Double
    /// The lines that ran, 1-based, each range non-empty.
    public let lines: [ClosedRange<Int>]
    /// Drawn after the first lit line (`← .began`, `← true`); nil: nothing.
    public let note: String?
    public let role: Role

    public init(time: Double, lines: [ClosedRange<Int>], note: String?, role: Role) {
        self.time = time
        self.lines = lines
        self.note = note
        self.role = role
    }
}
