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
}
