import EngineTestSupport
@testable import GestureEngine
import XCTest

/// UIKIT-SEMANTICS.md §9.3–9.5: a drag interaction on V beside the app's long press LP, whose
/// `.began` presents a menu and `.cancelled` dismisses it; the four worked traces of §9.5 in
/// both size classes, each ending at rest.
final class DragLiftTests: EngineTestCase {
    private var harness = RecognizerHarness()
    private var drag: DragInteraction!

    override func setUp() {
        harness = RecognizerHarness()
        harness.view.addGestureRecognizer(LongPressGestureRecognizer(id: "LP"))
        drag = DragInteraction(id: "drag")
        harness.view.addInteraction(drag)
    }

    /// Actions, responder calls, lifts, sessions and suppression: what a viewer follows.
    private var outline: [String] {
        harness.engine.traceText(only: ["action", "deliver", "dragLift", "dragSession", "suppressed", "wait"])
    }

    func testTheInteractionInstallsItsRecognizersAfterTheViewsOwn() {
        XCTAssertEqual(harness.view.gestureRecognizers.map(\.id), ["LP", "drag.lift", "drag.gate"],
                       "no add-items tap without itemsForAdding (§9.1)")
        harness.script.down(1, 100, 100, at: 0)
        harness.script.up(1, 100, 100, at: 0.1)
        XCTAssertEqual(harness.engine.traceText(only: ["participants"]), ["@0.000 T1 participants: LP, drag.lift, drag.gate"])
    }

    func testRegularPressAndMoveDragsAndTheLongPressNeverActs() {
        harness.script.down(1, 100, 100, at: 0)
        harness.script.move(1, 109, 108, at: 0.7)
        harness.script.move(1, 150, 140, at: 0.8)
        harness.script.up(1, 150, 140, at: 0.9)
        harness.script.advance(to: 2)
        XCTAssertEqual(outline, [
            "@0.000 V.began(T1)",
            "@0.500 LP waits for drag.gate to fail",
            "@0.500 act drag.lift(.began) at (100,100)",
            "@0.500 drag lifts V for T1 (1 item)",
            "@0.700 act drag.lift(.changed) at (109,108)",
            "@0.700 drag drags V for T1",
            "@0.700 drag S1 began from V (1 item) at (109,108)",
            "@0.700 LP suppressed: drag.gate recognized",
            "@0.700 act drag.lift(.ended) at (109,108)",
            "@0.700 act drag.gate(.ended) at (109,108)",
            "@0.700 V.moved(T1)",
            "@0.700 V.cancelled(T1)",
            "@0.800 drag S1 moved at (150,140)",
            "@0.900 drag S1 cancelled at (150,140)",
            "@1.200 drag S1 landed",
        ])
        XCTAssertTrue(harness.story.contains("@0.700 cancel T1 (109,108)"), "the session takes the touch from the app (§1.7)")
        XCTAssertFalse(harness.story.contains { $0.contains("up T1") }, "the lift is the session's, not the app's")
        assertQuiescent(harness.engine)
    }

    func testRegularPressHoldMovePresentsAtOneSecondAndDismissesWhenTheDragBegins() {
        harness.script.down(1, 100, 100, at: 0)
        harness.script.move(1, 109, 108, at: 1.3)
        harness.script.up(1, 109, 108, at: 1.5)
        harness.script.advance(to: 2)
        XCTAssertEqual(outline, [
            "@0.000 V.began(T1)",
            "@0.500 LP waits for drag.gate to fail",
            "@0.500 act drag.lift(.began) at (100,100)",
            "@0.500 drag lifts V for T1 (1 item)",
            "@1.000 V.cancelled(T1)",
            "@1.000 act LP(.began) at (100,100)",
            "@1.300 act LP(.changed) at (109,108)",
            "@1.300 act drag.lift(.changed) at (109,108)",
            "@1.300 drag drags V for T1",
            "@1.300 drag S1 began from V (1 item) at (109,108)",
            "@1.300 act drag.lift(.ended) at (109,108)",
            "@1.300 act LP(.cancelled) at (109,108) 0 touches",
            "@1.500 drag S1 cancelled at (109,108)",
            "@1.800 drag S1 landed",
        ])
        XCTAssertTrue(harness.story.contains("@1.000 drag.gate possible → failed (1 s without a drag)"))
        assertQuiescent(harness.engine)
    }

    func testRegularPressAndLiftReversesTheLiftAndTheLongPressActsAtTheLift() {
        harness.script.down(1, 100, 100, at: 0)
        harness.script.up(1, 100, 100, at: 0.8)
        harness.script.advance(to: 2)
        XCTAssertEqual(outline, [
            "@0.000 V.began(T1)",
            "@0.500 LP waits for drag.gate to fail",
            "@0.500 act drag.lift(.began) at (100,100)",
            "@0.500 drag lifts V for T1 (1 item)",
            "@0.800 drag lowers V for T1 (lift reversed)",
            "@0.800 V.cancelled(T1)",
            "@0.800 act LP(.began) at (100,100) 0 touches",
            "@0.800 act LP(.ended) at (100,100) 0 touches",
            "@0.800 act drag.lift(.cancelled) at (100,100) 0 touches",
        ])
        assertQuiescent(harness.engine)
    }

    func testCompactPressHoldMoveNeverActsTheLongPress() {
        harness.engine.sizeClass = .compact
        harness.script.down(1, 100, 100, at: 0)
        harness.script.move(1, 109, 108, at: 1.5)
        harness.script.up(1, 109, 108, at: 1.6)
        harness.script.advance(to: 2)
        XCTAssertEqual(outline.filter { $0.contains("LP") }, [
            "@0.500 LP waits for drag.gate to fail",
            "@1.500 LP suppressed: drag.gate recognized",
        ])
        XCTAssertEqual(harness.engine.traceText(only: ["deliver"]), ["@0.000 V.began(T1)", "@1.500 V.moved(T1)", "@1.500 V.cancelled(T1)"])
        assertQuiescent(harness.engine)
    }

    func testCompactPressAndLiftActsTheLongPressAtTheLiftHoweverLate() {
        harness.engine.sizeClass = .compact
        harness.script.down(1, 100, 100, at: 0)
        harness.script.up(1, 100, 100, at: 1.7)
        harness.script.advance(to: 2)
        XCTAssertEqual(outline, [
            "@0.000 V.began(T1)",
            "@0.500 LP waits for drag.gate to fail",
            "@0.500 act drag.lift(.began) at (100,100)",
            "@0.500 drag lifts V for T1 (1 item)",
            "@1.700 drag lowers V for T1 (lift reversed)",
            "@1.700 V.cancelled(T1)",
            "@1.700 act LP(.began) at (100,100) 0 touches",
            "@1.700 act LP(.ended) at (100,100) 0 touches",
            "@1.700 act drag.lift(.cancelled) at (100,100) 0 touches",
        ])
        assertQuiescent(harness.engine)
    }

    func testNoItemsRefusesTheLiftAndFreesTheLongPressAtOnce() {
        drag.itemsForBeginning = 0
        harness.script.down(1, 100, 100, at: 0)
        harness.script.up(1, 100, 100, at: 0.6)
        XCTAssertEqual(outline, [
            "@0.000 V.began(T1)",
            "@0.500 LP waits for drag.gate to fail",
            "@0.500 drag refuses to lift V for T1 (no items)",
            "@0.500 V.cancelled(T1)",
            "@0.500 act LP(.began) at (100,100)",
            "@0.600 act LP(.ended) at (100,100) 0 touches",
        ])
        assertQuiescent(harness.engine)
    }

    func testAQuickTapStaysTheAppsAndMovingBeforeTheLiftFailsIt() {
        let tap = TapGestureRecognizer(id: "TAP")
        harness.view.addGestureRecognizer(tap)
        harness.script.down(1, 100, 100, at: 0)
        harness.script.up(1, 100, 100, at: 0.1)
        harness.script.down(2, 100, 100, at: 1)
        harness.script.move(2, 120, 100, at: 1.1)
        harness.script.up(2, 120, 100, at: 1.2)
        XCTAssertEqual(harness.engine.traceText(only: ["action", "dragLift"]), ["@0.100 act TAP(.ended) at (100,100) 0 touches"])
        XCTAssertTrue(harness.story.contains("@0.100 drag.gate possible → failed (touch ended without a drag)"))
        XCTAssertTrue(harness.story.contains("@1.100 drag.lift possible → failed (moved before the lift)"))
        XCTAssertTrue(harness.story.contains("@1.100 drag.gate possible → failed (moved before the lift)"))
        assertQuiescent(harness.engine)
    }

    func testADisabledInteractionTakesNoTouches() {
        drag.isEnabled = false
        harness.script.down(1, 100, 100, at: 0)
        harness.script.up(1, 100, 100, at: 0.7)
        XCTAssertEqual(harness.engine.traceText(only: ["participants", "action"]), [
            "@0.000 T1 participants: LP",
            "@0.500 act LP(.began) at (100,100)",
            "@0.700 act LP(.ended) at (100,100) 0 touches",
        ])
        assertQuiescent(harness.engine)
    }

    /// §9.3: the lift excludes a pan still possible; with `allowsSimultaneousRecognitionDuringLift`
    /// the pan keeps running, and its beginning cancels the interaction.
    func testAPanIsExcludedByTheLiftUnlessTheLiftAllowsSimultaneousRecognition() {
        for allows in [false, true] {
            setUp()
            drag.allowsSimultaneousRecognitionDuringLift = allows
            harness.view.addGestureRecognizer(PanGestureRecognizer(id: "P"))
            harness.script.down(1, 100, 100, at: 0)
            harness.script.move(1, 104, 100, at: 0.3)
            harness.script.move(1, 111, 100, at: 0.7)
            harness.script.up(1, 111, 100, at: 0.8)
            harness.script.advance(to: 2)
            let story = harness.story.filter { ($0.contains(" P ") || $0.contains("act P") || $0.contains("drag lowers") || $0.contains("drag.lift")) && !$0.contains("participants") }
            if allows {
                XCTAssertEqual(story.filter { $0.hasPrefix("@0.7") }, [
                    "@0.700 drag.lift began → changed",
                    "@0.700 P possible → began (moved 10 pt)",
                    "@0.700 drag.lift changed → cancelled (excluded by P)",
                    "@0.700 drag lowers V for T1 (lift reversed)",
                    "@0.700 act drag.lift(.changed) at (111,100)",
                    "@0.700 act drag.lift(.cancelled) at (111,100)",
                    "@0.700 act P(.began) at (111,100) translation (0,0) velocity (0,0)",
                ], "the pan recognizing cancels the interaction, and the view settles back at once")
            } else {
                XCTAssertEqual(story.prefix(3), [
                    "@0.500 drag.lift possible → began (held 0.5 s)",
                    "@0.500 P possible → failed (excluded by drag.lift)",
                    "@0.500 act drag.lift(.began) at (104,100)",
                ], "the lift excludes the pan")
                XCTAssertTrue(story.contains("@0.700 drag.lift began → changed"), "7 pt from the lift is no session yet")
            }
            assertQuiescent(harness.engine)
        }
    }

    /// §9.3 with `allowsSimultaneousRecognitionDuringLift`: one move takes the touch past both
    /// the pan's 10 pt and the session's; the pan recognizing cancels the interaction in that
    /// turn, so no session begins and the pan keeps the touch.
    func testAPanRecognizingInTheTurnTheSessionWouldBeginCancelsTheInteraction() {
        drag.allowsSimultaneousRecognitionDuringLift = true
        harness.view.addGestureRecognizer(PanGestureRecognizer(id: "P"))
        harness.script.down(1, 100, 100, at: 0)
        harness.script.move(1, 112, 100, at: 0.7)
        harness.script.up(1, 112, 100, at: 0.8)
        harness.script.advance(to: 2)
        XCTAssertEqual(harness.engine.traceText(only: ["dragSession"]), [], "no session")
        XCTAssertEqual(harness.story.filter { $0.hasPrefix("@0.700") && ($0.contains("drag") || $0.contains(" P ") || $0.contains("act P")) }, [
            "@0.700 drag.lift began → changed",
            "@0.700 P possible → began (moved 10 pt)",
            "@0.700 drag.lift changed → cancelled (excluded by P)",
            "@0.700 drag lowers V for T1 (lift reversed)",
            "@0.700 drag.gate possible → failed (lift cancelled)",
            "@0.700 act drag.lift(.changed) at (112,100)",
            "@0.700 act drag.lift(.cancelled) at (112,100)",
            "@0.700 act P(.began) at (112,100) translation (0,0) velocity (0,0)",
        ])
        XCTAssertTrue(harness.engine.traceText(only: ["action"]).contains("@0.800 act P(.ended) at (112,100) 0 touches translation (0,0) velocity (0,0)"),
                      "the pan keeps the touch to its end")
        assertQuiescent(harness.engine)
    }
}
