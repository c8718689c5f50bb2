import EngineTestSupport
import GestureEngine

/// A window with one 400×400 view `V`, its engine (which must end the test at rest, see
/// `EngineTestCase`), and a clock-stamped touch script: a finger goes down, moves and lifts at
/// given engine times, one change per input sample. The engine tests' `RecognizerHarness` and
/// `TouchScript` in one, for behaviours and rule delegates driven through a real engine.
struct Harness {
    let engine: Engine
    let view: View
    private(set) var time = 0.0

    init() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        view = View(id: "V", frame: Rect(0, 0, 400, 400))
        window.addSubview(view)
        engine = engineUnderTest(window: window)
    }

    mutating func down(_ finger: Int, _ x: Double, _ y: Double, at time: Double? = nil) {
        send(finger, .down, Point(x, y), at: time)
    }

    mutating func move(_ finger: Int, _ x: Double, _ y: Double, at time: Double? = nil) {
        send(finger, .move, Point(x, y), at: time)
    }

    mutating func up(_ finger: Int, _ x: Double, _ y: Double, at time: Double? = nil) {
        send(finger, .up, Point(x, y), at: time)
    }

    mutating func advance(to time: Double) {
        self.time = time
        engine.advance(to: time)
    }

    /// The text trace without hit-test and timer noise: recognizer and delivery events.
    var story: [String] {
        engine.trace.events.filter { !["hit", "timer"].contains($0.typeName) }.map(\.textLine)
    }

    /// Only the lines of the text trace for the given event types.
    func traceText(only types: Set<String>) -> [String] {
        engine.trace.events.filter { types.contains($0.typeName) }.map(\.textLine)
    }

    private mutating func send(_ finger: Int, _ phase: TouchInput.Phase, _ point: Point, at time: Double?) {
        if let time { self.time = time }
        engine.send(InputEvent(time: self.time, changes: [TouchInput(fingerID: finger, phase: phase, location: point)]))
    }
}
