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
            guard case let .text(run) = command, run.fontSize == 10, run.color == Palette.labelText else { return nil }
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

    /// `logTouches: false` is the scene's: the session hands it to the overlay, whose panel
    /// leaves that view's responder calls out (the trace keeps them).
    func testTheOverlayPanelLeavesOutTheScenesQuietViews() throws {
        let scene = try SceneLoader.parseScene("""
        name: Quiet
        window: {size: [400, 300]}
        views:
          - {id: card, frame: [0, 0, 200, 300]}
          - {id: quiet, frame: [200, 0, 200, 300], logTouches: false}
        script:
          - {t: 0.1, down: 1, at: [100, 100]}
          - {t: 0.1, down: 2, at: [300, 100]}
          - {t: 0.2, up: 1}
          - {t: 0.2, up: 2}
        """, file: "quiet.yaml").get()
        let session = sessionUnderTest(scene)
        session.play(scene.script, from: 0)
        session.advance(to: 1)
        XCTAssertEqual(session.overlay.recentDeliveries, ["@0.100 card.began(T1)", "@0.200 card.ended(T1)"])
        XCTAssertEqual(session.engine.trace.events.filter { $0.typeName == "deliver" }.count, 4)
    }

    /// A tap leaves a ripple and a fading hit path: the overlay is in motion until the last of
    /// them has faded (the window keeps drawing), then still (the window may sleep), and the
    /// last moving frame differs from the still one.
    func testTheOverlayIsInMotionUntilItsFadesEnd() throws {
        let session = try session()
        session.play(session.scene.script, from: 0)
        session.advance(to: 0.4)
        XCTAssertFalse(session.overlay.isInMotion(at: 0.4), "nothing touched yet")
        session.advance(to: 0.71)
        XCTAssertTrue(session.overlay.isInMotion(at: 0.71), "just lifted: the ripple grows")
        // The lift's ripple, and the hit path of the touch-down, whichever fades last.
        let fadesEnd = max(0.7 + OverlayState.exitDuration, 0.5 + OverlayState.pathDuration)
        session.advance(to: fadesEnd - 0.01)
        XCTAssertTrue(session.overlay.isInMotion(at: fadesEnd - 0.01))
        let lastMoving = session.frame()
        session.advance(to: fadesEnd + 0.01)
        XCTAssertFalse(session.overlay.isInMotion(at: fadesEnd + 0.01), "every fade has ended")
        let firstStill = session.frame()
        XCTAssertNotEqual(firstStill, lastMoving)
        session.advance(to: fadesEnd + 1)
        XCTAssertEqual(session.frame(), firstStill, "still: a second later the frame is the same")
    }
}

/// A script's caption band runs along the bottom of the scene, or along its top when the scene
/// has a bottom system edge (§10): there the fingers and controls in the band must stay visible.
final class CaptionPlacementTests: EngineTestCase {
    /// The caption band's rectangle in a frame at 0.1 s of a scene with `systemEdges`.
    private func band(systemEdges: String) throws -> Rect? {
        let scene = try SceneLoader.parseScene("""
        name: Captioned
        window: {size: [400, 300], systemEdges: \(systemEdges)}
        views:
          - {id: pad, frame: [0, 0, 400, 300], background: "#336699"}
        script:
          - {t: 0, caption: "A caption"}
          - {t: 0.5, down: 1, at: [200, 150]}
          - {t: 0.7, up: 1}
        """, file: "captioned.yaml").get()
        let session = sessionUnderTest(scene)
        session.layers.showsTimeline = false
        session.play(scene.script, from: 0)
        session.advance(to: 0.1)
        return session.frame().commands.lazy.compactMap { command -> Rect? in
            guard case let .fill(shape, color) = command, color == CaptionBand.background else { return nil }
            return shape.rect
        }.first
    }

    func testTheBandRunsAlongTheBottomUnlessTheSceneHasABottomSystemEdge() throws {
        let bottom = try XCTUnwrap(band(systemEdges: "[]"))
        XCTAssertGreaterThan(bottom.minY, 250, "along the bottom of the 300-pt scene")
        let top = try XCTUnwrap(band(systemEdges: "[bottom]"))
        XCTAssertLessThan(top.maxY, 50, "along the top, clear of the bottom edge's band")
        XCTAssertEqual(top.size, bottom.size)
    }
}
