import EngineTestSupport
@testable import GestureEngine
import XCTest

/// §6.3–6.5 decided in one turn: "TAP1 requires TAP2 to fail" and both recognize at one lift.
/// TAP1 waits while TAP2 is unresolved, TAP2 recognizes and acts, TAP1 is suppressed — whatever
/// the participant order and whichever form establishes the requirement (§6.1).
final class SameTurnFailureRequirementTests: EngineTestCase {
    /// A tap whose subclass requires every other tap to fail.
    private final class TapRequiringTaps: TapGestureRecognizer {
        override func shouldRequireFailure(of other: GestureRecognizer) -> Bool { other is TapGestureRecognizer }
    }

    /// A tap whose subclass answers "every other tap requires me to fail".
    private final class TapRequiredByTaps: TapGestureRecognizer {
        override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { other is TapGestureRecognizer }
    }

    private enum Form: CaseIterable {
        case requireToFail, shouldRequireFailureOf, shouldBeRequiredToFailBy, subclassRequires, subclassRequired
    }

    /// One tap on a view holding TAP1 and TAP2 (TAP1 requiring TAP2 through `form`), added in
    /// `order`.
    private func oneTap(_ form: Form, tap1First: Bool) -> RecognizerHarness {
        var harness = RecognizerHarness()
        let tap1 = form == .subclassRequires ? TapRequiringTaps(id: "TAP1") : TapGestureRecognizer(id: "TAP1")
        let tap2 = form == .subclassRequired ? TapRequiredByTaps(id: "TAP2") : TapGestureRecognizer(id: "TAP2")
        let delegate = ScriptedDelegate()
        switch form {
        case .requireToFail: tap1.require(toFail: tap2)
        case .shouldRequireFailureOf:
            delegate.requireFailureOf = { $0 === tap2 }
            tap1.delegate = delegate
        case .shouldBeRequiredToFailBy:
            delegate.requiredToFailBy = { $0 === tap1 }
            tap2.delegate = delegate
        case .subclassRequires, .subclassRequired: break
        }
        for tap in tap1First ? [tap1, tap2] : [tap2, tap1] { harness.view.addGestureRecognizer(tap) }
        harness.script.down(1, 100, 100)
        harness.script.up(1, 100, 100, at: 0.1)
        return harness
    }

    func testTheSmallestCaseWithTheRequiringTapFirst() {
        let harness = oneTap(.requireToFail, tap1First: true)
        XCTAssertEqual(harness.engine.traceText(only: ["state", "action", "wait", "suppressed"]), [
            "@0.100 TAP1 possible → ended",
            "@0.100 TAP1 waits for TAP2 to fail",
            "@0.100 TAP2 possible → ended",
            "@0.100 TAP1 suppressed: TAP2 recognized",
            "@0.100 act TAP2(.ended) at (100,100) 0 touches",
            "@0.100 TAP1 ended → possible (reset)",
            "@0.100 TAP2 ended → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }

    func testTheSmallestCaseWithTheRequiredTapFirst() {
        let harness = oneTap(.requireToFail, tap1First: false)
        XCTAssertEqual(harness.engine.traceText(only: ["state", "action", "wait", "suppressed"]), [
            "@0.100 TAP2 possible → ended",
            "@0.100 TAP1 possible → ended",
            "@0.100 TAP1 suppressed: TAP2 recognized",
            "@0.100 act TAP2(.ended) at (100,100) 0 touches",
            "@0.100 TAP2 ended → possible (reset)",
            "@0.100 TAP1 ended → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }

    func testEveryFormOfTheRequirementInEitherOrder() {
        for form in Form.allCases {
            for tap1First in [true, false] {
                let harness = oneTap(form, tap1First: tap1First)
                XCTAssertEqual(harness.engine.traceText(only: ["action"]), ["@0.100 act TAP2(.ended) at (100,100) 0 touches"],
                               "\(form), TAP1 added first: \(tap1First)")
                XCTAssertFalse(harness.engine.traceText(only: ["state"]).contains { $0.contains("excluded by TAP1") },
                               "\(form), TAP1 added first: \(tap1First)")
            }
        }
    }

    /// A chain in one turn: A requires B, B requires C, three taps recognizing at one lift, in
    /// every participant order. C acts; B, waiting on C, is suppressed — which fails A's
    /// requirement (§6.7), so A is decided (ruled out by the active C) rather than left waiting.
    /// Every recognizer resets, and the next touch has all three as participants again.
    func testAChainDecidedInOneTurnLeavesNoRecognizerWaiting() {
        let orders = [["A", "B", "C"], ["A", "C", "B"], ["B", "A", "C"], ["B", "C", "A"], ["C", "A", "B"], ["C", "B", "A"]]
        for order in orders {
            var harness = RecognizerHarness()
            let taps = Dictionary(uniqueKeysWithValues: ["A", "B", "C"].map { ($0, TapGestureRecognizer(id: $0)) })
            taps["A"]!.require(toFail: taps["B"]!)
            taps["B"]!.require(toFail: taps["C"]!)
            for id in order { harness.view.addGestureRecognizer(taps[id]!) }
            harness.script.down(1, 100, 100)
            harness.script.up(1, 100, 100, at: 0.1)
            harness.script.down(1, 100, 100, at: 0.5)
            harness.script.up(1, 100, 100, at: 0.6)
            XCTAssertEqual(harness.engine.traceText(only: ["action"]), ["@0.100 act C(.ended) at (100,100) 0 touches",
                                                                         "@0.600 act C(.ended) at (100,100) 0 touches"], "\(order)")
            XCTAssertEqual(harness.engine.traceText(only: ["participants"]).count, 2, "\(order)")
            XCTAssertTrue(harness.engine.traceText(only: ["participants"]).allSatisfy { line in ["A", "B", "C"].allSatisfy(line.contains) },
                          "\(order): every tap takes part in the second sequence")
            assertQuiescent(harness.engine)
        }
    }

    /// TAP1 requires TAP2 through its delegate, and its delegate refuses shouldBegin: in either
    /// order TAP1 is asked shouldBegin (§4.6) and fails; TAP2 acts.
    func testShouldBeginIsAskedInEitherOrder() {
        for tap1First in [true, false] {
            var harness = RecognizerHarness()
            let tap1 = TapGestureRecognizer(id: "TAP1"), tap2 = TapGestureRecognizer(id: "TAP2")
            let delegate = ScriptedDelegate()
            delegate.requireFailureOf = { $0 === tap2 }
            delegate.shouldBegin = false
            tap1.delegate = delegate
            for tap in tap1First ? [tap1, tap2] : [tap2, tap1] { harness.view.addGestureRecognizer(tap) }
            harness.script.down(1, 100, 100)
            harness.script.up(1, 100, 100, at: 0.1)
            let story = harness.engine.traceText(only: ["ask", "state", "action"])
            XCTAssertTrue(story.contains("@0.100 ask TAP1 shouldBegin → false"), "TAP1 first: \(tap1First)")
            XCTAssertTrue(story.contains("@0.100 TAP1 possible → failed (shouldBegin false)"), "TAP1 first: \(tap1First)")
            XCTAssertFalse(story.contains("@0.100 TAP1 possible → ended"), "TAP1 first: \(tap1First)")
            XCTAssertEqual(harness.engine.traceText(only: ["action"]), ["@0.100 act TAP2(.ended) at (100,100) 0 touches"])
        }
    }
}
