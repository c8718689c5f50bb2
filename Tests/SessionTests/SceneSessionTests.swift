import Drawing
import EngineTestSupport
import GestureEngine
import SceneFormat
import Session
import XCTest

final class SceneSessionTests: EngineTestCase {
    private func session() throws -> SceneSession {
        let scene = try SceneLoader.parseScene("""
        name: Sources
        window: {size: [400, 300]}
        views:
          - {id: pad, frame: [0, 0, 400, 300], background: "#336699"}
        script:
          - {t: 0.5, down: 1, at: [300, 200]}
          - {t: 0.7, up: 1}
        """, file: "sources.yaml").get()
        let session = sessionUnderTest(scene)
        session.layers.showsTimeline = false
        return session
    }

    private func captions(_ session: SceneSession) -> [String] {
        session.frame().commands.compactMap { command -> String? in
            guard case let .text(run) = command, run.fontSize == 10, run.color == Palette.secondaryText else { return nil }
            return run.text
        }
    }

    /// Each ring says where its touch came from: the mouse, the finger the mouse simulates
    /// (Alt-drag), a real contact, or the script; non-direct types are added.
    func testRingsAreCaptionedWithTheirSource() throws {
        let session = try session()
        session.send(.touches(InputEvent(time: 0.1, changes: [
            TouchInput(fingerID: -1, phase: .down, location: Point(50, 50), type: .indirectPointer),
            TouchInput(fingerID: -2, phase: .down, location: Point(150, 50), type: .indirectPointer),
            TouchInput(fingerID: 1, phase: .down, location: Point(250, 50)),
        ])))
        XCTAssertEqual(captions(session), ["mouse · indirectPointer", "simulated · indirectPointer", "finger"])
        session.send(.cancelAll(time: 0.2))
        session.play(session.scene.script, from: 0.3)
        session.advance(to: 0.85)
        XCTAssertEqual(captions(session), ["script"])
    }
}
