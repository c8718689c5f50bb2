import EngineTestSupport
import Foundation
import GestureEngine
import SceneFormat
import Session
import XCTest

/// Live input kept as a script and replayed from a fresh session gives the live trace, byte for
/// byte: events sharing an instant stay apart, input stamped before the engine's time is taken at
/// its time, odd finger numbers, changing force and a cancel of everything all come back.
final class InputCaptureTests: EngineTestCase {
    private let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes")

    private func scene(_ name: String) throws -> SceneDescription {
        try SceneLoader.loadScene(path: scenes.appendingPathComponent("\(name).yaml").path).get()
    }

    private func touch(_ finger: Int, _ phase: TouchInput.Phase, _ x: Double, _ y: Double, force: Double = 1) -> TouchInput {
        TouchInput(fingerID: finger, phase: phase, location: Point(x, y), type: .direct, force: force)
    }

    private func jsonLines(_ session: SceneSession) -> String {
        session.engine.trace.events.map { $0.jsonLine + "\n" }.joined()
    }

    func testACaptureReplaysToTheLiveTrace() throws {
        let description = try scene("widget-4-pan-requires-tap")
        let live = sessionUnderTest(description)
        live.capture = InputCapture(startTime: 0)
        // SDL's finger numbers are large; a tap whose down and up share a time stamp; a drag
        // with changing force; a second finger; input stamped before the engine's time.
        let inputs: [(Double, [TouchInput])] = [
            (0.5, [touch(90_001, .down, 300, 300)]),
            (0.5, [touch(90_001, .up, 300, 300)]),
            (0.9, [touch(7, .down, 330, 320, force: 0.4)]),
            (0.95, [touch(7, .move, 340, 324, force: 0.6)]),
            (0.95, [touch(7, .move, 350, 328, force: 0.7)]),
            (1.0, [touch(7, .move, 380, 340, force: 0.5), touch(8, .down, 200, 200)]),
            (1.2, [touch(8, .move, 210, 205)]),
            // A lift that never came: finger 8 comes down again, still down.
            (1.25, [touch(8, .down, 230, 215)]),
        ]
        for (time, changes) in inputs {
            live.advance(to: time)
            live.send(.touches(InputEvent(time: time, changes: changes)))
        }
        live.advance(to: 1.4)
        live.send(.touches(InputEvent(time: 1.3, changes: [touch(8, .move, 220, 210)])))
        live.send(.cancelAll(time: 1.5))
        live.advance(to: 3)
        let capture = try XCTUnwrap(live.capture)
        XCTAssertEqual(capture.eventCount, 10)
        let text = capture.scriptFile(sceneName: description.name, endTime: 3)
        let script = try SceneLoader.parseScript(text, file: "capture.yaml").get()
        XCTAssertEqual(script.steps.filter(\.isSeparateEvent).count, 2, "the up at 0.5 and the move at 0.95 stay events of their own")
        XCTAssertEqual(script.declaredEnd, 3)
        XCTAssertTrue(text.contains("again: true"), "the repeated down is one step")
        let replayed = replayUnderTest(of: description, playing: .script(script, timeScale: 1))
        XCTAssertEqual(jsonLines(replayed), jsonLines(live))
    }

    func testMoreThanAScriptHoldsIsNotKept() throws {
        let steps = 200
        var capture = InputCapture(startTime: 0, stepLimit: steps)
        capture.record(InputEvent(time: 0, changes: [touch(1, .down, 10, 10)]), engineNow: 0)
        for index in 1..<steps {
            capture.record(InputEvent(time: Double(index) / 1000, changes: [touch(1, .move, 10, 10 + Double(index % 7))]), engineNow: 0)
        }
        XCTAssertTrue(capture.isFull)
        XCTAssertLessThan(capture.eventCount, steps)
        // Cut short, it is still a script: the finger still down is cancelled where it stops.
        var limits = SceneLimits.standard
        limits.scriptSteps = steps
        let script = try SceneLoader.parseScript(capture.scriptFile(sceneName: "s", endTime: 30), file: "full.yaml", limits: limits).get()
        XCTAssertGreaterThan(script.steps.count, steps - 4, "all but the room kept for the last event's steps")
        XCTAssertEqual(script.steps.last?.action, .cancel)
    }

    /// A window left capturing past an hour: the capture stops there with its fingers cancelled,
    /// and the file is still a script (times within the limit).
    func testACaptureStopsAtTheLongestScript() throws {
        var capture = InputCapture(startTime: 100)
        let hour = SceneLimits.standard.duration
        capture.record(InputEvent(time: 101, changes: [touch(1, .down, 10, 10)]), engineNow: 101)
        capture.record(InputEvent(time: 100 + hour + 5, changes: [touch(1, .move, 20, 10)]), engineNow: 100 + hour + 5)
        XCTAssertTrue(capture.isFull)
        let script = try SceneLoader.parseScript(capture.scriptFile(sceneName: "s", endTime: 100 + hour + 10), file: "long.yaml").get()
        XCTAssertEqual(script.steps.last?.action, .cancel)
        XCTAssertEqual(script.steps.last?.time, hour)
        XCTAssertEqual(script.declaredEnd, hour)
    }
}
