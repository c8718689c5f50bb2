import GestureEngine

/// A part of a scene that the generated Swift carries out somewhere: a key of `SwiftLineMap`.
/// Ids are the scene's (views, recognizers, animators), so a trace event names its anchor
/// directly.
public enum CodeAnchor: Hashable, Sendable {
    /// `viewDidLoad`, whole.
    case viewDidLoad
    /// Where the view is made, configured and added to its superview.
    case view(String)
    /// Where the recognizer is made, configured and attached, and its `require(toFail:)` lines.
    case recognizer(String)
    /// The recognizer's action method, whole.
    case actionMethod(recognizer: String)
    /// The lines of the recognizer's action method that run for an action in `state`: the
    /// method's declaration and the behaviours bound to that state, or when none is, the test
    /// that lets none run (its `guard`, its `switch` and `default`, its `if`s).
    case action(recognizer: String, state: GestureRecognizerState)
    /// Where a delegate method, or a recognizer subclass's override, answers `question` (an `ask`
    /// event's question, such as `shouldRecognizeSimultaneously` or `shouldRequireFailure(of:)`)
    /// for `recognizer` (the `ask` event's recognizer).
    case question(String, recognizer: String)
    /// The responder method the view runs for a touch in `phase` (`touchesBegan(_:with:)` …).
    case touches(view: String, phase: TouchPhase)
    /// The view's hit-test override (`point(inside:with:)` or `hitTest(_:with:)`).
    case hitTest(view: String)
    /// The control's action method for `event`.
    case controlAction(view: String, event: ControlEvent)
    /// The drag interaction delegate's answer to `call` for the view's drag interaction.
    case dragDelegate(view: String, call: DragDelegateCall)
    /// The drop delegate's `performDrop` work for the target view.
    case drop(view: String)
    /// Where the property animator is made, and where it starts.
    case animator(String)
    /// The deferral of system gestures: `preferredScreenEdgesDeferringSystemGestures` and the
    /// lines that change it.
    case deferredEdges
}
