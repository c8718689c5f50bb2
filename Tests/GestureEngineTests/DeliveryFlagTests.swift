import EngineTestSupport
@testable import GestureEngine
import XCTest

/// §3.2–3.4 delivery flags, each on and off, and the TouchDemo touch delay (§11 E8).
final class DeliveryFlagTests: EngineTestCase {
    private var harness = RecognizerHarness()

    override func setUp() {
        harness = RecognizerHarness()
    }

    private var deliveries: [String] { harness.engine.traceText(only: ["deliver", "action"]) }

    func testE8HoldingPastTheDelayReplaysBegan() {
        harness.view.addGestureRecognizer(TouchDelayGestureRecognizer(id: "TD"))
        harness.script.down(1, 100, 100)
        harness.script.advance(to: 0.2)
        harness.script.up(1, 100, 100, at: 0.3)
        XCTAssertEqual(deliveries, ["@0.150 V.began(T1)", "@0.300 V.ended(T1)"])
        assertQuiescent(harness.engine)
    }

    func testE8AQuickTapGetsBeganAndEndedInOneTurn() {
        harness.view.addGestureRecognizer(TouchDelayGestureRecognizer(id: "TD"))
        harness.script.down(1, 100, 100)
        harness.script.up(1, 100, 100, at: 0.08)
        XCTAssertEqual(deliveries, ["@0.080 V.began(T1)", "@0.080 V.ended(T1)"])
        assertQuiescent(harness.engine)
    }

    func testE8ASlowSwipeIsTakenByThePanBeforeTheViewHearsAnything() {
        harness.view.addGestureRecognizer(TouchDelayGestureRecognizer(id: "TD"))
        harness.view.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
        harness.script.down(1, 100, 100)
        harness.script.move(1, 105, 100, at: 0.05)
        harness.script.move(1, 110, 100, at: 0.1)
        harness.script.move(1, 120, 100, at: 0.2)
        harness.script.up(1, 120, 100, at: 0.25)
        XCTAssertEqual(deliveries, ["@0.100 act pan(.began) at (110,100) translation (0,0) velocity (0,0)", "@0.200 act pan(.changed) at (120,100) translation (10,0) velocity (0,0)", "@0.250 act pan(.ended) at (120,100) 0 touches translation (10,0) velocity (0,0)"])
        XCTAssertTrue(harness.story.contains("@0.100 TD possible → failed (excluded by pan)"))
        assertQuiescent(harness.engine)
    }

    func testE8WithoutTheDelayTheViewFlashesBeganThenCancelled() {
        harness.view.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
        harness.script.down(1, 100, 100)
        harness.script.move(1, 110, 100, at: 0.1)
        harness.script.up(1, 110, 100, at: 0.2)
        XCTAssertEqual(deliveries.prefix(3), ["@0.000 V.began(T1)", "@0.100 V.cancelled(T1)", "@0.100 act pan(.began) at (110,100) translation (0,0) velocity (0,0)"])
    }

    func testWithheldMovesCoalesceIntoOneWhenTheDelayEnds() {
        harness.view.addGestureRecognizer(TouchDelayGestureRecognizer(id: "TD"))
        harness.script.down(1, 100, 100)
        harness.script.move(1, 102, 100, at: 0.05)
        harness.script.move(1, 104, 100, at: 0.1)
        harness.script.advance(to: 0.2)
        harness.script.up(1, 104, 100, at: 0.3)
        XCTAssertEqual(deliveries, ["@0.150 V.began(T1)", "@0.150 V.moved(T1)", "@0.300 V.ended(T1)"])
    }

    func testCancelsTouchesInViewOffLetsTheViewKeepItsTouch() {
        let pan = PanGestureRecognizer(id: "pan")
        pan.cancelsTouchesInView = false
        harness.view.addGestureRecognizer(pan)
        harness.script.down(1, 100, 100)
        harness.script.move(1, 110, 100, at: 0.1)
        harness.script.up(1, 110, 100, at: 0.2)
        XCTAssertEqual(deliveries, [
            "@0.000 V.began(T1)", "@0.100 act pan(.began) at (110,100) translation (0,0) velocity (0,0)", "@0.100 V.moved(T1)", "@0.200 act pan(.ended) at (110,100) 0 touches translation (0,0) velocity (0,0)", "@0.200 V.ended(T1)",
        ])
        assertQuiescent(harness.engine)
    }

    func testDelaysTouchesEndedOffDeliversEndedBeforeTheTapDecides() {
        let double = TapGestureRecognizer(id: "D")
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        harness.view.addGestureRecognizer(double)
        harness.script.down(1, 100, 100)
        harness.script.up(1, 100, 100, at: 0.1)
        harness.script.advance(to: 1)
        XCTAssertEqual(deliveries, ["@0.000 V.began(T1)", "@0.100 V.ended(T1)"])
        assertQuiescent(harness.engine)
    }

    func testDelaysTouchesEndedOnHoldsEndedUntilTheDoubleTapFails() {
        let double = TapGestureRecognizer(id: "D")
        double.numberOfTapsRequired = 2
        harness.view.addGestureRecognizer(double)
        harness.script.down(1, 100, 100)
        harness.script.up(1, 100, 100, at: 0.1)
        harness.script.advance(to: 1)
        XCTAssertEqual(deliveries, ["@0.000 V.began(T1)", "@0.400 V.ended(T1)"])
        assertQuiescent(harness.engine)
    }

    func testIgnoredTouchesAreNeverHeldOrCancelled() {
        let pan = PanGestureRecognizer(id: "pan")
        pan.maximumNumberOfTouches = 1
        pan.delaysTouchesBegan = true
        harness.view.isMultipleTouchEnabled = true
        harness.view.addGestureRecognizer(pan)
        harness.script.down(1, 100, 100)
        harness.script.down(2, 200, 200, at: 0.05)
        harness.script.up(2, 200, 200, at: 0.1)
        harness.script.up(1, 100, 100, at: 0.2)
        XCTAssertEqual(deliveries, ["@0.050 V.began(T2)", "@0.100 V.ended(T2)", "@0.200 V.began(T1)", "@0.200 V.ended(T1)"])
        assertQuiescent(harness.engine)
    }
}
