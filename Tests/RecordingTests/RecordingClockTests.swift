@testable import Recording
import SceneFormat
import XCTest

/// Which engine moment each video frame shows: frame counts for a duration and rate, slow
/// motion from the command line and from the script, lead-in and hold.
final class RecordingClockTests: XCTestCase {
    func testTenSecondsAtSixtyFramesAreSixHundredFrames() {
        let clock = RecordingClock(framesPerSecond: 60, from: 0, to: 10)
        XCTAssertEqual(clock.frameCount, 600)
        XCTAssertEqual(clock.engineTime(ofFrame: 0), 0)
        XCTAssertEqual(clock.engineTime(ofFrame: 30), 0.5, accuracy: 1e-12)
        XCTAssertEqual(clock.engineTime(ofFrame: 599), 599.0 / 60, accuracy: 1e-12)
    }

    func testSlowMotionStretchesTheVideoNotTheInput() {
        let clock = RecordingClock(framesPerSecond: 60, from: 1, to: 3, timeScale: 0.25)
        XCTAssertEqual(clock.duration, 8, accuracy: 1e-12)
        XCTAssertEqual(clock.frameCount, 480)
        XCTAssertEqual(clock.engineTime(ofFrame: 0), 1)
        XCTAssertEqual(clock.engineTime(ofFrame: 240), 2, accuracy: 1e-12, "four video seconds per engine second")
    }

    func testTheScriptsSpeedChangesSlowTheMomentThatMatters() {
        let changes = [InputScript.SpeedChange(time: 1, timeScale: 0.5), InputScript.SpeedChange(time: 2, timeScale: 1)]
        let clock = RecordingClock(framesPerSecond: 10, from: 0, to: 3, timeScale: 1, speedChanges: changes, leadIn: 0.5, hold: 1)
        // 0.5 lead-in + 1 + 2 (the slow second) + 1 + 1 hold.
        XCTAssertEqual(clock.duration, 5.5, accuracy: 1e-12)
        XCTAssertEqual(clock.frameCount, 55)
        XCTAssertEqual(clock.engineTime(ofFrame: 4), 0, "held during the lead-in")
        XCTAssertEqual(clock.engineTime(ofFrame: 10), 0.5, accuracy: 1e-12)
        XCTAssertEqual(clock.engineTime(ofFrame: 25), 1.5, accuracy: 1e-12, "half speed from t = 1")
        XCTAssertEqual(clock.engineTime(ofFrame: 40), 2.5, accuracy: 1e-12, "full speed again from t = 2")
        XCTAssertEqual(clock.engineTime(ofFrame: 54), 3, "held at the end")
        let times = (0..<clock.frameCount).map(clock.engineTime(ofFrame:))
        XCTAssertEqual(times, times.sorted(), "engine time never goes back")
    }
}

/// The progress bar's line: frames done, speed, time left.
final class ProgressBarTests: XCTestCase {
    func testTheLineSaysFramesSpeedAndTimeLeft() {
        XCTAssertEqual(ProgressBar.line(label: "record", done: 150, total: 600, elapsed: 0.5),
                       "record [======>                 ] 150/600 frames  300 fps  ETA 2 s ")
        XCTAssertEqual(ProgressBar.line(label: "gif", done: 10, total: 10, elapsed: 1),
                       "gif [========================] 10/10 frames  10 fps  ETA 0 s ")
    }
}
