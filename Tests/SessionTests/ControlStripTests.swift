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
        for area in [Rect(0, 0, 500, 400), Rect(0, 0, 1280, 718), Rect(0, 0, 300, 18), Rect(0, 0, 2560, 1300), Rect(0, 0, 640, 398)] {
            let menu = ControlStrip.menu(in: area)
            assertWellFormed(menu.buttons, inside: area)
            for heading in menu.headings {
                XCTAssertTrue(heading.frame.minY >= area.minY && heading.frame.maxY <= area.maxY && heading.frame.maxX <= area.maxX, heading.title)
                for button in menu.buttons { XCTAssertFalse(heading.frame.intersects(button.frame), "\(heading.title) over \(button.title)") }
            }
        }
        XCTAssertEqual(ControlStrip.menu(in: Rect(0, 0, 500, 400)).buttons.count, KeyCommand.allCases.count, "a small window still holds them all")
        // A 640 × 480 window with the strip: the menu has the 398 points above it, and holds all.
        XCTAssertEqual(ControlStrip.menu(in: Rect(0, 0, 640, 398)).buttons.count, KeyCommand.allCases.count)
    }

    /// The menu lists its commands by group, each group under its heading, in the groups' order,
    /// and ends with Quit.
    func testTheMenuGroupsItsCommandsUnderHeadingsAndEndsWithQuit() throws {
        let area = Rect(0, 0, 1280, 718)
        let menu = ControlStrip.menu(in: area)
        XCTAssertEqual(menu.buttons.compactMap(\.command), KeyCommand.Group.allCases.flatMap(\.commands))
        XCTAssertEqual(Set(menu.buttons.compactMap(\.command)), Set(KeyCommand.allCases), "every command, once")
        XCTAssertEqual(menu.buttons.count, KeyCommand.allCases.count)
        XCTAssertEqual(menu.buttons.last?.command, .quit)
        XCTAssertEqual(menu.headings.map(\.title), ["Scenes", "Playback", "Layers", "Timeline", "Capture & record", "Window"])
        // Each button sits under its own group's heading: the nearest heading above it in its column.
        for button in menu.buttons {
            let command = try XCTUnwrap(button.command)
            let above = menu.headings.filter { $0.frame.minX == button.frame.minX && $0.frame.maxY <= button.frame.minY }
            XCTAssertEqual(above.max { $0.frame.maxY < $1.frame.maxY }?.title, command.group.title, button.title)
        }
        // Timeline + and − are neighbours.
        let taller = try XCTUnwrap(menu.buttons.first { $0.command == .taller }), shorter = try XCTUnwrap(menu.buttons.first { $0.command == .shorter })
        XCTAssertEqual(taller.frame.minX, shorter.frame.minX)
        XCTAssertEqual(shorter.frame.minY - taller.frame.maxY, ControlStrip.gap)
        XCTAssertEqual(ControlStrip.button(at: taller.frame.center, in: menu.buttons)?.command, .taller)
        XCTAssertNil(ControlStrip.button(at: Point(-5, -5), in: menu.buttons))
    }

    /// A group too long for a column goes on in the next one under its heading again.
    func testAGroupContinuedInTheNextColumnIsHeadedThereToo() throws {
        let area = Rect(0, 0, 640, 398)
        let menu = ControlStrip.menu(in: area)
        for button in menu.buttons {
            let above = menu.headings.filter { $0.frame.minX == button.frame.minX && $0.frame.maxY <= button.frame.minY }
            XCTAssertEqual(above.max { $0.frame.maxY < $1.frame.maxY }?.title, button.command?.group.title, button.title)
        }
        XCTAssertEqual(menu.buttons.last?.command, .quit)
    }

    /// Quit from the menu asks first: one press arms it (the menu stays open, the button reads
    /// "Really quit?"), a second within 4 s quits; later, or after any other press, it asks again.
    func testQuitFromTheMenuAsksForASecondPress() {
        var menu = StripMenu()
        menu.toggle()
        let quit = ControlStrip.Button(command: .quit, title: KeyCommand.quit.title, frame: Rect(0, 0, 100, 44))
        XCTAssertEqual(menu.press(.quit, at: 10), .none)
        XCTAssertTrue(menu.isOpen)
        XCTAssertEqual(menu.title(of: quit, at: 11), "Really quit?")
        XCTAssertEqual(menu.quitDisarmsAt, 14)
        XCTAssertEqual(menu.press(.quit, at: 13.5), .quit)
        XCTAssertFalse(menu.isOpen)

        menu.toggle()
        XCTAssertEqual(menu.press(.quit, at: 20), .none)
        XCTAssertEqual(menu.title(of: quit, at: 24), "Quit", "the time ran out")
        XCTAssertEqual(menu.press(.quit, at: 24.5), .none, "too late: armed again, not quit")
        XCTAssertEqual(menu.press(.quit, at: 25), .quit)

        menu.toggle()
        XCTAssertEqual(menu.press(.quit, at: 30), .none)
        XCTAssertEqual(menu.press(nil, at: 31), .none, "a press beside the buttons closes the menu")
        XCTAssertFalse(menu.isOpen)
        menu.toggle()
        XCTAssertEqual(menu.press(.quit, at: 32), .none, "reopened: asks again")
        menu.toggle()
        menu.toggle()
        XCTAssertFalse(menu.isQuitArmed(at: 33), "closing the menu cancels")
        XCTAssertEqual(menu.press(.pause, at: 33), .run(.pause))
        XCTAssertFalse(menu.isOpen)
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
