import GestureEngine

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
        /// A direction-limited pan: begin only when moving mostly along this axis.
        public var beginWhenMoving: Axis?

        public init() {}
    }

    public var answers: Answers

    public init(answers: Answers = Answers()) {
        self.answers = answers
    }

    /// An axis of motion in the recognizer's view's coordinates.
    public enum Axis: String, Sendable, CaseIterable {
        case horizontal, vertical
    }

    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool? {
        if let axis = answers.beginWhenMoving {
            return isMoving(recognizer, along: axis) && (beginWhilePossibleAnswer(recognizer) ?? answers.shouldBegin ?? true)
        }
        return beginWhilePossibleAnswer(recognizer) ?? answers.shouldBegin
    }

    private func beginWhilePossibleAnswer(_ recognizer: GestureRecognizer) -> Bool? {
        guard let id = answers.beginOnlyWhilePossible else { return nil }
        // Ids resolve among the recognizers of the recognizer's window.
        guard let other = recognizer.view?.root.recognizer(withID: id) else { return true }
        return other.state == .possible && (answers.shouldBegin ?? true)
    }

    /// The usual UIKit direction test: the pan's velocity is mostly along `axis`. §4.6, §7.0:
    /// with no velocity (samples more than 40 ms apart, as a slow device or a 10 Hz script
    /// gives) the translation is no help either — it is zero before began — so the movement
    /// since the touches landed decides. A recognizer that is not a pan is not limited; one not
    /// moving at all is along no axis.
    private func isMoving(_ recognizer: GestureRecognizer, along axis: Axis) -> Bool {
        guard let pan = recognizer as? PanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: pan.view)
        let motion = velocity == .zero ? pan.movementSinceDown(in: pan.view) : velocity
        switch axis {
        case .horizontal: return abs(motion.x) > abs(motion.y)
        case .vertical: return abs(motion.y) > abs(motion.x)
        }
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
