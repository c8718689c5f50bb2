import EngineTestSupport
import Foundation
import GestureEngine
import SceneFormat
import Session
import TraceDiff
import XCTest

/// The talk's widget stages 2 and 4 replayed with stage 2's demo (a drag, then a tap), as
/// `gesturescope compare widget-2-tap-pan widget-4-pan-requires-tap` replays them.
final class WidgetStagesDiffTests: EngineTestCase {
    private static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes")

    private func trace(_ scene: String, playing script: InputScript) throws -> [TraceEvent] {
        let description = try SceneLoader.loadScene(path: Self.scenes.appendingPathComponent(scene + ".yaml").path).get()
        let session = Replay.session(of: description, playing: .script(script, timeScale: 1))
        checkAtRestAfterTest(session.engine)
        return session.engine.trace.events
    }

    func testStageFourDivergesWhenThePanWaitsForTheTap() throws {
        let script = try SceneLoader.loadScene(path: Self.scenes.appendingPathComponent("widget-2-tap-pan.yaml").path).get().script
        let diff = SemanticDiff(try trace("widget-2-tap-pan", playing: script), try trace("widget-4-pan-requires-tap", playing: script))
        let divergence = try XCTUnwrap(diff.divergence)
        XCTAssertEqual(DivergenceSentence.text(divergence), """
            At 0.35 s, after touch 1 moved to (326,218): A — tap failed (excluded by pan), widget gets touchesCancelled, pan acts (began); \
            B — pan waits for tap, widget gets touchesMoved.
            """)
        XCTAssertEqual(divergence.a?.textLine, "@0.350 tap possible → failed (excluded by pan)")
        XCTAssertEqual(divergence.b?.textLine, "@0.350 pan waits for tap to fail")
        XCTAssertEqual(diff.views.map { "\($0.view): \($0.a.description) | \($0.b.description)" },
                       ["widget: began 2, moved 2, cancelled 2 | began 2, moved 4, cancelled 2"])
        XCTAssertEqual(diff.recognizers.map(\.same), [true, true])
        XCTAssertEqual(diff.actions.map(\.same), [false, true])
    }

    func testAStageComparedWithItselfIsTheSame() throws {
        let script = try SceneLoader.loadScene(path: Self.scenes.appendingPathComponent("widget-4-pan-requires-tap.yaml").path).get().script
        XCTAssertTrue(SemanticDiff(try trace("widget-4-pan-requires-tap", playing: script), try trace("widget-4-pan-requires-tap", playing: script)).same)
    }
}
