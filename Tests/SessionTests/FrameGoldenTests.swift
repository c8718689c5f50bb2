import EngineTestSupport
import ExampleRecognizers
import Foundation
import GestureEngine
import SceneFormat
import Session
import XCTest

/// Whole frames (scene + overlay) as DrawList text at key moments of shipped scenes: what the
/// window would draw, checked command by command. `GESTURESCOPE_RECORD_GOLDENS=1` re-records.
final class FrameGoldenTests: EngineTestCase {
    private let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    private func assertFrame(_ scene: String, at time: Double, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes/\(scene).yaml").path
        let description = try SceneLoader.loadScene(path: path, recognizers: .withExamples).get()
        let session = Replay.session(of: description, playing: .script(description.script, timeScale: 1), until: time)
        let text = session.frame().description + "\n"
        let golden = here.appendingPathComponent("Goldens/frames/\(scene)@\(formatNumber(time)).txt")
        if ProcessInfo.processInfo.environment["GESTURESCOPE_RECORD_GOLDENS"] == "1" {
            try text.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        let got = text.split(separator: "\n"), want = expected.split(separator: "\n")
        for (index, pair) in zip(got, want).enumerated() where pair.0 != pair.1 {
            return XCTFail("\(scene)@\(time) line \(index + 1):\n  got      \(pair.0)\n  expected \(pair.1)", file: file, line: line)
        }
        XCTAssertEqual(got.count, want.count, "\(scene)@\(time): command count", file: file, line: line)
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
