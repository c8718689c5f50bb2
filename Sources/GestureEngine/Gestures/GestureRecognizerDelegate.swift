/// The delegate questions of `UIGestureRecognizerDelegate`. Each returns nil when the delegate
/// does not implement the question: nil is "not asked" (and not traced), so the default applies.
public protocol GestureRecognizerDelegate: AnyObject {
    /// §4.6: may `recognizer` leave possible? Default true.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool?
    /// §4.7: asked once per new touch, before the recognizer's `touchesBegan`. Default true.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool?
    /// §5.5: one true from either side's delegate makes the pair simultaneous. Default false.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool?
    /// §6.1: true makes `recognizer` require `other` to fail. Default false.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool?
    /// §6.1: true makes `other` require `recognizer` to fail. Default false.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool?
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool? { nil }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool? { nil }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool? { nil }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool? { nil }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool? { nil }
}
