import EngineTestSupport
@testable import GestureEngine
import XCTest

/// The controls' geometry as docs/SEMANTICS.md §3.7 gives it: the slider's thumb and its value
/// mapping, the switch's knob.
final class ControlGeometryTests: EngineTestCase {
    /// Views made by `control(_:frame:)`, kept alive (a control holds its view unowned).
    private var views: [View] = []

    private func control(_ kind: Control.Kind, frame: Rect) -> (Control, View) {
        let view = View(id: "C", frame: frame)
        let control = Control(kind: kind)
        view.setControl(control)
        views.append(view)
        return (control, view)
    }

    /// A 28-pt thumb (radius 14) whose centre runs from 14 pt inside one end (0) to 14 pt inside
    /// the other (1); on a slider under 28 pt tall, the radius is half the height.
    func testTheSliderThumbIs28PointsAcrossAndItsCentreMapsTheValueLinearly() {
        XCTAssertEqual(Defaults.sliderThumbRadius, 14)
        for (value, x) in [(0.0, 14.0), (0.25, 57), (1, 186)] {
            let (slider, _) = control(.slider(value: value), frame: Rect(0, 0, 200, 40))
            XCTAssertEqual(slider.thumb?.center, Point(x, 20), "value \(value)")
            XCTAssertEqual(slider.thumb?.radius, 14)
        }
        XCTAssertEqual(control(.slider(value: 0), frame: Rect(0, 0, 200, 20)).0.thumb?.radius, 10)
    }

    /// Grabbed 5 pt right of the thumb's centre (it keeps that offset) and moved 43 pt: the value
    /// moves 43 / (200 − 28) = 0.25; past the end it stops at 1.
    func testTheSliderValueFollowsTheFingerOverTheTrackLessTheThumb() {
        let window = View(id: "window", frame: Rect(0, 0, 400, 200))
        let (_, view) = control(.slider(value: 0.25), frame: Rect(0, 0, 200, 40))
        window.addSubview(view)
        let engine = engineUnderTest(window: window)
        var script = TouchScript(engine)
        script.down(1, 62, 20, at: 0)
        script.move(1, 105, 20, at: 0.1)
        script.move(1, 400, 20, at: 0.2)
        script.up(1, 400, 20, at: 0.3)
        XCTAssertEqual(engine.traceText(only: ["controlEvent"]).filter { $0.contains("valueChanged") }, [
            "@0.100 C sends .valueChanged (T1) value 0.5",
            "@0.200 C sends .valueChanged (T1) value 1",
        ])
    }

    /// A 51×31 switch: a knob of radius 13.5 (2 pt inside the track) from x 15.5 (off) to 35.5
    /// (on), a travel of the width less the height.
    func testTheSwitchKnobSitsTwoPointsInsideTheTrackAndTravelsItsWidthLessItsHeight() {
        XCTAssertEqual(Defaults.switchKnobInset, 2)
        let (toggle, _) = control(.toggle(isOn: false), frame: Rect(0, 0, 51, 31))
        XCTAssertEqual(toggle.knob(at: 0)?.center, Point(15.5, 15.5))
        XCTAssertEqual(toggle.knob(at: 1)?.center, Point(35.5, 15.5))
        XCTAssertEqual(toggle.knob(at: 0.5)?.center, Point(25.5, 15.5))
        XCTAssertEqual(toggle.knob(at: 0)?.radius, 13.5)
    }
}
