import EngineTestSupport
import GestureEngine
import XCTest

/// Issue 10 §6: `action` events carry the recognizers' values (a pinch's scale, a rotation's
/// angle, their velocities) in every trace form: JSON Lines, text and Chrome's trace format.
final class ActionValueFormsTests: EngineTestCase {
    func testPinchAndRotationValuesInEveryForm() {
        let pinch = TraceEvent(time: 1.2, kind: .action(recognizer: "Z", state: .changed, values: ActionValues(
            location: Point(300, 200), touches: 2, measure: .pinch(scale: 1.35, velocity: 0.8))))
        let rotation = TraceEvent(time: 1.2, kind: .action(recognizer: "R", state: .ended, values: ActionValues(
            location: Point(300, 200.5), touches: 0, measure: .rotation(rotation: -0.21, velocity: 1.5))))
        let tap = TraceEvent(time: 0.3, kind: .action(recognizer: "tap", state: .ended, values: ActionValues(location: Point(10, 20), touches: 1)))
        XCTAssertEqual(pinch.jsonLine, #"{"t":1.2,"type":"action","recognizer":"Z","state":"changed","location":[300,200],"touches":2,"scale":1.35,"velocity":0.8}"#)
        XCTAssertEqual(rotation.jsonLine, #"{"t":1.2,"type":"action","recognizer":"R","state":"ended","location":[300,200.5],"touches":0,"rotation":-0.21,"velocity":1.5}"#)
        XCTAssertEqual(tap.jsonLine, #"{"t":0.3,"type":"action","recognizer":"tap","state":"ended","location":[10,20],"touches":1}"#)
        XCTAssertEqual(pinch.textLine, "@1.200 act Z(.changed) at (300,200) 2 touches scale 1.35 velocity 0.8")
        XCTAssertEqual(rotation.textLine, "@1.200 act R(.ended) at (300,200.5) 0 touches rotation -0.21 velocity 1.5")
        XCTAssertEqual(tap.textLine, "@0.300 act tap(.ended) at (10,20)")
        let chrome = ChromeTraceExport.json([pinch])
        XCTAssertTrue(chrome.contains(#""name":"action .changed","s":"t","args":{"location":"(300,200)","scale":"1.35","touches":"2","velocity":"0.8"}"#), chrome)
    }
}
