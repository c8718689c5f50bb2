import EngineTestSupport
import ExampleRecognizers
import Foundation
import GestureEngine
import SceneFormat
import Session
import XCTest

/// Replays every scene in Scenes/ exactly as `gesturescope trace` does and compares the JSON
/// Lines with `Goldens/traces/<scene>.jsonl`. `GESTURESCOPE_RECORD_GOLDENS=1` re-records.
final class SceneTraceGoldenTests: EngineTestCase {
    private let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    private func replay(_ path: String) throws -> (lines: [String], engine: Engine) {
        let scene = try SceneLoader.loadScene(path: path, recognizers: .withExamples).get()
        let session = replayUnderTest(of: scene, playing: .script(scene.script, timeScale: 1))
        return (session.engine.trace.events.map(\.jsonLine), session.engine)
    }

    func testEveryShippedSceneReplaysToItsGoldenTraceAndEndsAtRest() throws {
        let scenesFolder = here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")
        let scenes = try FileManager.default.contentsOfDirectory(atPath: scenesFolder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertFalse(scenes.isEmpty)
        for name in scenes {
            let (lines, engine) = try replay(scenesFolder.appendingPathComponent(name).path)
            XCTAssertEqual(engine.unfinishedWork, [], name)
            let golden = here.appendingPathComponent("Goldens/traces/\(name.replacingOccurrences(of: ".yaml", with: ".jsonl"))")
            if ProcessInfo.processInfo.environment["GESTURESCOPE_RECORD_GOLDENS"] == "1" {
                try (lines.joined(separator: "\n") + "\n").write(to: golden, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: golden, encoding: .utf8).split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.count, expected.count, "\(name): line count")
            for (index, pair) in zip(lines, expected).enumerated() where pair.0 != pair.1 {
                XCTFail("\(name) line \(index + 1):\n  got      \(pair.0)\n  expected \(pair.1)")
                break
            }
        }
    }

    /// Issue 14's long list (bench/scenes/, generated): 10 000 rows in sections inside a pager.
    func testTheLongListReplaysToItsGoldenTraceAndEndsAtRest() throws {
        let root = here.deletingLastPathComponent().deletingLastPathComponent()
        let (lines, engine) = try replay(root.appendingPathComponent("bench/scenes/list-10000.yaml").path)
        XCTAssertEqual(engine.unfinishedWork, [])
        let golden = here.appendingPathComponent("Goldens/traces/bench-list-10000.jsonl")
        if ProcessInfo.processInfo.environment["GESTURESCOPE_RECORD_GOLDENS"] == "1" {
            try (lines.joined(separator: "\n") + "\n").write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(lines, try String(contentsOf: golden, encoding: .utf8).split(separator: "\n").map(String.init))
    }

    func testReplayIsDeterministic() throws {
        let path = here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes/intro.yaml").path
        XCTAssertEqual(try replay(path).lines, try replay(path).lines)
    }
}
