import EngineTestSupport
@testable import GestureEngine
import XCTest

/// UIKIT-SEMANTICS.md §3.7 and §11 E13: container K with a tap TK and a button B inside it;
/// control tracking and events.
final class ControlTests: EngineTestCase {
    private var engine: Engine!
    private var script: TouchScript!
    private var container: View!
    private var button: View!
    private var actions: [String] = []

    override func setUp() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        container = View(id: "K", frame: Rect(0, 0, 600, 400))
        button = View(id: "B", frame: Rect(50, 50, 100, 44))
        let control = Control(kind: .button)
        control.onEvent = { [unowned self] event, _ in if event == .primaryActionTriggered { actions.append("B primary action") } }
        button.setControl(control)
        container.addSubview(button)
        window.addSubview(container)
        engine = engineUnderTest(window: window)
        script = TouchScript(engine)
    }

    private var outline: [String] {
        engine.traceText(only: ["deliver", "withheld", "controlEvent", "action", "ask", "state"])
            .filter { !$0.contains("→ possible (reset)") }
    }

    /// The tap decides in the lift's own turn, before the view hears it, so the button's `ended`
    /// is delivered once TK has failed rather than held and released.
    func testE13aTheButtonVetoesTheContainersTapAndSendsTouchUpInside() {
        container.addGestureRecognizer(TapGestureRecognizer(id: "TK"))
        script.down(1, 100, 70, at: 0)
        script.up(1, 100, 70, at: 0.1)
        XCTAssertEqual(outline, [
            "@0.000 B.began(T1)",
            "@0.000 B sends .touchDown (T1)",
            "@0.100 ask TK controlShouldBegin B → false",
            "@0.100 TK possible → failed (shouldBegin false)",
            "@0.100 B.ended(T1)",
            "@0.100 B sends .touchUpInside (T1)",
            "@0.100 B sends .primaryActionTriggered (T1)",
        ])
        XCTAssertEqual(actions, ["B primary action"])
        assertQuiescent(engine)
    }

    func testE13bATapOnTheButtonItselfWinsAndTheControlSendsNoAction() {
        container.addGestureRecognizer(TapGestureRecognizer(id: "TK"))
        button.addGestureRecognizer(TapGestureRecognizer(id: "TB"))
        script.down(1, 100, 70, at: 0)
        script.up(1, 100, 70, at: 0.1)
        XCTAssertEqual(outline, [
            "@0.000 B.began(T1)",
            "@0.000 B sends .touchDown (T1)",
            "@0.100 TB possible → ended",
            "@0.100 TK possible → failed (excluded by TB)",
            "@0.100 B.cancelled(T1)",
            "@0.100 B sends .touchCancel (T1)",
            "@0.100 act TB(.ended) at (100,70) 0 touches",
        ])
        XCTAssertEqual(actions, [], "the control never acts")
        assertQuiescent(engine)
    }

    func testE13dAPanOnTheContainerDraggedFromTheButtonBeginsAndCancelsIt() {
        container.addGestureRecognizer(PanGestureRecognizer(id: "PK"))
        script.down(1, 100, 70, at: 0)
        script.move(1, 104, 70, at: 0.05)
        script.move(1, 112, 70, at: 0.1)
        script.up(1, 112, 70, at: 0.2)
        XCTAssertEqual(outline.prefix(8), [
            "@0.000 B.began(T1)",
            "@0.000 B sends .touchDown (T1)",
            "@0.050 B.moved(T1)",
            "@0.050 B sends .touchDragInside (T1)",
            "@0.100 PK possible → began (moved 10 pt)",
            "@0.100 B.cancelled(T1)",
            "@0.100 B sends .touchCancel (T1)",
            "@0.100 act PK(.began) at (112,70) translation (0,0) velocity (0,0)",
        ])
        XCTAssertEqual(actions, [])
        assertQuiescent(engine)
    }

    func testDraggingOutsideTheMarginAndBackSendsExitAndEnterAndLiftingOutsideIsTouchUpOutside() {
        script.down(1, 100, 70, at: 0)
        script.move(1, 100, 160, at: 0.1)
        script.move(1, 100, 200, at: 0.2)
        script.move(1, 100, 150, at: 0.3)
        script.move(1, 100, 300, at: 0.4)
        script.up(1, 100, 300, at: 0.5)
        XCTAssertEqual(engine.traceText(only: ["controlEvent"]), [
            "@0.000 B sends .touchDown (T1)",
            "@0.100 B sends .touchDragInside (T1)",
            "@0.200 B sends .touchDragExit (T1)",
            "@0.200 B sends .touchDragOutside (T1)",
            "@0.300 B sends .touchDragEnter (T1)",
            "@0.300 B sends .touchDragInside (T1)",
            "@0.400 B sends .touchDragExit (T1)",
            "@0.400 B sends .touchDragOutside (T1)",
            "@0.500 B sends .touchUpOutside (T1)",
        ], "inside = the bounds (y 50…94) and 70 pt around them: y 160 is inside, 200 is not")
        XCTAssertEqual(actions, [])
        assertQuiescent(engine)
    }

    /// E13 (c): a slider on K (thumb at x 100 for value 0.25 on a 20…236-wide track): a right
    /// swipe begun on the thumb is vetoed and the slider keeps tracking; an up swipe is not.
    func testE13cTheSliderVetoesARightSwipeFromItsThumbButNotAnUpSwipe() {
        let slider = View(id: "L", frame: Rect(20, 200, 300, 40))
        slider.setControl(Control(kind: .slider(value: 0.25)))
        container.addSubview(slider)
        let right = SwipeGestureRecognizer(id: "SR")
        let up = SwipeGestureRecognizer(id: "SU")
        up.direction = .up
        container.addGestureRecognizer(right)
        container.addGestureRecognizer(up)
        // Thumb centre: 20 + 14 + 0.25 × (300 − 28) = 102.
        for (index, x) in [102.0, 122, 152, 182].enumerated() {
            let time = Double(index) * 0.016
            if index == 0 { script.down(1, x, 220, at: time) } else { script.move(1, x, 220, at: time) }
        }
        script.up(1, 182, 220, at: 0.06)
        XCTAssertEqual(engine.traceText(only: ["ask", "controlEvent"]).filter { !$0.contains("touchDragInside") }, [
            "@0.000 L sends .touchDown (T1) value 0.25",
            "@0.016 L sends .valueChanged (T1) value 0.3235",
            "@0.032 ask SR controlShouldBegin L → false",
            "@0.032 L sends .valueChanged (T1) value 0.4338",
            "@0.048 L sends .valueChanged (T1) value 0.5441",
            "@0.060 L sends .touchUpInside (T1) value 0.5441",
        ])
        script.down(2, 182, 220, at: 1)
        for step in 1...3 { script.move(2, 182, 220 - Double(step) * 25, at: 1 + Double(step) * 0.016) }
        script.up(2, 182, 145, at: 1.06)
        XCTAssertTrue(engine.traceText(only: ["action"]).contains("@1.032 act SU(.ended) at (182,220)"), "an up swipe is the card's")
        XCTAssertTrue(engine.traceText(only: ["controlEvent"]).contains("@1.032 L sends .touchCancel (T2) value 0.5441"))
        script.down(3, 300, 220, at: 2)
        script.up(3, 300, 220, at: 2.1)
        XCTAssertFalse(engine.traceText(only: ["controlEvent"]).contains { $0.contains("T3") }, "a touch on the track away from the thumb does not track")
        assertQuiescent(engine)
    }

    /// A disabled control tracks nothing and vetoes nothing: K's tap takes the tap.
    func testADisabledControlTracksNothingAndVetoesNothing() {
        container.addGestureRecognizer(TapGestureRecognizer(id: "TK"))
        button.control?.isEnabled = false
        script.down(1, 100, 70, at: 0)
        script.up(1, 100, 70, at: 0.1)
        XCTAssertEqual(engine.traceText(only: ["controlEvent", "ask"]), [])
        XCTAssertEqual(engine.traceText(only: ["action"]), ["@0.100 act TK(.ended) at (100,70) 0 touches"])
        assertQuiescent(engine)
    }

    /// A button that disables itself on touchDown drops its touch: not highlighted, no further
    /// events, and enabled again it tracks the next touch.
    func testDisablingAControlWhileItTracksDropsTheTouch() throws {
        let control = try XCTUnwrap(button.control)
        control.onEvent = { event, control in if event == .touchDown { control.isEnabled = false } }
        script.down(1, 100, 70, at: 0)
        XCTAssertFalse(control.isHighlighted)
        script.up(1, 100, 70, at: 0.1)
        control.isEnabled = true
        control.onEvent = nil
        script.down(2, 100, 70, at: 0.5)
        script.up(2, 100, 70, at: 0.6)
        XCTAssertEqual(engine.traceText(only: ["controlEvent"]), [
            "@0.000 B sends .touchDown (T1)",
            "@0.500 B sends .touchDown (T2)",
            "@0.600 B sends .touchUpInside (T2)",
            "@0.600 B sends .primaryActionTriggered (T2)",
        ])
        // The tracking's end is traced where the handler disabled it, after the event it handled.
        XCTAssertEqual(engine.traceText(only: ["controlEvent", "controlTracking"]).prefix(3), [
            "@0.000 B begins tracking T1 (inside (-70,-70) 240×184)",
            "@0.000 B sends .touchDown (T1)",
            "@0.000 B ends tracking T1",
        ])
        assertQuiescent(engine)
    }

    /// A handler may change recognizers: it runs once the turn's calls are delivered (§1.5), so
    /// disabling K's pan from touchDown is safe and takes effect at once.
    func testAHandlerThatDisablesARecognizerRunsAfterDelivery() {
        let pan = PanGestureRecognizer(id: "PK")
        container.addGestureRecognizer(pan)
        button.control?.onEvent = { event, _ in if event == .touchDown { pan.isEnabled = false } }
        script.down(1, 100, 70, at: 0)
        script.move(1, 130, 70, at: 0.1)
        script.up(1, 130, 70, at: 0.2)
        XCTAssertEqual(engine.traceText(only: ["state", "controlEvent"]).prefix(3), [
            "@0.000 B sends .touchDown (T1)",
            "@0.000 PK possible → failed (disabled)",
            "@0.000 PK failed → possible (reset)",
        ])
        XCTAssertTrue(engine.traceText(only: ["controlEvent"]).contains("@0.200 B sends .touchUpInside (T1)"), "the drag stays the button's")
        assertQuiescent(engine)
    }

    /// §3.1: a plain subview of a button (an icon) forwards its calls to the button, which
    /// tracks the touch and vetoes K's tap as if hit itself.
    func testAPlainSubviewOfAButtonReachesTheButton() {
        container.addGestureRecognizer(TapGestureRecognizer(id: "TK"))
        let icon = View(id: "icon", frame: Rect(4, 4, 20, 20))
        button.addSubview(icon)
        script.down(1, 60, 60, at: 0)
        script.up(1, 60, 60, at: 0.1)
        XCTAssertEqual(engine.traceText(only: ["controlEvent", "ask"]), [
            "@0.000 B sends .touchDown (T1)",
            "@0.100 ask TK controlShouldBegin B → false",
            "@0.100 B sends .touchUpInside (T1)",
            "@0.100 B sends .primaryActionTriggered (T1)",
        ])
        assertQuiescent(engine)
    }

    /// Only a single tap is the button's: K's double tap is not vetoed (and, holding the first
    /// touch's `ended`, it keeps the button tracking that touch until it cancels it).
    func testADoubleTapOnTheContainerIsNotVetoed() {
        let double = TapGestureRecognizer(id: "DK")
        double.numberOfTapsRequired = 2
        container.addGestureRecognizer(double)
        script.down(1, 100, 70, at: 0)
        script.up(1, 100, 70, at: 0.1)
        script.down(1, 100, 70, at: 0.2)
        script.up(1, 100, 70, at: 0.3)
        XCTAssertEqual(engine.traceText(only: ["action", "ask"]), ["@0.300 act DK(.ended) at (100,70) 0 touches"])
        XCTAssertEqual(engine.traceText(only: ["controlEvent"]), ["@0.000 B sends .touchDown (T1)", "@0.300 B sends .touchCancel (T1)"])
        assertQuiescent(engine)
    }

    func testASecondTapInQuickSuccessionSendsTouchDownRepeat() {
        script.down(1, 100, 70, at: 0)
        script.up(1, 100, 70, at: 0.1)
        script.down(1, 101, 70, at: 0.2)
        script.up(1, 101, 70, at: 0.3)
        XCTAssertEqual(engine.traceText(only: ["controlEvent"]).filter { $0.contains("T2") }.prefix(2),
                       ["@0.200 B sends .touchDown (T2)", "@0.200 B sends .touchDownRepeat (T2)"])
        assertQuiescent(engine)
    }

    /// A slider grabbed off its thumb's centre keeps the offset (no jump); a swipe allowed both
    /// right and up but moving up is not vetoed.
    func testASliderKeepsTheGrabOffsetAndOnlyASwipeAlongItIsVetoed() {
        let slider = View(id: "L", frame: Rect(20, 200, 300, 40))
        slider.setControl(Control(kind: .slider(value: 0.25)))
        container.addSubview(slider)
        let swipe = SwipeGestureRecognizer(id: "SW")
        swipe.direction = [.right, .up]
        container.addGestureRecognizer(swipe)
        // Thumb centre x 102; grabbed 8 pt to its right, moved straight down 5 pt: no change.
        script.down(1, 110, 220, at: 0)
        script.move(1, 110, 225, at: 0.1)
        script.up(1, 110, 225, at: 0.2)
        XCTAssertFalse(engine.traceText(only: ["controlEvent"]).contains { $0.contains("valueChanged") }, "no jump to the finger")
        script.down(2, 102, 220, at: 1)
        for step in 1...3 { script.move(2, 102, 220 - Double(step) * 25, at: 1 + Double(step) * 0.016) }
        script.up(2, 102, 145, at: 1.06)
        XCTAssertTrue(engine.traceText(only: ["action"]).contains("@1.032 act SW(.ended) at (102,220)"), "an up swipe is not vetoed")
        XCTAssertFalse(engine.traceText(only: ["ask"]).contains { $0.contains("controlShouldBegin") })
        assertQuiescent(engine)
    }

    /// A stepper (0…3, step 1) under K's tap: a tap on + steps at the touch-down and vetoes the
    /// tap; holding − repeats after 0.5 s, then every 0.1 s, and stops at the minimum.
    func testAStepperStepsAtTouchDownAndRepeatsWhileHeld() {
        container.addGestureRecognizer(TapGestureRecognizer(id: "TK"))
        let stepper = View(id: "St", frame: Rect(300, 200, 94, 32))
        stepper.setControl(Control(kind: .stepper(value: 1, minimum: 0, maximum: 3, step: 1)))
        container.addSubview(stepper)
        script.down(1, 380, 215, at: 0)
        script.up(1, 380, 215, at: 0.1)
        script.down(2, 310, 215, at: 1)
        script.up(2, 310, 215, at: 1.75)
        XCTAssertEqual(engine.traceText(only: ["controlEvent", "ask"]), [
            "@0.000 St sends .touchDown (T1) value 2",
            "@0.000 St sends .valueChanged (T1) value 2",
            "@0.100 ask TK controlShouldBegin St → false",
            "@0.100 St sends .touchUpInside (T1) value 2",
            "@1.000 St sends .touchDown (T2) value 1",
            "@1.000 St sends .valueChanged (T2) value 1",
            "@1.500 St sends .valueChanged (T2) value 0",
            "@1.750 ask TK controlShouldBegin St → false",
            "@1.750 St sends .touchUpInside (T2) value 0",
        ], "the value is the control's once the call is handled; repeats at 1.5, 1.6, 1.7 reach the minimum at the first")
        XCTAssertEqual(engine.traceText(only: ["timer"]).filter { $0.contains("auto-repeat") && $0.contains("cancelled") },
                       ["@0.100 timer St: auto-repeat cancelled (due 0.500)", "@1.750 timer St: auto-repeat cancelled (due 1.800)"])
        assertQuiescent(engine)
    }

    /// A segmented control selects the segment under the lift; a page control moves one page
    /// toward the side tapped.
    func testASegmentedControlAndAPageControlChangeOnTouchUpInside() {
        let segments = View(id: "Sg", frame: Rect(300, 100, 240, 32))
        segments.setControl(Control(kind: .segmented(count: 3, selected: 0)))
        let pages = View(id: "Pg", frame: Rect(300, 300, 200, 30))
        pages.setControl(Control(kind: .pageControl(count: 5, current: 2)))
        container.addSubview(segments)
        container.addSubview(pages)
        script.down(1, 500, 115, at: 0)
        script.up(1, 500, 115, at: 0.1)
        script.down(1, 320, 315, at: 0.5)
        script.up(1, 320, 315, at: 0.6)
        XCTAssertEqual(engine.traceText(only: ["controlEvent"]).filter { $0.contains("valueChanged") }, [
            "@0.100 Sg sends .valueChanged (T1) value 2",
            "@0.600 Pg sends .valueChanged (T2) value 1",
        ])
        assertQuiescent(engine)
    }

    /// Issue 28 §4: a control's events say which kind of control sent them, so a reader of the
    /// trace can tell a switch's 1 (`on`) from a stepper's or a page's.
    func testControlEventsNameTheirKindOfControl() {
        let kinds: [(String, Control.Kind)] = [("Sw", .toggle(isOn: false)), ("Sl", .slider(value: 0.5)),
                                               ("St", .stepper(value: 0, minimum: 0, maximum: 9, step: 1)),
                                               ("Sg", .segmented(count: 3, selected: 0)), ("Pg", .pageControl(count: 5, current: 2))]
        for (index, (id, kind)) in kinds.enumerated() {
            let view = View(id: id, frame: Rect(100 + 100 * Double(index), 300, 80, 30))
            view.setControl(Control(kind: kind))
            container.addSubview(view)
            script.down(1, 100 + 100 * Double(index) + 40, 315, at: Double(index))
            script.up(1, 100 + 100 * Double(index) + 40, 315, at: Double(index) + 0.1)
        }
        script.down(1, 100, 70, at: 10)
        script.up(1, 100, 70, at: 10.1)
        let lines = engine.trace.events.filter { $0.typeName == "controlEvent" }.map(\.jsonLine)
        func kind(of view: String) -> Set<String> {
            Set(lines.filter { $0.contains(#""view":"\#(view)""#) }.compactMap { $0.split(separator: ",").last.map(String.init) })
        }
        XCTAssertEqual(kind(of: "Sw"), [#""control":"switch"}"#])
        XCTAssertEqual(kind(of: "Sl"), [#""control":"slider"}"#])
        XCTAssertEqual(kind(of: "St"), [#""control":"stepper"}"#])
        XCTAssertEqual(kind(of: "Sg"), [#""control":"segmented"}"#])
        XCTAssertEqual(kind(of: "Pg"), [#""control":"pageControl"}"#])
        XCTAssertEqual(kind(of: "B"), [#""control":"button"}"#])
        XCTAssertTrue(lines.contains(#"{"t":0.1,"type":"controlEvent","view":"Sw","event":"valueChanged","touch":1,"value":1,"control":"switch"}"#),
                      "\(lines)")
        assertQuiescent(engine)
    }

    func testControlEventsInJSONLinesAndPerfetto() {
        script.down(1, 100, 70, at: 0)
        script.up(1, 100, 70, at: 0.1)
        XCTAssertEqual(engine.trace.events.filter { $0.typeName == "controlEvent" }.map(\.jsonLine).first,
                       #"{"t":0,"type":"controlEvent","view":"B","event":"touchDown","touch":1,"value":null,"control":"button"}"#)
        let chrome = ChromeTraceExport.json(engine.trace.events)
        XCTAssertTrue(chrome.contains(#""name":".touchUpInside","s":"t","args":{"control":"button","touch":"T1"}"#), "an instant on the view's track")
        assertQuiescent(engine)
    }
}
