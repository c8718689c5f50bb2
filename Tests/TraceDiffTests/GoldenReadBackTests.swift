import EngineTestSupport
import Foundation
import GestureEngine
import SceneFormat
import Session
import TraceDiff
import XCTest

/// Issue 32 part 5: `check` compares a golden trace read back from its file with a run. Read
/// back, a golden is the same as the replay that wrote it (its numbers rounded within the
/// standard tolerance), and a changed scene diverges from it exactly as from the run itself.
final class GoldenReadBackTests: EngineTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func scene(_ name: String) throws -> SceneDescription {
        try SceneLoader.loadScene(path: Self.root.appendingPathComponent("Scenes/\(name).yaml").path).get()
    }

    private func replay(_ scene: SceneDescription, playing script: InputScript? = nil) -> [TraceEvent] {
        let session = Replay.session(of: scene, playing: .script(script ?? scene.script, timeScale: 1))
        checkAtRestAfterTest(session.engine)
        return session.engine.trace.events
    }

    private func golden(_ name: String) throws -> [TraceEvent] {
        try TraceEvent.events(jsonLines: String(contentsOf: Self.root.appendingPathComponent("Scenes/goldens/\(name).trace.jsonl"), encoding: .utf8))
    }

    /// Every scene this target can load (custom-checkmark's recognizer is ExampleRecognizers',
    /// not linked here; SessionTests replays it against its golden).
    func testEveryGoldenReadBackIsTheSameAsItsReplay() throws {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Scenes/goldens").path)
            .filter { $0.hasSuffix(".trace.jsonl") }.map { String($0.dropLast(".trace.jsonl".count)) }.sorted()
        var compared = 0
        for name in goldens where name != "custom-checkmark" {
            let live = replay(try scene(name))
            let diff = SemanticDiff(try golden(name), live)
            XCTAssertTrue(diff.same, "\(name): \(diff.divergence.map { DivergenceSentence.text($0) } ?? "")")
            XCTAssertEqual(diff.summaryDifferences, [], name)
            compared += 1
        }
        XCTAssertGreaterThanOrEqual(compared, 40)
    }

    /// Stage 4 played with stage 2's demo, against stage 2's golden: the divergence and summary
    /// `compare widget-2-tap-pan widget-4-pan-requires-tap` finds between the two runs.
    func testAChangedSceneDivergesFromTheGoldenAsFromTheRun() throws {
        let stage2 = try scene("widget-2-tap-pan")
        let stage4 = replay(try scene("widget-4-pan-requires-tap"), playing: stage2.script)
        let fromGolden = SemanticDiff(try golden("widget-2-tap-pan"), stage4)
        let fromRun = SemanticDiff(replay(stage2), stage4)
        let divergence = try XCTUnwrap(fromGolden.divergence)
        XCTAssertEqual(DivergenceSentence.text(divergence, a: "golden", b: "now"), """
            At 0.35 s, after touch 1 moved to (326,218): golden — tap failed (excluded by pan), widget gets touchesCancelled, \
            pan acts (began); now — pan waits for tap, widget gets touchesMoved.
            """)
        XCTAssertEqual(DivergenceSentence.text(divergence), DivergenceSentence.text(try XCTUnwrap(fromRun.divergence)))
        XCTAssertEqual(DivergenceLines.lines(divergence), DivergenceLines.lines(try XCTUnwrap(fromRun.divergence)))
        XCTAssertEqual(fromGolden.summaryDifferences, fromRun.summaryDifferences)
        XCTAssertEqual(fromGolden.summaryDifferences.map { "\($0.name) (\($0.aspect.rawValue)): \($0.a) | \($0.b)" }, [
            "widget (responder calls): began 2, moved 2, cancelled 2 | began 2, moved 4, cancelled 2",
            "pan (actions): began, changed ×18, ended | began, changed ×16, ended",
        ])
    }
}
