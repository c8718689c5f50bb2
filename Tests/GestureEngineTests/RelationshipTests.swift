import EngineTestSupport
@testable import GestureEngine
import XCTest

/// §6.1: "pan requires tap to fail" established through each API gives the same outcome (E4a),
/// and §5.5 simultaneity through either delegate; §4.5 isEnabled mid-gesture.
final class RelationshipTests: EngineTestCase {
    /// A pan whose subclass answers "I require every tap to fail".
    private final class PanRequiringTaps: PanGestureRecognizer {
        override func shouldRequireFailure(of other: GestureRecognizer) -> Bool { other is TapGestureRecognizer }
    }

    /// A tap whose subclass answers "every pan requires me to fail".
    private final class TapRequiredByPans: TapGestureRecognizer {
        override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { other is PanGestureRecognizer }
    }

    private func runE4a(tap: TapGestureRecognizer = TapGestureRecognizer(id: "tap"), pan: PanGestureRecognizer = PanGestureRecognizer(id: "pan"),
                        relate: (TapGestureRecognizer, PanGestureRecognizer) -> Void) -> (actions: [String], engine: Engine) {
        let harness = RecognizerHarness()
        relate(tap, pan)
        harness.view.addGestureRecognizer(tap)
        harness.view.addGestureRecognizer(pan)
        var script = harness.script
        script.down(1, 100, 100)
        script.move(1, 106, 108, at: 0.016)
        script.move(1, 109, 112, at: 0.032)
        script.move(1, 112, 116, at: 0.048)
        script.up(1, 112, 116, at: 0.064)
        return (harness.engine.traceText(only: ["action", "deliver", "wait"]), harness.engine)
    }

    private let expected = [
        "@0.000 V.began(T1)",
        "@0.016 pan waits for tap to fail",
        "@0.016 V.moved(T1)",
        "@0.032 V.moved(T1)",
        "@0.048 V.cancelled(T1)",
        "@0.048 act pan(.began) at (112,116) translation (6,8) velocity (103.1,137.5)",
        "@0.064 act pan(.ended) at (112,116) 0 touches translation (6,8) velocity (103.1,137.5)",
    ]

    func testStaticRequireToFail() {
        let result = runE4a { tap, pan in pan.require(toFail: tap) }
        XCTAssertEqual(result.actions, expected)
        assertQuiescent(result.engine)
    }

    func testDelegateShouldRequireFailureOf() {
        let delegate = ScriptedDelegate()
        delegate.requireFailureOf = { $0 is TapGestureRecognizer }
        let result = runE4a { _, pan in pan.delegate = delegate }
        XCTAssertEqual(result.actions, expected)
    }

    func testDelegateShouldBeRequiredToFailBy() {
        let delegate = ScriptedDelegate()
        delegate.requiredToFailBy = { $0 is PanGestureRecognizer }
        let result = runE4a { tap, _ in tap.delegate = delegate }
        XCTAssertEqual(result.actions, expected)
    }

    func testSubclassShouldRequireFailureOf() {
        let result = runE4a(pan: PanRequiringTaps(id: "pan")) { _, _ in }
        XCTAssertEqual(result.actions, expected)
    }

    func testSubclassShouldBeRequiredToFailBy() {
        let result = runE4a(tap: TapRequiredByPans(id: "tap")) { _, _ in }
        XCTAssertEqual(result.actions, expected)
    }

    func testDelegateAnswersAreTraced() {
        let delegate = ScriptedDelegate()
        delegate.requireFailureOf = { _ in true }
        var harness = RecognizerHarness()
        let tap = TapGestureRecognizer(id: "tap"), pan = PanGestureRecognizer(id: "pan")
        pan.delegate = delegate
        harness.view.addGestureRecognizer(tap)
        harness.view.addGestureRecognizer(pan)
        harness.script.down(1, 100, 100)
        harness.script.move(1, 110, 100, at: 0.05)
        XCTAssertEqual(harness.engine.traceText(only: ["ask"]), ["@0.050 ask pan shouldRequireFailureOf tap → true"])
        harness.engine.cancelAllTouches(at: 0.1)
        assertQuiescent(harness.engine)
    }

    func testSimultaneityFromEitherDelegate() {
        for side in ["tap", "pan"] {
            var harness = RecognizerHarness()
            let tap = TapGestureRecognizer(id: "tap"), pan = PanGestureRecognizer(id: "pan")
            let delegate = ScriptedDelegate()
            delegate.simultaneous = true
            (side == "tap" ? tap as GestureRecognizer : pan).delegate = delegate
            harness.view.addGestureRecognizer(tap)
            harness.view.addGestureRecognizer(pan)
            harness.script.down(1, 100, 100)
            harness.script.move(1, 106, 108, at: 0.016)
            harness.script.up(1, 106, 108, at: 0.032)
            XCTAssertEqual(harness.engine.traceText(only: ["action"]), ["@0.016 act pan(.began) at (106,108) translation (0,0) velocity (375,500)", "@0.032 act tap(.ended) at (100,100) 0 touches", "@0.032 act pan(.ended) at (106,108) 0 touches translation (0,0) velocity (375,500)"], side)
            assertQuiescent(harness.engine)
        }
    }

    func testShouldBeginFalseFailsAndSatisfiesRequirements() {
        var harness = RecognizerHarness()
        let tap = TapGestureRecognizer(id: "tap"), pan = PanGestureRecognizer(id: "pan")
        let delegate = ScriptedDelegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        pan.require(toFail: tap)
        harness.view.addGestureRecognizer(tap)
        harness.view.addGestureRecognizer(pan)
        harness.script.down(1, 100, 100)
        harness.script.up(1, 100, 100, at: 0.1)
        XCTAssertTrue(harness.story.contains("@0.100 tap possible → failed (shouldBegin false)"))
        XCTAssertEqual(harness.engine.traceText(only: ["deliver"]), ["@0.000 V.began(T1)", "@0.100 V.ended(T1)"])
        assertQuiescent(harness.engine)
    }

    func testShouldReceiveFalseKeepsTheTouchAway() {
        var harness = RecognizerHarness()
        let tap = TapGestureRecognizer(id: "tap")
        let delegate = ScriptedDelegate()
        delegate.receive = { $0.type != .pencil }
        tap.delegate = delegate
        harness.view.addGestureRecognizer(tap)
        harness.script.down(1, 100, 100, type: .pencil)
        harness.script.up(1, 100, 100, at: 0.1)
        XCTAssertEqual(harness.engine.traceText(only: ["participants", "ask", "action"]), [
            "@0.000 ask tap shouldReceive T1 → false", "@0.000 T1 participants: none",
        ])
        assertQuiescent(harness.engine)
    }

    func testAllowedTouchTypesFilterParticipants() {
        var harness = RecognizerHarness()
        let tap = TapGestureRecognizer(id: "tap")
        tap.allowedTouchTypes = [.pencil]
        harness.view.addGestureRecognizer(tap)
        harness.script.down(1, 100, 100)
        harness.script.up(1, 100, 100, at: 0.1)
        harness.script.down(1, 100, 100, at: 0.5, type: .pencil)
        harness.script.up(1, 100, 100, at: 0.6)
        XCTAssertEqual(harness.engine.traceText(only: ["participants", "action"]), [
            "@0.000 T1 participants: none", "@0.500 T2 participants: tap", "@0.600 act tap(.ended) at (100,100) 0 touches",
        ])
    }

    func testDisablingAnActivePanCancelsItAndReEnablingWaitsForNewTouches() {
        var harness = RecognizerHarness()
        let pan = PanGestureRecognizer(id: "pan")
        harness.view.isMultipleTouchEnabled = true
        harness.view.addGestureRecognizer(pan)
        pan.addTarget { recognizer in
            guard recognizer.state == .changed else { return }
            recognizer.isEnabled = false
            recognizer.isEnabled = true
        }
        harness.script.down(1, 100, 100)
        harness.script.move(1, 110, 100, at: 0.1)
        harness.script.move(1, 120, 100, at: 0.2)
        harness.script.move(1, 130, 100, at: 0.3)
        harness.script.down(2, 200, 200, at: 0.4)
        harness.script.move(2, 220, 200, at: 0.5)
        harness.script.up(2, 220, 200, at: 0.6)
        harness.script.up(1, 130, 100, at: 0.7)
        XCTAssertEqual(harness.engine.traceText(only: ["action", "participants"]), [
            "@0.000 T1 participants: pan",
            "@0.100 act pan(.began) at (110,100) translation (0,0) velocity (0,0)",
            "@0.200 act pan(.changed) at (120,100) translation (10,0) velocity (0,0)",
            "@0.200 act pan(.cancelled) at (0,0) 0 touches translation (10,0) velocity (0,0)",
            "@0.400 T2 participants: pan",
            "@0.500 act pan(.began) at (220,200) translation (0,0) velocity (0,0)",
            "@0.600 act pan(.ended) at (220,200) 0 touches translation (0,0) velocity (0,0)",
        ])
        XCTAssertTrue(harness.story.contains("@0.200 pan changed → cancelled (disabled)"))
        assertQuiescent(harness.engine)
    }

    func testDisablingAPossiblePanFailsItAtOnce() {
        var harness = RecognizerHarness()
        let tap = TapGestureRecognizer(id: "tap"), pan = PanGestureRecognizer(id: "pan")
        harness.view.addGestureRecognizer(tap)
        harness.view.addGestureRecognizer(pan)
        tap.addTarget { _ in }
        harness.script.down(1, 100, 100)
        pan.isEnabled = false
        harness.script.move(1, 120, 100, at: 0.1)
        harness.script.up(1, 120, 100, at: 0.2)
        XCTAssertTrue(harness.story.contains("@0.000 pan possible → failed (disabled)"))
        XCTAssertEqual(harness.engine.traceText(only: ["action"]), [])
        pan.isEnabled = true
        assertQuiescent(harness.engine)
    }

    func testIllegalStateAssignmentsAreRefusedAndTraced() {
        var harness = RecognizerHarness()
        let tap = TapGestureRecognizer(id: "tap")
        harness.view.addGestureRecognizer(tap)
        harness.script.down(1, 100, 100)
        tap.setState(.began)
        XCTAssertEqual(tap.state, .possible)
        XCTAssertEqual(harness.engine.traceText(only: ["refused"]), ["@0.000 tap refused possible → began"])
        harness.script.up(1, 100, 100, at: 0.1)
        assertQuiescent(harness.engine)
    }
}
