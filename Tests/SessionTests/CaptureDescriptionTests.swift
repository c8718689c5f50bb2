import GestureEngine
import SceneFormat
import Session
import XCTest

/// Issue 30 §3: a capture's description read "1.7910000000000004 s"; people read milliseconds,
/// while the end step keeps every digit so that a replay ends where capturing did.
final class CaptureDescriptionTests: XCTestCase {
    func testTheDescriptionRoundsTheDurationAndTheEndStepDoesNot() throws {
        let capture = InputCapture(startTime: 0.2)
        let text = capture.scriptFile(sceneName: "s", endTime: 0.2 + 1.7910000000000004)
        let duration = 0.2 + 1.7910000000000004 - 0.2
        XCTAssertTrue(text.contains("0 input events in 1.791 s.\""), text)
        XCTAssertTrue(text.contains("{t: \(duration), end: true}"), text)
        XCTAssertEqual(try SceneLoader.parseScript(text, file: "c.yaml").get().declaredEnd, duration)
    }

    func testTheSavedMessageIsAWholeLine() {
        let message = InputCapture(startTime: 0).savedMessage(path: "take.yaml", scenePath: "Scenes/intro.yaml")
        XCTAssertEqual(message, "capture: wrote take.yaml, 0 input events; replay: gesturescope trace Scenes/intro.yaml --script take.yaml\n")
    }
}
