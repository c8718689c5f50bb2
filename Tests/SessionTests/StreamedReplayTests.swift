import ExampleRecognizers
import Foundation
import GestureEngine
import SceneFormat
import Session
import XCTest

/// Issue 30 §4: `trace` kept every event and one joined string, so a 127-KB scene of a thousand
/// steppers held for an hour asked for gigabytes. The streamed replay hands the trace over as it
/// grows and keeps none of it, writes exactly what the whole replay writes, and stops past a
/// bound on the events with the script line playing then.
final class StreamedReplayTests: XCTestCase {
    private let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes")

    private func streamed(_ scene: SceneDescription, _ input: Replay.Input, until moment: Double? = nil,
                          maximumEvents: Int = .max) throws -> (lines: [String], largestHandOver: Int) {
        var lines: [String] = []
        var largest = 0
        try Replay.stream(of: scene, playing: input, until: moment, maximumEvents: maximumEvents) { events in
            largest = max(largest, events.count)
            lines += events.map(\.jsonLine)
        }
        return (lines, largest)
    }

    func testEveryShippedDemoStreamsTheTraceTheWholeReplayMakes() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertGreaterThan(files.count, 30)
        for file in files {
            let scene = try SceneLoader.loadScene(path: scenes.appendingPathComponent(file).path, recognizers: .withExamples).get()
            for (input, moment) in [(Replay.Input.script(scene.script, timeScale: 1), nil), (.script(scene.script, timeScale: 0.3), 1.7)] as [(Replay.Input, Double?)] {
                let whole = Replay.session(of: scene, playing: input, until: moment).engine.trace.events.map(\.jsonLine)
                XCTAssertEqual(try streamed(scene, input, until: moment).lines, whole, file)
            }
        }
    }

    private let steppers = """
        name: s
        window: {size: [300, 100]}
        views:
          - {id: a, frame: [0, 0, 90, 28], control: {type: stepper, maximum: 1000000}}
          - {id: b, frame: [100, 0, 90, 28], control: {type: stepper, maximum: 1000000}}
        script:
          - {t: 0, down: 1, at: [70, 14]}
          - {t: 0.2, down: 2, at: [170, 14]}
          - {t: 3600, up: 1}
          - {t: 3600, up: 2}
        """

    func testHeldSteppersAreStoppedAtTheBoundWithTheLinePlaying() throws {
        let scene = try SceneLoader.parseScene(steppers, file: "s.yaml").get()
        XCTAssertThrowsError(try streamed(scene, .script(scene.script, timeScale: 1), maximumEvents: 5_000)) { error in
            guard let stop = error as? Replay.TooManyEvents else { return XCTFail("\(error)") }
            XCTAssertEqual(stop.line, 8, "the second finger's down: the last step played")
            XCTAssertGreaterThan(stop.events, 5_000)
            XCTAssertLessThan(stop.time, 100, "stopped long before the hour")
        }
    }

    func testMemoryHoldsOneHandOverAtATime() throws {
        let scene = try SceneLoader.parseScene(steppers, file: "s.yaml").get()
        let run = try streamed(scene, .script(scene.script, timeScale: 1), until: 120)
        XCTAssertGreaterThan(run.lines.count, 7_000, "two steppers repeating for two minutes")
        XCTAssertLessThan(run.largestHandOver, 20, "a tenth of a second of two held steppers at a time")
    }
}
