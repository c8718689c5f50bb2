import EngineTestSupport
import GestureEngine
import SceneFormat
import XCTest

/// UIKIT-SEMANTICS.md §11 E5–E7 as the shipped TouchDemo scenes play them: their openings as
/// whole ordered traces (touch bookkeeping, moves and timers aside), each scene ending at rest.
/// The scenes' complete traces are golden (Scenes/goldens/, which `gesturescope check` and
/// SessionTests' `SceneTraceGoldenTests` compare).
final class TouchDemoTests: EngineTestCase {
    /// The scene's demo played to its end and 5 s beyond; its trace lines up to `until`,
    /// without moves, timers and animation bookkeeping.
    private func opening(_ scene: String, until: Double) throws -> [String] {
        let description = try SceneLoader.loadScene(path: ProjectFiles.path("Scenes/\(scene).yaml")).get()
        let engine = description.makeEngine()
        checkAtRestAfterTest(engine)
        var player = ScriptPlayer(script: description.script)
        player.play(into: engine, until: description.script.endTime + 5)
        let dropped = ["timer", "touch", "animation"]
        return engine.trace.events.filter { $0.time <= until && !dropped.contains($0.typeName) }.map(\.textLine)
            .filter { !$0.contains(".moved(") && !$0.contains("changed → changed") && !$0.contains("(.changed)") }
    }

    /// E5: the tap passes through the overlay to B (O's pan, on M, fails at the lift); a drag
    /// from B begins the pan at 10 pt, which cancels B.
    func testE5ThePassThroughOverlayLetsTheButtonWorkAndTheDragScroll() throws {
        XCTAssertEqual(try opening("touchdemo-3-pass-through", until: 0.84), [
            "@0.300 hit T1 → B [window › main › canvas › B]",
            "@0.300 T1 participants: overlay.scroll.pan",
            "@0.300 B.began(T1)",
            "@0.300 B begins tracking T1 (inside (-70,-70) 320×190)",
            "@0.300 B sends .touchDown (T1)",
            "@0.400 overlay.scroll.pan possible → failed (lifted before moving 10 pt)",
            "@0.400 B.ended(T1)",
            "@0.400 B ends tracking T1",
            "@0.400 B sends .touchUpInside (T1)",
            "@0.400 B sends .primaryActionTriggered (T1)",
            "@0.400 overlay.scroll.pan failed → possible (reset)",
            "@0.800 hit T2 → B [window › main › canvas › B]",
            "@0.800 T2 participants: overlay.scroll.pan",
            "@0.800 B.began(T2)",
            "@0.800 B begins tracking T2 (inside (-70,-70) 320×190)",
            "@0.800 B sends .touchDown (T2)",
            "@0.837 overlay.scroll.pan possible → began (moved 10 pt)",
            "@0.837 B.cancelled(T2)",
            "@0.837 B ends tracking T2",
            "@0.837 B sends .touchCancel (T2)",
            "@0.837 act overlay.scroll.pan(.began) at (150,195.6667) translation (0,0) velocity (0,290.9)",
            "@0.837 scroll overlay began dragging at (0,300)",
        ])
    }

    /// E6: the long press begins at 0.5 s, asked to run with O's pan; the pan keeps tracking
    /// the same finger and begins after 10 pt, asked again (§5.5) — the drawer scrolls with the
    /// dot (the defect).
    func testE6ThePanTracksTheDraggingFingerAndScrolls() throws {
        XCTAssertEqual(try opening("touchdemo-4-dragging-dots", until: 1.04), [
            "@0.300 hit T1 → d1 [window › main › overlay › drawer › d1]",
            "@0.300 T1 participants: LP_d1, overlay.scroll.delay, overlay.scroll.pan",
            "@0.300 d1.began(T1) withheld",
            "@0.450 overlay.scroll.delay possible → failed (touch delay elapsed)",
            "@0.450 d1.began(T1)",
            "@0.800 ask LP_d1 shouldRecognizeSimultaneously overlay.scroll.pan → true",
            "@0.800 LP_d1 possible → began (held 0.5 s)",
            "@0.800 act LP_d1(.began) at (320,140)",
            "@1.017 LP_d1 began → changed",
            "@1.033 ask LP_d1 shouldRecognizeSimultaneously overlay.scroll.pan → true",
            "@1.033 overlay.scroll.pan possible → began (moved 10 pt)",
            "@1.033 d1.cancelled(T1)",
            "@1.033 act overlay.scroll.pan(.began) at (320,155.8333) translation (0,0) velocity (0,475)",
            "@1.033 scroll overlay began dragging at (0,0)",
        ])
    }

    /// E7: toggling the pan in the long press's began makes it fail and let go of T1; T2 on the
    /// drawer is the pan's alone and scrolls while T1 drags the dot.
    func testE7TheToggledPanLetsGoAndASecondFingerScrolls() throws {
        let lines = try opening("touchdemo-5-dots-fixed", until: 1.29)
        XCTAssertEqual(lines, [
            "@0.300 hit T1 → d1 [window › main › overlay › drawer › d1]",
            "@0.300 T1 participants: LP_d1, overlay.scroll.delay, overlay.scroll.pan",
            "@0.300 d1.began(T1) withheld",
            "@0.450 overlay.scroll.delay possible → failed (touch delay elapsed)",
            "@0.450 d1.began(T1)",
            "@0.800 ask LP_d1 shouldRecognizeSimultaneously overlay.scroll.pan → true",
            "@0.800 LP_d1 possible → began (held 0.5 s)",
            "@0.800 act LP_d1(.began) at (320,140)",
            "@0.800 overlay.scroll.pan possible → failed (disabled)",
            "@0.800 overlay.scroll.pan failed → possible (reset)",
            "@1.017 LP_d1 began → changed",
            "@1.200 hit T2 → drawer [window › main › overlay › drawer]",
            "@1.200 T2 participants: overlay.scroll.pan",
            "@1.200 drawer.began(T2)",
            "@1.283 ask overlay.scroll.pan touchesShouldCancel drawer → true",
            "@1.283 overlay.scroll.pan possible → began (moved 10 pt)",
            "@1.283 drawer.cancelled(T2)",
            "@1.283 act overlay.scroll.pan(.began) at (120,250) translation (0,0) velocity (0,-300)",
            "@1.283 scroll overlay began dragging at (0,0)",
        ])
    }
}
