@testable import App
import Drawing
import GestureEngine
import Session
import XCTest

/// Keeping what happens: captures started and stopped, saved when the scene is left or the run
/// ends, screenshots named after the scene and the engine time.
final class CaptureWindowTests: XCTestCase {
    private struct CaptureNotWritten: Error {}

    private func window(configure: (inout WindowOptions) -> Void = { _ in }) throws -> WindowUnderTest {
        try WindowUnderTest(["a.yaml": TestScenes.a, "b.yaml": TestScenes.b], opening: "a.yaml", gallery: ["a.yaml", "b.yaml"],
                            configure: configure)
    }

    /// The capture's script: its taps, in the capture's own seconds.
    private func capturedScript(_ effects: [WindowEffect]) throws -> (path: String, text: String, failure: WindowEffect.CaptureFailure) {
        for effect in effects {
            if case let .writeCapture(path, contents, _, failure) = effect { return (path, contents, failure) }
        }
        XCTFail("no capture written in \(effects)")
        throw CaptureNotWritten()
    }

    func testCStartsAFreshCaptureBesideOthersAndCAgainSavesIt() throws {
        let window = try window()
        window.files.otherFiles = ["capture-a.yaml"]
        window.advance(by: 1)
        window.send(.command(.toggleCapture))
        XCTAssertEqual(window.takeEffects(), [.setTitle("A — Gesturescope"),
                                              .say("capturing live input to capture-a-2.yaml… (C again stops and saves)\n")],
                       "a fresh start of the scene, and a name no file has")
        XCTAssertTrue(window.texts().contains { $0.hasPrefix("● capturing") })
        window.advance(by: 0.5)
        window.tap(at: window.windowPoint(Point(200, 150)))
        window.send(.command(.toggleCapture))
        let saved = try capturedScript(window.takeEffects())
        XCTAssertEqual(saved.path, "capture-a-2.yaml")
        XCTAssertEqual(saved.failure, .sayAndGoOn, "a failed save the person asked for is said; the window goes on")
        XCTAssertTrue(saved.text.contains("{t: 0.5, down: 1"), saved.text)
        XCTAssertTrue(saved.text.contains("up: 1"), saved.text)
        XCTAssertNil(window.model.session.capture)
    }

    /// `run --capture`: from the window's opening, into its file; leaving the scene saves it and
    /// a failure then ends the run (the performance would be lost).
    func testACaptureIsSavedWhenTheSceneIsLeftOrTheRunEnds() throws {
        let window = try window { $0.captureOutput = "take.yaml" }
        window.tap(at: window.windowPoint(Point(200, 150)))
        window.send(.command(.nextScene))
        let left = try capturedScript(window.takeEffects())
        XCTAssertEqual(left.path, "take.yaml")
        XCTAssertEqual(left.failure, .endRun)
        XCTAssertNil(window.model.session.capture, "the next scene is not captured by itself")

        let ending = try self.window { $0.captureOutput = "take.yaml" }
        ending.send(.fingers([TouchInput(fingerID: 1, phase: .down, location: ending.windowPoint(Point(200, 150)))], fromTouchscreen: false))
        let finished = try capturedScript(ending.model.finish(at: 2))
        XCTAssertTrue(finished.text.contains("cancel: 1"), "the finger still down is cancelled in the capture: \(finished.text)")
        XCTAssertEqual(finished.failure, .endRun)
    }

    func testAScreenshotIsTheWindowWithoutTheStripNamedAfterTheEngineTime() throws {
        let window = try window()
        window.advance(by: 0.25)
        _ = window.frame()
        window.send(.command(.screenshot))
        guard case let .screenshot(frame, path) = try XCTUnwrap(window.takeEffects().first) else { return XCTFail("no screenshot") }
        XCTAssertEqual(path, "a-0.25s.png")
        XCTAssertEqual(frame, window.model.lastPresentedFrame)
        window.send(.command(.toggleControlStrip))
        window.send(.command(.slower))
        window.advance(by: 1)
        window.send(.command(.screenshot))
        guard case let .screenshot(withStrip, name) = try XCTUnwrap(window.takeEffects().first) else { return XCTFail("no screenshot") }
        XCTAssertEqual(name, "a-0.75s.png", "engine time runs at half speed after `[`")
        XCTAssertFalse(withStrip.commands.contains { if case let .text(run) = $0 { run.text == "More…" } else { false } }, "no strip in it")
    }
}
