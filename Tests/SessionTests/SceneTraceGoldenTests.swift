import EngineTestSupport
import ExampleRecognizers
import Foundation
import GestureEngine
import GoldenSupport
import SceneFormat
import Session
import XCTest

/// Replays every scene in Scenes/ exactly as `gesturescope trace` does, checks that it ends at
/// rest, and compares its JSON Lines with the scene golden `gesturescope check` compares
/// (`Scenes/goldens/<scene>.trace.jsonl`; `gesturescope check --update` approves a change).
final class SceneTraceGoldenTests: EngineTestCase {
    private func replay(_ path: String) throws -> (trace: String, engine: Engine) {
        let scene = try SceneLoader.loadScene(path: path, recognizers: .withExamples).get()
        let session = replayUnderTest(of: scene, playing: .script(scene.script, timeScale: 1))
        return (session.engine.trace.events.map { $0.jsonLine + "\n" }.joined(), session.engine)
    }

    func testEveryShippedSceneReplaysToItsGoldenTraceAndEndsAtRest() throws {
        let scenesFolder = Golden.repositoryRoot.appendingPathComponent("Scenes")
        let scenes = try FileManager.default.contentsOfDirectory(atPath: scenesFolder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertFalse(scenes.isEmpty)
        for file in scenes {
            let (trace, engine) = try replay(scenesFolder.appendingPathComponent(file).path)
            XCTAssertEqual(engine.unfinishedWork, [], file)
            assertSceneGolden(trace: trace, scene: String(file.dropLast(".yaml".count)))
        }
    }

    /// Issue 14's long list (bench/scenes/, generated): 10 000 rows in sections inside a pager.
    /// Not a shipped scene, so `check` does not cover it: a test golden.
    func testTheLongListReplaysToItsGoldenTraceAndEndsAtRest() throws {
        let (trace, engine) = try replay(Golden.repositoryRoot.appendingPathComponent("bench/scenes/list-10000.yaml").path)
        XCTAssertEqual(engine.unfinishedWork, [])
        assertGolden(text: trace, named: "traces/bench-list-10000.jsonl")
    }

    func testReplayIsDeterministic() throws {
        let path = Golden.repositoryRoot.appendingPathComponent("Scenes/intro.yaml").path
        XCTAssertEqual(try replay(path).trace, try replay(path).trace)
    }
}
