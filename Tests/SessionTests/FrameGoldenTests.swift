import EngineTestSupport
import ExampleRecognizers
import Foundation
import GestureEngine
import GoldenSupport
import SceneFormat
import Session
import XCTest

/// Whole frames (scene + overlay) as DrawList text at key moments of shipped scenes: what the
/// window would draw, checked command by command (test goldens `Tests/Goldens/frames/`;
/// `GESTURESCOPE_RECORD_GOLDENS=1` re-records them, docs/CHECK.md).
final class FrameGoldenTests: EngineTestCase {
    private func assertFrame(_ scene: String, at time: Double, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = Golden.repositoryRoot.appendingPathComponent("Scenes/\(scene).yaml").path
        let description = try SceneLoader.loadScene(path: path, recognizers: .withExamples).get()
        let session = Replay.session(of: description, playing: .script(description.script, timeScale: 1), until: time)
        assertGolden(text: session.frame().description + "\n", named: "frames/\(scene)@\(formatNumber(time)).txt", file: file, line: line)
    }

    /// Stage 2 mid-drag: the pan has excluded the tap; the finger, its trail and the timeline.
    func testStage2MidDrag() throws { try assertFrame("widget-2-tap-pan", at: 0.45) }

    /// Stage 4 outcome (b): the tap won, the waiting pan is suppressed; the timeline holds still.
    func testStage4TapWins() throws { try assertFrame("widget-4-pan-requires-tap", at: 1.5) }

    /// The settings screen at touch-down: hit path and "7 of 163 recognizers" (a switch, a row, the table, the screen).
    func testSettingsTouchDown() throws { try assertFrame("settings", at: 0.22) }

    /// Hit testing during animation: ghosts and the geometry marks.
    func testAnimationHitTesting() throws { try assertFrame("animation-hit-testing", at: 1.02) }

    /// Adding to a drag: the preview under the finger with its badge of 4, the add-to-drag tap
    /// marked where it landed, the session's ring.
    func testDragAddingStack() throws { try assertFrame("drag-adding", at: 2.55) }

    /// Life on the edges: Home sliding in over the game after the undeferred swipe.
    func testEdgesHomeOpening() throws { try assertFrame("edges-life", at: 0.55) }

    /// Controls: the switch on with its lamp, the pressed button relabelled, the stepper.
    func testControlsAfterTheSwitch() throws { try assertFrame("controls", at: 1.35) }

    /// TouchDemo (e): a dot lifted over the canvas while a second finger scrolls the drawer up,
    /// its indicator showing.
    func testTouchDemoDotWhileScrolling() throws { try assertFrame("touchdemo-5-dots-fixed", at: 1.6) }

    /// The pager of lists mid-page, the first list scrolled, the pager's indicator showing.
    func testPagerMidPage() throws { try assertFrame("scroll-pager", at: 3.9) }
}
