@testable import Drawing
@testable import GestureEngine
import XCTest

/// Controls' states as drawn (§3.7): highlighted, selected and disabled buttons, a switch's
/// knob on the side of its value.
final class ControlRendererTests: XCTestCase {
    private func commands(for view: View) -> [String] {
        let window = View(id: "window", frame: Rect(0, 0, 200, 100))
        window.addSubview(view)
        var list = DrawList(size: Size(200, 100), background: .black)
        SceneRenderer.draw(window: window, into: &list)
        return list.commands.map(\.description)
    }

    func testAButtonsStatesAreDrawnOverItsBackground() {
        let button = View(id: "B", frame: Rect(10, 10, 100, 40))
        button.backgroundColor = Color(red: 0, green: 0, blue: 1)
        let control = Control(kind: .button)
        button.setControl(control)
        XCTAssertEqual(commands(for: button).count, 1, "normal: the background alone")
        control.isHighlighted = true
        control.isSelected = true
        control.isEnabled = false
        XCTAssertEqual(commands(for: button), [
            "fill [0, 0, 100, 40] r0 transform [1, 0, 0, 1, 10, 10] #0000ff",
            "stroke [0, 0, 100, 40] r0 w2 transform [1, 0, 0, 1, 10, 10] #ffffffe6",
            "fill [0, 0, 100, 40] r0 transform [1, 0, 0, 1, 10, 10] #ffffff73",
        ], "disabling drops the highlight; selected rings it, disabled washes it out")
    }

    func testASwitchDrawsItsKnobOnTheSideOfItsValue() throws {
        let toggle = View(id: "S", frame: Rect(0, 0, 51, 31))
        toggle.setControl(Control(kind: .toggle(isOn: true)))
        let knob = try XCTUnwrap(commands(for: toggle).last)
        XCTAssertEqual(knob, "fill [22, 2, 27, 27] r13.5 #ffffff", "at the right end when on")
    }
}
