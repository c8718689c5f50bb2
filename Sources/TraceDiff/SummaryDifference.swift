import GestureEngine

/// One line of `SemanticDiff`'s summary where the two sides differ: a recognizer's state path,
/// a view's responder calls or a recognizer's actions, each side in words. What `check` shows
/// under a changed golden trace, and the words `compare`'s text form uses for every row.
public struct SummaryDifference: Equatable, Sendable {
    /// Which summary the line is from.
    public enum Aspect: String, Equatable, Sendable, CaseIterable {
        /// A recognizer's states in order (`RecognizerPaths`).
        case statePath = "state path"
        /// A view's responder calls by phase (`ViewDeliveries`).
        case responderCalls = "responder calls"
        /// A recognizer's actions by reported state (`RecognizerActions`).
        case actions
    }

    public let aspect: Aspect
    /// The recognizer's or view's id.
    public let name: String
    /// A's side in words: `possible → began → ended`, `began 2, moved 4`, `began, changed ×16, ended`,
    /// or `(absent)` / `none` where A has nothing.
    public let a: String
    /// B's side, as A's.
    public let b: String

    /// A line as given (the diff makes them; tests and tools may too).
    public init(aspect: Aspect, name: String, a: String, b: String) {
        self.aspect = aspect
        self.name = name
        self.a = a
        self.b = b
    }

    /// `possible → began → ended`; `(absent)` for a side that never mentions the recognizer.
    public static func path(_ states: [GestureRecognizerState]?) -> String {
        states.map { $0.map(\.description).joined(separator: " → ") } ?? "(absent)"
    }

    /// `began, changed ×16, ended`; `none` when the recognizer sent no action.
    public static func runs(_ runs: [ActionRun]) -> String {
        runs.isEmpty ? "none" : runs.map { $0.count == 1 ? "\($0.state)" : "\($0.state) ×\($0.count)" }.joined(separator: ", ")
    }
}

extension SemanticDiff {
    /// Every summary line whose sides differ: state paths first, then responder calls, then
    /// actions, each in the summary's order (A's first mention, then B's own). Empty when the
    /// summaries agree, which they may while the traces differ (in a number, a question, an
    /// event's order).
    public var summaryDifferences: [SummaryDifference] {
        recognizers.filter { !$0.same }.map { SummaryDifference(aspect: .statePath, name: $0.recognizer, a: SummaryDifference.path($0.a), b: SummaryDifference.path($0.b)) }
            + views.filter { !$0.same }.map { SummaryDifference(aspect: .responderCalls, name: $0.view, a: $0.a.description, b: $0.b.description) }
            + actions.filter { !$0.same }.map {
                SummaryDifference(aspect: .actions, name: $0.recognizer, a: SummaryDifference.runs($0.a), b: SummaryDifference.runs($0.b))
            }
    }
}
