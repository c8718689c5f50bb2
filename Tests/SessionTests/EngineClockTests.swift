@testable import Session
import XCTest

final class EngineClockTests: XCTestCase {
    func testSlowMotionPauseAndStepNeverRunTimeBackwards() {
        var clock = EngineClock()
        XCTAssertEqual(clock.engineTime(at: 2), 2)
        clock.setScale(0.5, atWall: 2)
        XCTAssertEqual(clock.engineTime(at: 4), 3, "half speed after 2 s")
        clock.togglePause(atWall: 4)
        XCTAssertEqual(clock.engineTime(at: 10), 3)
        clock.step(atWall: 10)
        XCTAssertEqual(clock.engineTime(at: 10), 3 + EngineClock.stepDuration, accuracy: 1e-12)
        clock.togglePause(atWall: 11)
        XCTAssertEqual(clock.engineTime(at: 13), 3 + EngineClock.stepDuration + 1, accuracy: 1e-12)
        clock.stepScale(-1, atWall: 13)
        XCTAssertEqual(clock.scale, 0.25)
        clock.stepScale(1, atWall: 13)
        clock.stepScale(1, atWall: 13)
        clock.stepScale(1, atWall: 13)
        XCTAssertEqual(clock.scale, 1, "never faster than real time")
    }

    func testStepDoesNothingWhileRunning() {
        var clock = EngineClock()
        clock.step(atWall: 1)
        XCTAssertEqual(clock.engineTime(at: 1), 1)
    }
}
