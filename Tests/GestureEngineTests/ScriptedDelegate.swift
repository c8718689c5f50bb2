@testable import GestureEngine

/// A delegate whose answers are set per question; unset questions are "not implemented".
final class ScriptedDelegate: GestureRecognizerDelegate {
    var simultaneous: Bool?
    var shouldBegin: Bool?
    var requireFailureOf: ((GestureRecognizer) -> Bool)?
    var requiredToFailBy: ((GestureRecognizer) -> Bool)?
    var receive: ((Touch) -> Bool)?

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool? { shouldBegin }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool? { receive?(touch) }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool? {
        simultaneous
    }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool? {
        requireFailureOf?(other)
    }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool? {
        requiredToFailBy?(other)
    }
}
