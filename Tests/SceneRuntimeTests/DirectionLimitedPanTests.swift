import EngineTestSupport
import GestureEngine
import SceneRuntime
import XCTest

/// Issue 10 §6: actions carry the recognizers' values, and a rule delegate reads them to limit a
/// pan to one direction (`beginWhenMoving`), the UIKit way to let a horizontal pan yield to a
/// vertical one (Scenes/direction-limited-pans.yaml).
final class DirectionLimitedPanTests: EngineTestCase {
    private func harness() -> RecognizerHarness {
        let harness = RecognizerHarness()
        let knob = View(id: "knob", frame: Rect(100, 100, 100, 100))
        harness.view.addSubview(knob)
        func pan(_ id: String, _ axis: RuleDelegate.Axis, on view: View) {
            let pan = PanGestureRecognizer(id: id)
            var answers = RuleDelegate.Answers()
            answers.beginWhenMoving = axis
            pan.setOwnedDelegate(RuleDelegate(answers: answers))
            view.addGestureRecognizer(pan)
        }
        pan("horizontal", .horizontal, on: harness.view)
        pan("vertical", .vertical, on: knob)
        return harness
    }

    func testASidewaysDragFailsTheInnerVerticalPanAndTheOuterHorizontalOneActsWithItsValues() {
        var harness = harness()
        harness.script.down(1, 150, 150)
        harness.script.move(1, 162, 152, at: 0.02)
        harness.script.move(1, 174, 154, at: 0.04)
        harness.script.up(1, 174, 154, at: 0.06)
        XCTAssertEqual(harness.story, [
            "@0.000 down T1 (150,150)",
            "@0.000 T1 participants: vertical, horizontal",
            "@0.000 knob.began(T1)",
            "@0.020 move T1 (162,152)",
            "@0.020 ask vertical shouldBegin → false",
            "@0.020 vertical possible → failed (shouldBegin false)",
            "@0.020 ask horizontal shouldBegin → true",
            "@0.020 horizontal possible → began (moved 10 pt)",
            "@0.020 knob.cancelled(T1)",
            "@0.020 act horizontal(.began) at (162,152) translation (0,0) velocity (600,100)",
            "@0.040 move T1 (174,154)",
            "@0.040 horizontal began → changed",
            "@0.040 act horizontal(.changed) at (174,154) translation (12,2) velocity (600,100)",
            "@0.060 up T1 (174,154)",
            "@0.060 horizontal changed → ended",
            "@0.060 act horizontal(.ended) at (174,154) 0 touches translation (12,2) velocity (600,100)",
            "@0.060 vertical failed → possible (reset)",
            "@0.060 horizontal ended → possible (reset)",
        ])
    }

    func testAVerticalDragBeginsTheInnerPanWhichExcludesTheOuterOne() {
        var harness = harness()
        harness.script.down(1, 150, 150)
        harness.script.move(1, 151, 162, at: 0.02)
        harness.script.up(1, 151, 162, at: 0.04)
        XCTAssertEqual(harness.story.filter { $0.contains("ask") || $0.contains("act") || $0.contains("failed") }, [
            "@0.020 ask vertical shouldBegin → true",
            "@0.020 horizontal possible → failed (excluded by vertical)",
            "@0.020 act vertical(.began) at (151,162) translation (0,0) velocity (50,600)",
            "@0.040 act vertical(.ended) at (151,162) 0 touches translation (0,0) velocity (50,600)",
            "@0.040 horizontal failed → possible (reset)",
        ])
    }

    /// §4.6, §7.0: a 10 Hz script's first move comes 100 ms after the down, so the velocity is
    /// zero when the pans ask to begin; the movement since the touch landed, (90, −10), decides:
    /// the horizontal pan begins and the vertical one is refused.
    func testAtZeroVelocityTheMovementSinceTheTouchLandedDecides() {
        var harness = harness()
        harness.script.down(1, 150, 150)
        harness.script.move(1, 240, 140, at: 0.1)
        harness.script.up(1, 240, 140, at: 0.2)
        XCTAssertEqual(harness.story.filter { $0.contains("ask") || $0.contains("act") || $0.contains("failed") }, [
            "@0.100 ask vertical shouldBegin → false",
            "@0.100 vertical possible → failed (shouldBegin false)",
            "@0.100 ask horizontal shouldBegin → true",
            "@0.100 act horizontal(.began) at (240,140) translation (0,0) velocity (0,0)",
            "@0.200 act horizontal(.ended) at (240,140) 0 touches translation (0,0) velocity (0,0)",
            "@0.200 vertical failed → possible (reset)",
        ])
    }

    func testAtZeroVelocityAVerticalMoveBeginsTheVerticalPan() {
        var harness = harness()
        harness.script.down(1, 150, 150)
        harness.script.move(1, 140, 240, at: 0.1)
        harness.script.up(1, 140, 240, at: 0.2)
        XCTAssertEqual(harness.engine.traceText(only: ["action"]).first,
                       "@0.100 act vertical(.began) at (140,240) translation (0,0) velocity (0,0)")
    }

    func testActionLinesInJSONCarryTheValuesAfterTheExistingFields() {
        var harness = harness()
        harness.script.down(1, 150, 150)
        harness.script.move(1, 162, 152, at: 0.02)
        harness.script.up(1, 162, 152, at: 0.04)
        XCTAssertEqual(harness.engine.trace.events.filter { $0.typeName == "action" }.map(\.jsonLine), [
            #"{"t":0.02,"type":"action","recognizer":"horizontal","state":"began","location":[162,152],"touches":1,"translation":[0,0],"velocity":[600,100]}"#,
            #"{"t":0.04,"type":"action","recognizer":"horizontal","state":"ended","location":[162,152],"touches":0,"translation":[0,0],"velocity":[600,100]}"#,
        ])
    }
}
