import EngineTestSupport
import GestureEngine
import XCTest

/// Issue 10 §6: `action` events carry the recognizers' values (a pinch's scale, a rotation's
/// angle, their velocities) in every trace form: JSON Lines, text and Chrome's trace format.
/// Issue 28 §4: and the value since began where the client set the measure since.
final class ActionValueFormsTests: EngineTestCase {
    func testPinchAndRotationValuesInEveryForm() {
        let pinch = TraceEvent(time: 1.2, kind: .action(recognizer: "Z", state: .changed, values: ActionValues(
            location: Point(300, 200), touches: 2, measure: .pinch(scale: 1.35, velocity: 0.8, sinceBegan: 1.35))))
        let rotation = TraceEvent(time: 1.2, kind: .action(recognizer: "R", state: .ended, values: ActionValues(
            location: Point(300, 200.5), touches: 0, measure: .rotation(rotation: -0.21, velocity: 1.5, sinceBegan: -0.21))))
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

    /// A client that reset its measure (`scale = 1` after each action) reads a step; the value
    /// since began follows it in every form, only there.
    func testTheValueSinceBeganFollowsWhereTheClientResetTheMeasure() {
        let pinch = TraceEvent(time: 1.2, kind: .action(recognizer: "Z", state: .ended, values: ActionValues(
            location: Point(300, 200), touches: 0, measure: .pinch(scale: 1.02, velocity: 0.8, sinceBegan: 1.8))))
        let rotation = TraceEvent(time: 1.2, kind: .action(recognizer: "R", state: .changed, values: ActionValues(
            location: Point(300, 200), touches: 2, measure: .rotation(rotation: 0.01, velocity: 1.5, sinceBegan: 0.7))))
        let pan = TraceEvent(time: 1.2, kind: .action(recognizer: "P", state: .changed, values: ActionValues(
            location: Point(300, 200), touches: 1, measure: .pan(translation: Point(2, 0), velocity: Point(100, 0), sinceBegan: Point(40, -3)))))
        XCTAssertEqual(pinch.jsonLine,
                       #"{"t":1.2,"type":"action","recognizer":"Z","state":"ended","location":[300,200],"touches":0,"scale":1.02,"velocity":0.8,"scaleSinceBegan":1.8}"#)
        XCTAssertEqual(rotation.jsonLine,
                       #"{"t":1.2,"type":"action","recognizer":"R","state":"changed","location":[300,200],"touches":2,"rotation":0.01,"velocity":1.5,"rotationSinceBegan":0.7}"#)
        XCTAssertEqual(pan.jsonLine,
                       #"{"t":1.2,"type":"action","recognizer":"P","state":"changed","location":[300,200],"touches":1,"translation":[2,0],"velocity":[100,0],"translationSinceBegan":[40,-3]}"#)
        XCTAssertEqual(pinch.textLine, "@1.200 act Z(.ended) at (300,200) 0 touches scale 1.02 velocity 0.8 since began 1.8")
        XCTAssertEqual(rotation.textLine, "@1.200 act R(.changed) at (300,200) 2 touches rotation 0.01 velocity 1.5 since began 0.7")
        XCTAssertEqual(pan.textLine, "@1.200 act P(.changed) at (300,200) translation (2,0) velocity (100,0) since began (40,-3)")
        let chrome = ChromeTraceExport.json([pinch])
        XCTAssertTrue(chrome.contains(#""scaleSinceBegan":"1.8""#), chrome)
    }
}
