import EngineTestSupport
@testable import GestureEngine
import XCTest

/// A segmented control with titled segments (`UISegmentedControl(items:)`) reports the selected
/// segment's title beside its index, in the JSON trace and its text form alike.
final class SegmentTitleTests: EngineTestCase {
    func testATitledSegmentedControlReportsTheSelectedTitle() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        let segments = View(id: "Sg", frame: Rect(300, 100, 240, 32))
        let control = Control(kind: .segmented(count: 3, selected: 0))
        control.segmentTitles = ["Day", "Week", "Month"]
        segments.setControl(control)
        window.addSubview(segments)
        let engine = engineUnderTest(window: window)
        var script = TouchScript(engine)
        script.down(1, 420, 115, at: 0)
        script.up(1, 420, 115, at: 0.1)
        XCTAssertEqual(engine.traceText(only: ["controlEvent"]).filter { $0.contains("valueChanged") },
                       ["@0.100 Sg sends .valueChanged (T1) value 1 (Week)"])
        XCTAssertTrue(engine.trace.events.map(\.jsonLine).contains(
            #"{"t":0.1,"type":"controlEvent","view":"Sg","event":"valueChanged","touch":1,"value":1,"control":"segmented","title":"Week"}"#))
        XCTAssertEqual(control.valueTitle, "Week")
        assertQuiescent(engine)
    }

    func testUntitledSegmentsAndOtherControlsHaveNoTitle() {
        let numbered = Control(kind: .segmented(count: 3, selected: 1))
        XCTAssertNil(numbered.valueTitle)
        let slider = Control(kind: .slider(value: 0.5))
        slider.segmentTitles = ["ignored"]
        XCTAssertNil(slider.valueTitle)
    }
}
