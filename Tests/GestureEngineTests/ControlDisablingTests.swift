import EngineTestSupport
@testable import GestureEngine
import XCTest

/// §3.7: disabling a control while it tracks a touch ends all of its tracking — the touch, the
/// highlight, a stepper's repeats — even when the engine it tracked in is gone.
final class ControlDisablingTests: EngineTestCase {
    /// A stepper held on − repeats; disabled by a handler at its first repeat, it steps no more
    /// and its repeat timer is cancelled (the engine ends at rest).
    func testDisablingAHeldStepperCancelsItsRepeats() {
        let window = View(id: "window", frame: Rect(0, 0, 400, 300))
        let stepper = View(id: "St", frame: Rect(100, 100, 94, 32))
        let control = Control(kind: .stepper(value: 3, minimum: 0, maximum: 9, step: 1))
        stepper.setControl(control)
        window.addSubview(stepper)
        let engine = engineUnderTest(window: window)
        var script = TouchScript(engine)
        control.onEvent = { event, control in
            if event == .valueChanged, control.kind.value == 1 { control.isEnabled = false }
        }
        script.down(1, 110, 115, at: 0)
        engine.advance(to: 2)
        script.up(1, 110, 115, at: 2)
        XCTAssertEqual(engine.traceText(only: ["controlEvent"]), [
            "@0.000 St sends .touchDown (T1) value 2",
            "@0.000 St sends .valueChanged (T1) value 2",
            "@0.500 St sends .valueChanged (T1) value 1",
        ], "no repeat after the one that disabled it")
        XCTAssertEqual(engine.traceText(only: ["timer"]).filter { $0.contains("auto-repeat") && $0.contains("cancelled") },
                       ["@0.500 timer St: auto-repeat cancelled (due 0.600)"])
        XCTAssertFalse(control.isTracking)
        assertQuiescent(engine)
    }

    /// A control that outlives the engine it tracked a touch in (kept by an app after its window
    /// went) may still be disabled: the end of its tracking reaches no one, and nothing traps.
    func testAControlDisabledAfterItsEngineIsGoneTrapsNothing() {
        let window = View(id: "window", frame: Rect(0, 0, 200, 200)), view = View(id: "C", frame: Rect(0, 0, 100, 44))
        let control = Control(kind: .button)
        view.setControl(control)
        window.addSubview(view)
        weak var released: Engine?
        do {
            let engine = Engine(window: window)
            released = engine
            engine.send(InputEvent(time: 0, changes: [TouchInput(fingerID: 1, phase: .down, location: Point(10, 10))]))
            XCTAssertTrue(control.isTracking)
        }
        XCTAssertNil(released, "the engine is gone")
        control.isEnabled = false
        XCTAssertFalse(control.isTracking)
    }
}
