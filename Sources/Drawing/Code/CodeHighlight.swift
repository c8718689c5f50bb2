/// Which lines of the code panel are lit at one moment, and which line it keeps in view: a pure
/// function of the code's events and the engine time shown (now, or the timeline's pinned
/// moment), so pausing, stepping, slow motion, scrubbing and recordings all light the same
/// lines for the same moment.
///
/// An event lights its lines from its time for `fadeDuration` engine seconds, fully for the
/// first `holdDuration` and then fading to nothing; a line lit by several events shows the
/// latest one (its note, its strength). Events after the time shown light nothing.
public struct CodeHighlight: Equatable, Sendable {
    /// A lit line: how strongly (0 < `strength` ≤ 1) and its note, if the event that lights it
    /// has one and this is its first line.
    public struct Lit: Equatable, Sendable {
        public let strength: Double
        public let note: String?
    }

    /// Lit lines by 1-based line number.
    public let lines: [Int: Lit]
    /// The lines to keep in view: those of the latest moment's lit event of the highest role (a
    /// moment pinned on a label's marker shows that label's code); when nothing is lit, the
    /// latest event's before the time shown; nil before any.
    public let anchor: ClosedRange<Int>?

    /// Engine seconds an event's lines stay fully lit, then fade over the rest of `fadeDuration`.
    public static let holdDuration = 0.4
    /// Engine seconds from an event until its lines are dark again.
    public static let fadeDuration = 1.2

    /// The highlight at engine time `time` of `events` (in time order, as the trace has them).
    public init(events: [CodeEvent], at time: Double) {
        guard time.isFinite else {
            lines = [:]
            anchor = nil
            return
        }
        // The events up to `time`: a binary search for the end, then back while they are lit.
        var low = 0, high = events.count
        while low < high {
            let middle = (low + high) / 2
            if events[middle].time <= time { low = middle + 1 } else { high = middle }
        }
        var lit: [Int: Lit] = [:]
        var anchor: (role: CodeEvent.Role, time: Double, lines: ClosedRange<Int>)?
        var index = low - 1
        while index >= 0, time - events[index].time < Self.fadeDuration {
            let event = events[index]
            let strength = Self.strength(age: time - event.time)
            for (position, range) in event.lines.enumerated() {
                for line in range where lit[line] == nil {
                    lit[line] = Lit(strength: strength, note: position == 0 && line == range.lowerBound ? event.note : nil)
                }
            }
            if let first = event.lines.first, anchor.map({ event.time == $0.time && event.role > $0.role }) ?? true {
                anchor = (event.role, event.time, first.lowerBound...(event.lines.last?.upperBound ?? first.upperBound))
            }
            index -= 1
        }
        if anchor == nil, low > 0, let latest = events[..<low].last(where: { !$0.lines.isEmpty }), let first = latest.lines.first {
            anchor = (latest.role, latest.time, first.lowerBound...(latest.lines.last?.upperBound ?? first.upperBound))
        }
        self.lines = lit
        self.anchor = anchor?.lines
    }

    /// How strongly an event `age` engine seconds old lights its lines (0 once faded).
    public static func strength(age: Double) -> Double {
        guard age >= 0, age < fadeDuration else { return 0 }
        return age <= holdDuration ? 1 : 1 - (age - holdDuration) / (fadeDuration - holdDuration)
    }

    /// Whether the highlight at `time` still changes with time alone (an event is fading).
    public static func isFading(_ events: [CodeEvent], at time: Double) -> Bool {
        guard let last = events.last(where: { $0.time <= time }) else { return false }
        return time - last.time < fadeDuration
    }
}
