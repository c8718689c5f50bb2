import Drawing
import GestureEngine
import SceneFormat
import Session
import XCTest

/// The control strip's geometry: targets of at least 44 points that do not overlap, the row
/// ending with More… on any width, every command in the menu, and the strip outside the scene.
final class ControlStripTests: XCTestCase {
    private func assertWellFormed(_ buttons: [ControlStrip.Button], inside area: Rect, file: StaticString = #filePath, line: UInt = #line) {
        for (index, button) in buttons.enumerated() {
            XCTAssertGreaterThanOrEqual(button.frame.width, 44, button.title, file: file, line: line)
            XCTAssertGreaterThanOrEqual(button.frame.height, 44, button.title, file: file, line: line)
            let inside = button.frame.minX >= area.minX - 1e-9 && button.frame.maxX <= area.maxX + 1e-9
                && button.frame.minY >= area.minY - 1e-9 && button.frame.maxY <= area.maxY + 1e-9
            XCTAssertTrue(inside, "\(button.title) \(button.frame) inside \(area)", file: file, line: line)
            for other in buttons[(index + 1)...] {
                XCTAssertNil(button.frame.intersection(other.frame).flatMap { $0.area > 0 ? $0 : nil },
                             "\(button.title) and \(other.title) overlap", file: file, line: line)
            }
        }
    }

    func testTheRowFitsTheWindowAndEndsWithMore() {
        for width in [300.0, 640, 1280, 1920] {
            let strip = Rect(0, 700, width, FrameLayout.controlStripHeight)
            let row = ControlStrip.row(in: strip)
            XCTAssertEqual(row.last?.title, "More…")
            XCTAssertNil(row.last?.command)
            assertWellFormed(row, inside: strip)
        }
        XCTAssertEqual(ControlStrip.row(in: Rect(0, 0, 1920, 60)).count, ControlStrip.rowCommands.count + 1, "a wide window shows them all")
    }

    func testTheMenuFitsTheWindow() {
        for area in [Rect(0, 0, 500, 400), Rect(0, 0, 1280, 718), Rect(0, 0, 300, 18), Rect(0, 0, 2560, 1300)] {
            assertWellFormed(ControlStrip.menu(in: area), inside: area)
        }
        XCTAssertEqual(ControlStrip.menu(in: Rect(0, 0, 500, 400)).count, KeyCommand.allCases.count, "a small window still holds them all")
    }

    func testTheMenuHoldsEveryCommand() {
        let area = Rect(0, 0, 640, 600)
        let menu = ControlStrip.menu(in: area)
        XCTAssertEqual(menu.compactMap(\.command), KeyCommand.allCases)
        assertWellFormed(menu, inside: area)
        XCTAssertEqual(ControlStrip.button(at: menu[3].frame.center, in: menu)?.command, KeyCommand.allCases[3])
        XCTAssertNil(ControlStrip.button(at: Point(-5, -5), in: menu))
    }

    func testTheStripIsOutsideTheSceneAndThePanels() throws {
        let layout = FrameLayout(canvas: Size(1280, 800), sceneSize: Size(640, 420), timeline: TimelinePlacement(), hasStatusBar: true,
                                 hasControlStrip: true)
        let strip = try XCTUnwrap(layout.controlStrip)
        // 1280 / 640: a status bar of 2 × 22 points.
        XCTAssertEqual(strip, Rect(0, 800 - 2 * 22 - 60, 1280, 60))
        XCTAssertFalse(strip.intersects(layout.visibleViewport))
        XCTAssertFalse(strip.intersects(try XCTUnwrap(layout.statusBar)))
        XCTAssertFalse(strip.intersects(try XCTUnwrap(layout.timeline)))
        let without = FrameLayout(canvas: Size(1280, 800), sceneSize: Size(640, 420), timeline: TimelinePlacement(), hasStatusBar: true)
        XCTAssertNil(without.controlStrip)
    }

    /// With the timeline hidden the responder panel shows over the scene: above the strip, never
    /// under it.
    func testTheResponderPanelStaysAboveTheStrip() throws {
        let scene = try SceneLoader.parseScene("""
        name: s
        window: {size: [1280, 560]}
        views: [{id: v, frame: [0, 0, 200, 200]}]
        script:
          - {t: 0.1, down: 1, at: [50, 50]}
          - {t: 0.2, up: 1}
        """, file: "s.yaml").get()
        let session = SceneSession(scene: scene)
        session.layers.showsTimeline = false
        session.play(scene.script, from: 0)
        session.advance(to: 0.3)
        let layout = FrameComposer.layout(of: session.engine.window, layers: session.layers, canvas: Size(1280, 602), hasStatusBar: true,
                                          hasControlStrip: true)
        let strip = try XCTUnwrap(layout.controlStrip)
        let texts = session.frame(in: layout).commands.compactMap { command -> TextRun? in
            if case let .text(run) = command { return run }
            return nil
        }
        XCTAssertFalse(texts.isEmpty, "the panel lists the tap")
        for run in texts { XCTAssertLessThan(run.position.y, strip.minY, "\(run.text) is under the strip") }
        session.settle()
    }
}
