import EngineTestSupport
@testable import GestureEngine
import XCTest

/// §7.0: an input sample that moves a finger and lifts it at the same instant applies the move
/// first (location, translation, velocity), then the lift.
final class SameInstantMoveAndLiftTests: EngineTestCase {
    private var harness = RecognizerHarness()

    override func setUp() {
        harness = RecognizerHarness()
    }

    private func moveAndLift(_ finger: Int, to point: Point, at time: Double) {
        harness.engine.send(InputEvent(time: time, changes: [
            TouchInput(fingerID: finger, phase: .move, location: point),
            TouchInput(fingerID: finger, phase: .up, location: point),
        ]))
    }

    func testAPanKeepsTheLastMoveInItsTranslationAndVelocity() {
        let pan = PanGestureRecognizer(id: "pan")
        var atEnd: (translation: Point, velocity: Point)?
        pan.addTarget { recognizer in
            guard recognizer.state == .ended, let pan = recognizer as? PanGestureRecognizer else { return }
            atEnd = (pan.translation(in: nil), pan.velocity(in: nil))
        }
        harness.view.addGestureRecognizer(pan)
        // 1000 pt/s along x: 10 pt every 10 ms, the last step lifting in the same sample.
        harness.script.down(1, 100, 100)
        for step in 1...4 { harness.script.move(1, 100 + Double(step) * 10, 100, at: Double(step) * 0.01) }
        moveAndLift(1, to: Point(150, 100), at: 0.05)
        XCTAssertEqual(harness.story, [
            "@0.000 down T1 (100,100)",
            "@0.000 T1 participants: pan",
            "@0.000 V.began(T1)",
            "@0.010 move T1 (110,100)",
            "@0.010 pan possible → began (moved 10 pt)",
            "@0.010 V.cancelled(T1)",
            "@0.010 act pan(.began) at (110,100) translation (0,0) velocity (1000,0)",
            "@0.020 move T1 (120,100)",
            "@0.020 pan began → changed",
            "@0.020 act pan(.changed) at (120,100) translation (10,0) velocity (1000,0)",
            "@0.030 move T1 (130,100)",
            "@0.030 pan changed → changed",
            "@0.030 act pan(.changed) at (130,100) translation (20,0) velocity (1000,0)",
            "@0.040 move T1 (140,100)",
            "@0.040 pan changed → changed",
            "@0.040 act pan(.changed) at (140,100) translation (30,0) velocity (1000,0)",
            "@0.050 move T1 (150,100)",
            "@0.050 pan changed → changed",
            "@0.050 act pan(.changed) at (150,100) translation (40,0) velocity (1000,0)",
            "@0.050 up T1 (150,100)",
            "@0.050 pan changed → ended",
            "@0.050 act pan(.ended) at (150,100) 0 touches translation (40,0) velocity (1000,0)",
            "@0.050 pan ended → possible (reset)",
        ])
        XCTAssertEqual(atEnd?.translation, Point(40, 0), "began at 110; the lift's sample ends at 150")
        XCTAssertEqual(atEnd?.velocity.x ?? 0, 1000, accuracy: 1e-6)
        XCTAssertEqual(atEnd?.velocity.y ?? 1, 0, accuracy: 1e-9)
        assertQuiescent(harness.engine)
    }

    func testATapWhoseFingerMovedTooFarInTheLiftingSampleFailsForMovement() {
        harness.view.addGestureRecognizer(TapGestureRecognizer(id: "tap"))
        harness.script.down(1, 100, 100)
        moveAndLift(1, to: Point(200, 100), at: 0.1)
        XCTAssertEqual(harness.story, [
            "@0.000 down T1 (100,100)",
            "@0.000 T1 participants: tap",
            "@0.000 V.began(T1)",
            "@0.100 move T1 (200,100)",
            "@0.100 tap possible → failed (exceeded allowable movement)",
            "@0.100 V.moved(T1)",
            "@0.100 up T1 (200,100)",
            "@0.100 V.ended(T1)",
            "@0.100 tap failed → possible (reset)",
        ])
        assertQuiescent(harness.engine)
    }
}
