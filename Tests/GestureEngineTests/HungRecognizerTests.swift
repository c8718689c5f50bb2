import EngineTestSupport
@testable import GestureEngine
import XCTest

/// §4.11 (project choice, docs/ARCHITECTURE.md): a recognizer still possible when its sequence
/// ends, holding no touch and no timer, is failed as hung, which releases whoever waits on it.
final class HungRecognizerTests: EngineTestCase {
    /// A custom recognizer that neither recognizes nor ever fails on its own (against §4.13).
    private final class NeverFailing: GestureRecognizer {}

    func testAHungRecognizerIsFailedWhenTheSequenceEndsAndReleasesItsDependent() {
        var harness = RecognizerHarness()
        let tap = TapGestureRecognizer(id: "tap"), stuck = NeverFailing(id: "stuck")
        tap.require(toFail: stuck)
        harness.view.addGestureRecognizer(tap)
        harness.view.addGestureRecognizer(stuck)
        harness.script.down(1, 100, 100)
        harness.script.up(1, 100, 100, at: 0.1)
        XCTAssertEqual(harness.story, [
            "@0.000 down T1 (100,100)",
            "@0.000 T1 participants: tap, stuck",
            "@0.000 V.began(T1)",
            "@0.100 up T1 (100,100)",
            "@0.100 tap possible → ended",
            "@0.100 tap waits for stuck to fail",
            "@0.100 V.ended(T1) withheld",
            "@0.100 stuck possible → failed (hung: no touch and no timer)",
            "@0.100 V.cancelled(T1)",
            "@0.100 act tap(.ended) at (100,100) 0 touches",
            "@0.100 tap ended → possible (reset)",
            "@0.100 stuck failed → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }
}
