import EngineTestSupport
import Foundation
import GestureEngine
import SceneFormat
import Session
import XCTest

/// A capture keeps what made each touch (the mouse, a touchscreen finger, Alt-drag's second
/// finger), and its replay labels each finger with it, as the window did live — not `script`.
final class CaptureSourceTests: EngineTestCase {
    private func scene() throws -> SceneDescription {
        try SceneLoader.parseScene("name: s\nwindow: {size: [400, 400]}\nviews:\n  - {id: v, frame: [0, 0, 400, 400]}\n", file: "s.yaml").get()
    }

    func testAReplayedCaptureShowsEachFingersSource() throws {
        let live = sessionUnderTest(try scene())
        live.capture = InputCapture(startTime: 0)
        // The mouse's pointer finger (-1), Alt-drag's second finger (-2), and an SDL finger.
        live.advance(to: 0.5)
        live.send(.touches(InputEvent(time: 0.5, changes: [TouchInput(fingerID: -1, phase: .down, location: Point(100, 100)),
                                                           TouchInput(fingerID: -2, phase: .down, location: Point(300, 300))])))
        live.advance(to: 0.6)
        live.send(.touches(InputEvent(time: 0.6, changes: [TouchInput(fingerID: 90_001, phase: .down, location: Point(200, 50))])))
        let liveSources = live.overlay.liveTouches.compactMap(\.source)
        XCTAssertEqual(Set(liveSources), ["mouse", "simulated", "finger"])
        live.advance(to: 0.8)
        live.send(.touches(InputEvent(time: 0.8, changes: [-1, -2, 90_001].map { TouchInput(fingerID: $0, phase: .up, location: Point(0, 0)) })))

        let text = try XCTUnwrap(live.capture).scriptFile(sceneName: "s", endTime: 1)
        XCTAssertTrue(text.contains("source: mouse") && text.contains("source: simulated") && text.contains("source: finger"), text)
        let script = try SceneLoader.parseScript(text, file: "capture.yaml").get()
        let replay = sessionUnderTest(try scene())
        replay.play(script, from: 0)
        replay.advance(to: 0.7)
        XCTAssertEqual(replay.overlay.liveTouches.compactMap(\.source), liveSources, "each finger shows its live source, in touch order")
        replay.advance(to: 1)
    }

    func testAScriptWithoutSourcesIsTheScripts() throws {
        let script = try SceneLoader.parseScript("script:\n  - {t: 0, down: 1, at: [10, 10]}\n  - {t: 1, up: 1}\n", file: "plain.yaml").get()
        let replay = sessionUnderTest(try scene())
        replay.play(script, from: 0)
        replay.advance(to: 0.5)
        XCTAssertEqual(replay.overlay.liveTouches.compactMap(\.source), ["script"])
        replay.advance(to: 1.5)
    }

    func testAnUnknownSourceIsAPositionedError() {
        let result = SceneLoader.parseScript("script:\n  - {t: 0, down: 1, at: [10, 10], source: tentacle}\n  - {t: 1, up: 1}\n", file: "bad.yaml")
        guard case let .failure(errors) = result else { return XCTFail("a source 'tentacle' was accepted") }
        XCTAssertTrue(errors.description.contains("bad.yaml:2:"), errors.description)
        XCTAssertTrue(errors.description.contains("unknown touch source 'tentacle'"), errors.description)
    }
}
