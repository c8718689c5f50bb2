import EngineTestSupport
@testable import GestureEngine

/// A window with one 400×400 view `V` for recognizer scenarios (UIKIT-SEMANTICS.md §11).
struct RecognizerHarness {
    let engine: Engine
    let view: View
    var script: TouchScript

    init() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        view = View(id: "V", frame: Rect(0, 0, 400, 400))
        window.addSubview(view)
        engine = engineUnderTest(window: window)
        script = TouchScript(engine)
    }

    /// The text trace without hit-test and touch-motion noise: recognizer and delivery events.
    var story: [String] {
        engine.trace.events.filter { !["hit", "timer"].contains($0.typeName) }.map(\.textLine)
    }
}

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
