/// The engine's own timers (recognizer deadlines, touch delays). Time is a value: the queue never
/// reads a clock; `Engine.advance(to:)` pops what is due.
///
/// Invariant: timers fire in order of due time, ties in order of scheduling.
public struct TimerQueue {
    /// Identifies a scheduled timer so that its owner can cancel it.
    public struct Token: Hashable, Sendable {
        let sequence: Int
    }

    struct Entry {
        let due: Double
        let token: Token
        let label: String
        /// The recognizer or animation that scheduled it (nil: not said).
        let owner: String?
        let action: () -> Void

        /// How pending-timer reports name it: `owner: label`.
        var qualifiedLabel: String { owner.map { "\($0): \(label)" } ?? label }
    }

    private var entries: [Entry] = []
    private var nextSequence = 0

    public init() {}

    /// Pending timers, soonest first, as (due seconds, label).
    public var pending: [(due: Double, label: String)] { entries.map { ($0.due, $0.qualifiedLabel) } }

    public var isEmpty: Bool { entries.isEmpty }

    /// Due time of the soonest timer, if any.
    public var nextDue: Double? { entries.first?.due }

    mutating func schedule(at due: Double, owner: String? = nil, label: String, action: @escaping () -> Void) -> Token {
        let token = Token(sequence: nextSequence)
        nextSequence += 1
        let entry = Entry(due: due, token: token, label: label, owner: owner, action: action)
        // Insert after every entry due at or before `due` (stable for ties), found by bisection:
        // a thousand held steppers keep a thousand timers.
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].due > due { high = middle } else { low = middle + 1 }
        }
        entries.insert(entry, at: low)
        return token
    }

    /// Removes the timer; returns it if it was still pending.
    @discardableResult
    mutating func cancel(_ token: Token) -> Entry? {
        guard let index = entries.firstIndex(where: { $0.token == token }) else { return nil }
        return entries.remove(at: index)
    }

    /// Removes and returns the soonest timer if it is due before `time` (or at it, when
    /// `inclusive`).
    mutating func popDue(notAfter time: Double, inclusive: Bool = true) -> Entry? {
        guard let first = entries.first, inclusive ? first.due <= time : first.due < time else { return nil }
        entries.removeFirst()
        return first
    }
}
