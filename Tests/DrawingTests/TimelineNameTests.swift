@testable import Drawing
import EngineTestSupport
import GestureEngine
import XCTest

/// §4.9: the overlay shows a recognizer's `name` where it has one, its id otherwise.
final class TimelineNameTests: EngineTestCase {
    func testANamedRecognizersRowIsTitledByItsName() {
        let window = View(id: "window", frame: Rect(0, 0, 400, 400))
        let view = View(id: "V", frame: Rect(0, 0, 200, 200))
        window.addSubview(view)
        let tap = TapGestureRecognizer(id: "tap")
        tap.name = "zoom in"
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
        let engine = engineUnderTest(window: window)
        var script = TouchScript(engine)
        script.down(1, 50, 50, at: 0.1)
        script.up(1, 50, 50, at: 0.2)
        var model = TimelineModel()
        model.consume(engine.trace.events[...])
        XCTAssertEqual(model.lanes.map(TimelineRenderer.title(of:)), ["UITouch", "zoom in", "pan", "view V"])
        XCTAssertEqual(model.lanes.map(\.id), ["touches", "tap", "pan", "V"], "lanes keep the ids the trace names")
    }
}
