@testable import App
import Drawing
import GestureEngine
import Session
import XCTest

/// When the window draws and how long it may sleep: a still window sleeps; input, timers,
/// animation and the title card's fade wake it; slow motion and pause stretch engine time.
final class WindowPacingTests: XCTestCase {
    func testAStillWindowSleepsAndInputWakesIt() throws {
        let window = try WindowUnderTest(["a.yaml": TestScenes.a], opening: "a.yaml")
        XCTAssertNotNil(window.frame(), "the first frame")
        XCTAssertNil(window.frame(), "not again at once")
        window.advance(by: TitleCardState.holdSeconds + TitleCardState.fadeSeconds + 1)
        _ = window.frame()
        window.advance(by: 0.1)
        _ = window.frame()
        window.advance(by: 0.1)
        XCTAssertNil(window.frame(), "nothing changed")
        XCTAssertEqual(window.model.waitSeconds(at: window.now), WindowModel.longestWait, "still: sleep as long as allowed")
        window.send(.fingers([TouchInput(fingerID: 1, phase: .down, location: window.windowPoint(Point(200, 150)))], fromTouchscreen: false))
        XCTAssertEqual(window.model.waitSeconds(at: window.now), 0, "a frame is due at once")
        XCTAssertNotNil(window.frame())
        XCTAssertGreaterThan(window.model.waitSeconds(at: window.now), 0, "the next frame waits for its interval")
        XCTAssertLessThanOrEqual(window.model.waitSeconds(at: window.now), 1.0 / 60 + 1e-9)
    }

    /// A held finger keeps frames coming (the timeline's axis runs on to now); slow motion
    /// stretches engine time; paused, nothing moves, no timer runs and the window sleeps until
    /// a step.
    func testAHeldFingerKeepsFramesComingSlowMotionStretchesTimeAndPauseStopsIt() throws {
        let window = try WindowUnderTest(["b.yaml": TestScenes.b], opening: "b.yaml")
        window.advance(by: 7)
        window.send(.command(.slower))
        let start = window.model.engineTime(at: window.now)
        window.send(.fingers([TouchInput(fingerID: 1, phase: .down, location: window.windowPoint(Point(300, 200)))], fromTouchscreen: false))
        for _ in 0..<10 {
            window.advance(by: 0.1)
            XCTAssertNotNil(window.frame(), "a frame every turn while the finger is held")
            XCTAssertLessThanOrEqual(window.model.waitSeconds(at: window.now), 1.0 / 60 + 1e-9)
        }
        XCTAssertEqual(window.model.engineTime(at: window.now) - start, 0.5, accuracy: 1e-9, "1 wall second at half speed")
        XCTAssertNotNil(window.model.session.engine.nextTimerDue, "the long press's timer is pending")
        window.send(.command(.pause))
        window.advance(by: 0.1)
        _ = window.frame()
        window.advance(by: 0.1)
        XCTAssertNil(window.frame())
        XCTAssertEqual(window.model.waitSeconds(at: window.now), WindowModel.longestWait, "paused: nothing to wake for")
        let engineNow = window.model.engineTime(at: window.now)
        window.advance(by: 5)
        XCTAssertEqual(window.model.engineTime(at: window.now), engineNow, "paused: engine time stands still")
        XCTAssertEqual(window.touchesTraced, ["1 began"], "the long press has not recognized: its timer waits")
        window.send(.command(.step))
        XCTAssertEqual(window.model.engineTime(at: window.now), engineNow + EngineClock.stepDuration, accuracy: 1e-12)
        window.send(.fingers([TouchInput(fingerID: 1, phase: .up, location: window.windowPoint(Point(300, 200)))], fromTouchscreen: false))
    }

    func testTheTitleCardFadesFrameByFrameThenTheWindowRests() throws {
        let window = try WindowUnderTest(["a.yaml": TestScenes.a], opening: "a.yaml")
        _ = window.frame()
        window.advance(by: TitleCardState.holdSeconds + 0.1)
        XCTAssertNotNil(window.frame(), "the fade changes the picture")
        window.advance(by: TitleCardState.fadeSeconds)
        XCTAssertNotNil(window.frame(), "faded out: one more frame without it")
        window.advance(by: 0.1)
        XCTAssertNil(window.frame())
    }

    func testQuitAfterAndACloseEndTheRunAndItsFrames() throws {
        let window = try WindowUnderTest(["a.yaml": TestScenes.a], opening: "a.yaml") { $0.quitAfter = 2 }
        window.advance(by: 1.9)
        XCTAssertFalse(window.model.isQuitting)
        window.advance(by: 0.1)
        XCTAssertTrue(window.model.isQuitting)
        let closed = try WindowUnderTest(["a.yaml": TestScenes.a], opening: "a.yaml")
        closed.send(.closeRequested)
        XCTAssertTrue(closed.model.isQuitting)
        XCTAssertNil(closed.frame())
    }

    /// The trace stream has every event once, in order, and the window keeps only what no
    /// reader has had.
    func testTheTraceIsStreamedOnceAndDroppedAfterwards() throws {
        let window = try WindowUnderTest(["a.yaml": TestScenes.a], opening: "a.yaml")
        for _ in 0..<3 { window.tap(at: window.windowPoint(Point(200, 150))) }
        XCTAssertEqual(window.touchesTraced, ["1 began", "1 ended", "2 began", "2 ended", "3 began", "3 ended"])
        XCTAssertEqual(window.traceLines.filter { $0.contains("\"tapped\"") }.count, 3, "each action once")
        XCTAssertTrue(window.model.session.engine.trace.events.isEmpty, "nothing kept that every reader has had")
    }
}
