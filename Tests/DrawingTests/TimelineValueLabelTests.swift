@testable import Drawing
import EngineTestSupport
import Foundation
import GestureEngine
import XCTest

/// Issue 28 §4, values that tell: a pinch's, rotation's and pan's labels read the value since
/// began though the client resets its measure in every action (as the scenes' behaviours do); a
/// control's `.valueChanged` reads its value as its kind says it; a run of one call on a row is
/// one label with its count and its last value.
final class TimelineValueLabelTests: EngineTestCase {
    /// The first (longest) text of each label `lane` asks for, in time order, but for details
    /// (moves, `.changed`: thinned by the scale).
    private func labels(_ model: TimelineModel, _ lane: String) -> [String] {
        guard let lane = model.lanes.first(where: { $0.id == lane }) else { return ["no lane \(lane)"] }
        let items = TimelineLabelItem.items(for: lane, x: { $0 * 1000 }).filter { $0.priority != .detail }
        return items.enumerated().sorted { ($0.element.anchor, $0.offset) < ($1.element.anchor, $1.offset) }.compactMap(\.element.texts.first)
    }

    private final class Together: GestureRecognizerDelegate {
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool? { true }
    }

    /// Two fingers turn 40° and spread ×1.8 from the move that begins the pinch and the rotation
    /// (span 100 → 120, angle 0 → 0.2 rad) in ten more moves, then lift. The client resets
    /// `scale = 1`, `rotation = 0` and the translation in every action, so each action reads a
    /// step — and the labels still read the gesture since began, the last one at `.ended`.
    func testPinchRotationAndPanLabelsReadTheValueSinceBeganThoughTheClientResets() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        let square = View(id: "square", frame: Rect(0, 0, 600, 600))
        square.isMultipleTouchEnabled = true
        window.addSubview(square)
        let delegate = Together()
        let pinch = PinchGestureRecognizer(id: "Z"), rotation = RotationGestureRecognizer(id: "R"), pan = PanGestureRecognizer(id: "P")
        for recognizer in [pinch, rotation, pan] as [GestureRecognizer] {
            recognizer.delegate = delegate
            square.addGestureRecognizer(recognizer)
        }
        pinch.addTarget { ($0 as? PinchGestureRecognizer)?.scale = 1 }
        rotation.addTarget { ($0 as? RotationGestureRecognizer)?.rotation = 0 }
        pan.addTarget { ($0 as? PanGestureRecognizer)?.setTranslation(.zero, in: nil) }
        let engine = engineUnderTest(window: window)
        var script = TouchScript(engine)
        let pivot = Point(200, 200)
        func second(span: Double, angle: Double) -> Point { Point(pivot.x + span * cos(angle), pivot.y + span * sin(angle)) }
        script.down(1, pivot.x, pivot.y, at: 0)
        script.down(2, 300, 200, at: 0.01)
        let began = second(span: 120, angle: 0.2)
        script.move(2, began.x, began.y, at: 0.05)
        var last = began
        for step in 1...10 {
            let share = Double(step) / 10
            last = second(span: 120 * (1 + 0.8 * share), angle: 0.2 + share * 40 * .pi / 180)
            script.move(2, last.x, last.y, at: 0.05 + 0.02 * Double(step))
        }
        script.up(1, pivot.x, pivot.y, at: 0.4)
        script.up(2, last.x, last.y, at: 0.4)
        var model = TimelineModel()
        model.consume(engine.trace.events(from: 0))

        XCTAssertEqual(labels(model, "Z").last, ".ended ×1.8")
        XCTAssertEqual(labels(model, "R").last, ".ended 40°")
        // The centroid moves half as far as the second finger.
        let moved = Point((last.x - began.x) / 2, (last.y - began.y) / 2)
        XCTAssertEqual(labels(model, "P").last, ".ended Δ(\(formatNumber(moved.x, decimals: 0)),\(formatNumber(moved.y, decimals: 0)))")
        // The last `.changed` before the lift, too: the whole turn, not the last step.
        let lastChanged = model.lanes.first { $0.id == "R" }?.markers.last { $0.head == ".changed" }
        XCTAssertEqual(lastChanged?.value, "40°")
        guard case let .action(_, _, values)? = engine.trace.events.last(where: { $0.typeName == "action" })?.kind,
              case let .pan(translation, _, _)? = values.measure else { return XCTFail("the pan acts last") }
        XCTAssertEqual(translation.length, 0, accuracy: 1e-9, "the client read a step: nothing since its last reset")
    }

    /// The controls scene's demo: each control's `.valueChanged` reads its value — the switch
    /// `on`, the slider's swipe six changes to 0.68 in one label, the held stepper four repeats
    /// down to 2, the third segment by its title (`Month`), the page after page 2.
    func testControlsValueChangedLabelsReadTheirValuesAndARunIsOneLabel() throws {
        let scene = try ShippedSceneTimelines.scene(named: "controls")
        let moments = ShippedSceneTimelines.timelines(of: scene, at: [1.3, 3.05, 4.1, 5.15, 5.6, 6.1])
        XCTAssertEqual(labels(moments[0].model, "S"), ["began(T3)", ".touchDown", "ended(T3)", ".touchUpInside", ".valueChanged on", ".primaryActionTriggered"])
        XCTAssertEqual(labels(moments[1].model, "L"), ["began(T5)", ".touchDown", ".valueChanged ×6 → 0.68", "ended(T5)", ".touchUpInside"])
        XCTAssertEqual(labels(moments[2].model, "count"), ["began(T7)", ".touchDown", ".valueChanged 6", "ended(T7)", ".touchUpInside"])
        XCTAssertEqual(labels(moments[3].model, "count"), ["began(T8)", ".touchDown", ".valueChanged ×4 → 2", "ended(T8)", ".touchUpInside"])
        XCTAssertEqual(labels(moments[4].model, "tabs"), ["began(T9)", ".touchDown", "ended(T9)", ".touchUpInside", ".valueChanged Month"])
        XCTAssertEqual(labels(moments[5].model, "pages"), ["began(T10)", ".touchDown", "ended(T10)", ".touchUpInside", ".valueChanged 3"])
    }

    /// A slider dragged in fifteen moves from 0.2 to 0.62: fifteen `.valueChanged`, one label —
    /// drawn once, in the wide panel and in the narrow one, with no other `.valueChanged` text.
    func testASliderDragsFifteenValueChangesIntoOneLabel() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        // Thumb radius 14: the thumb's centre runs 114…414 for 0…1.
        let slider = View(id: "slider", frame: Rect(100, 100, 328, 40))
        slider.setControl(Control(kind: .slider(value: 0.2)))
        window.addSubview(slider)
        let engine = engineUnderTest(window: window)
        var script = TouchScript(engine)
        script.down(1, 174, 120, at: 0)
        for step in 1...15 { script.move(1, 174 + 126 * Double(step) / 15, 120, at: 0.02 * Double(step)) }
        script.up(1, 300, 120, at: 0.4)
        XCTAssertEqual(engine.traceText(only: ["controlEvent"]).filter { $0.contains(".valueChanged") }.count, 15)
        var model = TimelineModel()
        model.consume(engine.trace.events(from: 0))
        XCTAssertEqual(labels(model, "slider"), ["began(T1)", ".touchDown", ".valueChanged ×15 → 0.62", "ended(T1)", ".touchUpInside"])
        for frame in TimelineLabelLayoutTests.panels {
            var list = DrawList(size: Size(1280, 800), background: .black)
            TimelineRenderer.draw(model, in: frame, now: 0.4, into: &list)
            let texts = TimelineLabelLayoutTests.texts(list).map(\.text).filter { $0.contains(".valueChanged") }
            XCTAssertEqual(texts, [".valueChanged ×15 → 0.62"], "\(frame)")
        }
    }

    /// A switch reads `on` and `off`, a button's events no value; the value comes from the trace
    /// event's kind of control, not the number alone (a stepper's 1 is `1`).
    func testAControlsValueReadsAsItsKindSays() {
        func label(_ value: Double?, _ control: ControlType, event: ControlEvent = .valueChanged) -> String? {
            var model = TimelineModel()
            model.consume([
                TraceEvent(time: 0, kind: .touch(touch: 1, phase: .began, location: Point(10, 10), type: .direct)),
                TraceEvent(time: 0.1, kind: .controlEvent(view: "C", event: event, touch: 1, value: value, control: control)),
            ][...])
            return labels(model, "C").first
        }
        XCTAssertEqual(label(1, .toggle), ".valueChanged on")
        XCTAssertEqual(label(0, .toggle), ".valueChanged off")
        XCTAssertEqual(label(1, .stepper), ".valueChanged 1")
        XCTAssertEqual(label(2.5, .stepper), ".valueChanged 2.5")
        XCTAssertEqual(label(0.6239, .slider), ".valueChanged 0.62")
        XCTAssertEqual(label(4, .pageControl), ".valueChanged 4")
        XCTAssertEqual(label(nil, .button, event: .touchUpInside), ".touchUpInside")
        XCTAssertEqual(label(0.5, .slider, event: .touchUpInside), ".touchUpInside", "only a value change shows the value")
    }
}
