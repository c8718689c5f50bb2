/// A delegate whose answers are data, so that scenes can declare every relationship the talk
/// shows without code. A question whose rule is nil is "not implemented" (not asked, not traced).
public final class RuleDelegate: GestureRecognizerDelegate {
    /// The answers, as a value (scene files declare them).
    public struct Answers: Sendable, Equatable {
        /// Ids of recognizers to recognize simultaneously with; `["*"]` means every one.
        public var simultaneousWith: [String]?
        /// Ids of recognizers this one requires to fail.
        public var requireFailureOf: [String]?
        /// Ids of recognizers that require this one to fail.
        public var requiredToFailBy: [String]?
        /// A fixed shouldBegin answer.
        public var shouldBegin: Bool?
        /// "Only while X is possible": begin only while the recognizer with this id is possible.
        public var beginOnlyWhilePossible: String?
        /// Touch types to receive; others are refused (§4.7).
        public var receiveTouchTypes: Set<TouchType>?

        public init() {}
    }

    public var answers: Answers

    public init(answers: Answers = Answers()) {
        self.answers = answers
    }

    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool? {
        if let id = answers.beginOnlyWhilePossible {
            // Ids resolve among the recognizers of the recognizer's window.
            guard let other = recognizer.view?.root.recognizer(withID: id) else { return true }
            return other.state == .possible && (answers.shouldBegin ?? true)
        }
        return answers.shouldBegin
    }

    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool? {
        answers.receiveTouchTypes.map { $0.contains(touch.type) }
    }

    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool? {
        answers.simultaneousWith.map { $0.contains("*") || $0.contains(other.id) }
    }

    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool? {
        answers.requireFailureOf.map { $0.contains(other.id) }
    }

    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool? {
        answers.requiredToFailBy.map { $0.contains(other.id) }
    }
}
