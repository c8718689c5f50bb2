/// `UIGestureRecognizer.State` (§4.1) with UIKit's raw values. `ended` is also "recognized".
public enum GestureRecognizerState: Int, Sendable, CaseIterable, CustomStringConvertible {
    case possible = 0, began = 1, changed = 2, ended = 3, cancelled = 4, failed = 5

    public var description: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }

    /// Ended, cancelled or failed: nothing more happens until reset.
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// §4.2: the transitions a recognizer may make by assigning `state`. Discrete recognizers go
    /// possible → ended | failed; continuous ones possible → began | failed, then
    /// began | changed → changed | ended | cancelled (each `changed` counts, even when already changed).
    public func allowsTransition(to next: GestureRecognizerState, discrete: Bool) -> Bool {
        switch (self, next) {
        case (.possible, .failed): true
        case (.possible, .ended): discrete
        case (.possible, .began): !discrete
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled): !discrete
        default: false
        }
    }
}
