import Drawing
import GestureEngine
import Session
import XCTest

/// Window input reaches the scene in scene points, and only for fingers that came down on it.
final class ViewportInputTests: XCTestCase {
    /// A 400×300 scene at 2× in the top-left of a window, the timeline beside it.
    private let layout = FrameLayout(canvas: Size(1196, 622), sceneSize: Size(400, 300), timeline: TimelinePlacement(dock: .right),
                                     hasStatusBar: true, fixedScale: 2)

    private func touches(_ changes: [(Int, TouchInput.Phase, Point)], at time: Double = 1) -> TranslatedInput {
        .touches(InputEvent(time: time, changes: changes.map { TouchInput(fingerID: $0.0, phase: $0.1, location: $0.2, type: .direct) }))
    }

    func testLocationsAndRadiiAreMappedIntoScenePoints() {
        var input = ViewportInput()
        XCTAssertEqual(layout.viewport, Rect(0, 0, 800, 600))
        let down = InputEvent(time: 1, changes: [TouchInput(fingerID: 1, phase: .down, location: Point(200, 100), type: .direct, majorRadius: 8)])
        XCTAssertEqual(input.scene(.touches(down), layout: layout),
                       .touches(InputEvent(time: 1, changes: [TouchInput(fingerID: 1, phase: .down, location: Point(100, 50), type: .direct,
                                                                         majorRadius: 4)])))
    }

    func testAFingerThatCameDownOnThePanelNeverReachesTheSceneEvenWhenItMovesOntoIt() {
        var input = ViewportInput()
        let onPanel = Point(1000, 300)
        XCTAssertTrue(layout.timeline!.contains(onPanel))
        XCTAssertNil(input.scene(touches([(1, .down, onPanel)]), layout: layout))
        XCTAssertNil(input.scene(touches([(1, .move, Point(100, 100))]), layout: layout), "moved onto the scene: still ignored")
        XCTAssertNil(input.scene(touches([(1, .up, Point(100, 100))]), layout: layout))
        // The same finger id coming down on the scene afterwards is a new, followed touch.
        XCTAssertNotNil(input.scene(touches([(1, .down, Point(100, 100))]), layout: layout))
    }

    func testATouchThatBeganOnTheSceneIsFollowedOffItAndOthersInTheSameEventKeepTheirs() {
        var input = ViewportInput()
        let both = input.scene(touches([(1, .down, Point(10, 10)), (2, .down, Point(10, 610))]), layout: layout)
        XCTAssertEqual(both, touches([(1, .down, Point(5, 5))]), "the finger on the status bar is left out")
        XCTAssertEqual(input.scene(touches([(1, .move, Point(1000, 10)), (2, .move, Point(20, 20))]), layout: layout),
                       touches([(1, .move, Point(500, 5))]))
    }

    func testCancellingEverythingForgetsIgnoredFingers() {
        var input = ViewportInput()
        XCTAssertNil(input.scene(touches([(3, .down, Point(1000, 300))]), layout: layout))
        XCTAssertEqual(input.scene(.cancelAll(time: 2), layout: layout), .cancelAll(time: 2))
        XCTAssertNotNil(input.scene(touches([(3, .move, Point(10, 10))]), layout: layout), "no longer ignored after the system cancel")
    }
}
