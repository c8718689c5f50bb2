import EngineTestSupport
@testable import GestureEngine
import XCTest

final class TapBoundaryTests: EngineTestCase {
    private func run(_ configure: (TapGestureRecognizer) -> Void = { _ in }, _ steps: (inout TouchScript) -> Void) -> (actions: [String], story: [String], engine: Engine) {
        let harness = RecognizerHarness()
        let tap = TapGestureRecognizer(id: "tap")
        configure(tap)
        harness.view.addGestureRecognizer(tap)
        var script = harness.script
        steps(&script)
        script.advance(to: 5)
        return (harness.engine.traceText(only: ["action"]), harness.story, harness.engine)
    }

    func testMovementUpToFifteenPointsStillTaps() {
        let result = run { script in
            script.down(1, 100, 100)
            script.move(1, 109, 112, at: 0.05)   // exactly 15 pt
            script.up(1, 109, 112, at: 0.1)
        }
        XCTAssertEqual(result.actions, ["@0.100 act tap(.ended) at (100,100) 0 touches"])
        assertQuiescent(result.engine)
    }

    func testMovementJustOverFifteenPointsFails() {
        let result = run { script in
            script.down(1, 100, 100)
            script.move(1, 109, 112.1, at: 0.05)
            script.up(1, 109, 112.1, at: 0.1)
        }
        XCTAssertEqual(result.actions, [])
        XCTAssertTrue(result.story.contains("@0.050 tap possible → failed (exceeded allowable movement)"))
        XCTAssertTrue(result.story.contains("@0.100 V.ended(T1)"), "a failed tap releases the held ended")
        assertQuiescent(result.engine)
    }

    func testNoMaximumHold() {
        let result = run { script in
            script.down(1, 100, 100)
            script.up(1, 100, 100, at: 3)
        }
        XCTAssertEqual(result.actions, ["@3.000 act tap(.ended) at (100,100) 0 touches"])
    }

    func testTwoFingerTapNeedsBothDownBeforeAnyLift() {
        let together = run({ $0.numberOfTouchesRequired = 2 }) { script in
            script.down(1, 100, 100)
            script.down(2, 150, 100, at: 0.02)
            script.up(1, 100, 100, at: 0.1)
            script.up(2, 150, 100, at: 0.12)
        }
        XCTAssertEqual(together.actions, ["@0.120 act tap(.ended) at (125,100) 0 touches"])
        let staggered = run({ $0.numberOfTouchesRequired = 2 }) { script in
            script.down(1, 100, 100)
            script.up(1, 100, 100, at: 0.05)
            script.down(2, 150, 100, at: 0.1)
            script.up(2, 150, 100, at: 0.15)
        }
        XCTAssertEqual(staggered.actions, [])
        XCTAssertTrue(staggered.story.contains("@0.050 tap possible → failed (lifted before 2 touches were down)"))
        assertQuiescent(staggered.engine)
    }

    func testThirdFingerFailsATwoFingerTap() {
        let result = run({ $0.numberOfTouchesRequired = 2 }) { script in
            script.down(1, 100, 100)
            script.down(2, 150, 100, at: 0.01)
            script.down(3, 200, 100, at: 0.02)
            script.up(1, 100, 100, at: 0.1)
            script.up(2, 150, 100, at: 0.1)
            script.up(3, 200, 100, at: 0.1)
        }
        XCTAssertEqual(result.actions, [])
        XCTAssertTrue(result.story.contains("@0.020 tap possible → failed (too many touches)"))
        assertQuiescent(result.engine)
    }

    func testSecondTapFartherThan44PointsFailsTheDoubleTap() {
        let near = run({ $0.numberOfTapsRequired = 2 }) { script in
            script.down(1, 100, 100)
            script.up(1, 100, 100, at: 0.05)
            script.down(1, 144, 100, at: 0.1)
            script.up(1, 144, 100, at: 0.15)
        }
        XCTAssertEqual(near.actions, ["@0.150 act tap(.ended) at (100,100) 0 touches"])
        let far = run({ $0.numberOfTapsRequired = 2 }) { script in
            script.down(1, 100, 100)
            script.up(1, 100, 100, at: 0.05)
            script.down(1, 144.5, 100, at: 0.1)
            script.up(1, 144.5, 100, at: 0.15)
        }
        XCTAssertEqual(far.actions, [])
        assertQuiescent(far.engine)
    }
}
