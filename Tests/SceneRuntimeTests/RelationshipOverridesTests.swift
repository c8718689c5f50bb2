import EngineTestSupport
import GestureEngine
import SceneRuntime
import XCTest

/// Relationship overrides installed as `relationshipHooks` answer as a subclass's overrides
/// would (§5.7, §6.1): the talk's E4a "pan requires tap to fail" from either side, and a
/// recognizer that may not prevent, or be prevented by, another.
final class RelationshipOverridesTests: EngineTestCase {
    private func overrides(_ set: (inout RelationshipOverrides) -> Void) -> RelationshipOverrides {
        var overrides = RelationshipOverrides()
        set(&overrides)
        return overrides
    }

    /// A finger that drags 20 pt over `V`, which holds a tap and a pan.
    private func drag(tap: RelationshipOverrides? = nil, pan: RelationshipOverrides? = nil) -> RecognizerHarness {
        var harness = RecognizerHarness()
        let tapRecognizer = TapGestureRecognizer(id: "tap"), panRecognizer = PanGestureRecognizer(id: "pan")
        tapRecognizer.relationshipHooks = tap
        panRecognizer.relationshipHooks = pan
        harness.view.addGestureRecognizer(tapRecognizer)
        harness.view.addGestureRecognizer(panRecognizer)
        harness.script.down(1, 100, 100)
        harness.script.move(1, 106, 108, at: 0.016)
        harness.script.move(1, 109, 112, at: 0.032)
        harness.script.move(1, 112, 116, at: 0.048)
        harness.script.up(1, 112, 116, at: 0.064)
        return harness
    }

    private let panWaitsForTap = [
        "@0.000 V.began(T1)",
        "@0.016 pan waits for tap to fail",
        "@0.016 V.moved(T1)",
        "@0.032 V.moved(T1)",
        "@0.048 V.cancelled(T1)",
        "@0.048 act pan(.began) at (112,116) translation (6,8) velocity (103.1,137.5)",
        "@0.064 act pan(.ended) at (112,116) 0 touches translation (6,8) velocity (103.1,137.5)",
    ]

    func testRequireFailureOfOnThePanMakesItWaitForTheTap() {
        let harness = drag(pan: overrides { $0.requireFailureOf = ["tap"] })
        XCTAssertEqual(harness.engine.traceText(only: ["action", "deliver", "wait"]), panWaitsForTap)
        XCTAssertEqual(harness.engine.traceText(only: ["ask"]).first, "@0.016 ask pan shouldRequireFailure(of:) tap → true")
    }

    func testRequiredToFailByOnTheTapMakesThePanWaitForIt() {
        let harness = drag(tap: overrides { $0.requiredToFailBy = ["pan"] })
        XCTAssertEqual(harness.engine.traceText(only: ["action", "deliver", "wait"]), panWaitsForTap)
        XCTAssertEqual(harness.engine.traceText(only: ["ask"]).first, "@0.016 ask tap shouldBeRequiredToFail(by:) pan → true")
    }

    func testAPanThatCannotPreventTheTapLeavesItToFailOnItsOwn() {
        let harness = drag(pan: overrides { $0.cannotPrevent = ["*"] })
        XCTAssertEqual(harness.story.filter { $0.contains("tap possible") }, ["@0.048 tap possible → failed (exceeded allowable movement)"])
    }

    func testATapThatCannotBePreventedByThePanLeavesItToFailOnItsOwn() {
        let harness = drag(tap: overrides { $0.cannotBePreventedBy = ["pan"] })
        XCTAssertEqual(harness.story.filter { $0.contains("tap possible") }, ["@0.048 tap possible → failed (exceeded allowable movement)"])
    }

    func testWithoutOverridesThePanExcludesTheTap() {
        let harness = drag()
        XCTAssertEqual(harness.story.filter { $0.contains("tap possible") }, ["@0.016 tap possible → failed (excluded by pan)"])
    }
}
