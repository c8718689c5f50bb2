import EngineTestSupport
@testable import GestureEngine
import XCTest

/// §3.7, `UISwitch`: container K holding a switch S (51×31) at (300, 50). A tap toggles; a
/// touch that began on the knob drags it, and the lift takes the side the knob ends on.
final class SwitchTests: EngineTestCase {
    private var engine: Engine!
    private var script: TouchScript!
    private var container: View!

    override func setUp() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        container = View(id: "K", frame: Rect(0, 0, 600, 400))
        window.addSubview(container)
        engine = engineUnderTest(window: window)
        script = TouchScript(engine)
    }

    func testASwitchTogglesOnTouchUpInside() {
        let toggle = View(id: "S", frame: Rect(300, 50, 51, 31))
        toggle.setControl(Control(kind: .toggle(isOn: false)))
        container.addSubview(toggle)
        script.down(1, 320, 60, at: 0)
        script.up(1, 320, 60, at: 0.1)
        XCTAssertEqual(engine.traceText(only: ["controlEvent"]), [
            "@0.000 S sends .touchDown (T1) value 0",
            "@0.100 S sends .touchUpInside (T1) value 1",
            "@0.100 S sends .valueChanged (T1) value 1",
            "@0.100 S sends .primaryActionTriggered (T1) value 1",
        ])
        XCTAssertEqual(toggle.control?.isOn, true)
        assertQuiescent(engine)
    }

    /// A switch (51×31, off) on K with a pan: a drag begun on the knob moves it, vetoes K's
    /// pan, and the lift takes the knob's side; a tap away from the knob still toggles.
    func testASwitchKnobDragVetoesTheContainersPanAndSetsTheValueByItsSide() throws {
        container.addGestureRecognizer(PanGestureRecognizer(id: "PK"))
        let toggle = View(id: "S", frame: Rect(300, 50, 51, 31))
        toggle.setControl(Control(kind: .toggle(isOn: false)))
        container.addSubview(toggle)
        // The knob (off) is centred at x 300 + 2 + 13.5 = 315.5.
        script.down(1, 316, 65, at: 0)
        script.move(1, 322, 65, at: 0.05)
        script.move(1, 336, 66, at: 0.1)
        XCTAssertEqual(toggle.control?.knobPosition.map { ($0 * 100).rounded() / 100 }, 1, "20 pt along a 20-pt travel")
        script.up(1, 336, 66, at: 0.15)
        XCTAssertEqual(engine.traceText(only: ["ask", "controlEvent"]).filter { !$0.contains("Drag") }, [
            "@0.000 S sends .touchDown (T1) value 0",
            "@0.100 ask PK controlShouldBegin S → false",
            "@0.150 S sends .touchUpInside (T1) value 1",
            "@0.150 S sends .valueChanged (T1) value 1",
            "@0.150 S sends .primaryActionTriggered (T1) value 1",
        ])
        XCTAssertNil(toggle.control?.knobPosition, "the drag is over")
        script.down(2, 345, 65, at: 1)
        script.up(2, 345, 65, at: 1.1)
        XCTAssertEqual(toggle.control?.isOn, false, "a tap on the track toggles")
        assertQuiescent(engine)
    }

    /// §3.7: a knob dragged toward the end it is already on stays there — the drag changes the
    /// value only when the knob ends on the other side; only a tap toggles. An ON knob dragged
    /// 12 pt further right and an OFF knob dragged 12 pt further left send no valueChanged.
    func testASwitchKnobDraggedTowardTheSideItIsOnKeepsItsValue() {
        for isOn in [true, false] {
            setUp()
            let toggle = View(id: "S", frame: Rect(300, 50, 51, 31))
            toggle.setControl(Control(kind: .toggle(isOn: isOn)))
            container.addSubview(toggle)
            // The knob is centred at x 315.5 when off, 335.5 when on.
            let knobX = isOn ? 336.0 : 316.0, direction = isOn ? 1.0 : -1.0
            script.down(1, knobX, 65, at: 0)
            script.move(1, knobX + 6 * direction, 65, at: 0.05)
            script.move(1, knobX + 12 * direction, 65, at: 0.1)
            script.up(1, knobX + 12 * direction, 65, at: 0.15)
            XCTAssertEqual(engine.traceText(only: ["controlEvent"]).filter { !$0.contains("Drag") }, [
                "@0.000 S sends .touchDown (T1) value \(isOn ? 1 : 0)",
                "@0.150 S sends .touchUpInside (T1) value \(isOn ? 1 : 0)",
            ], "on: \(isOn)")
            XCTAssertEqual(toggle.control?.isOn, isOn)
            assertQuiescent(engine)
        }
    }
}
