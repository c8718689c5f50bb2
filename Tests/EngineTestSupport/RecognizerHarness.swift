import GestureEngine

/// A window with one 400×400 view `V` for recognizer scenarios (docs/SEMANTICS.md §11), whose engine must end the test at rest.
public struct RecognizerHarness {
    public let engine: Engine
    public let view: View
    public var script: TouchScript

    public init() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        view = View(id: "V", frame: Rect(0, 0, 400, 400))
        window.addSubview(view)
        engine = engineUnderTest(window: window)
        script = TouchScript(engine)
    }

    /// The text trace without hit-test and touch-motion noise: recognizer and delivery events.
    public var story: [String] {
        engine.trace.events.filter { !["hit", "timer"].contains($0.typeName) }.map(\.textLine)
    }
}
