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
        XCTAssertEqual(input.route(.touches(down), layout: layout).scene,
                       .touches(InputEvent(time: 1, changes: [TouchInput(fingerID: 1, phase: .down, location: Point(100, 50), type: .direct,
                                                                         majorRadius: 4)])))
    }

    func testAFingerThatCameDownOnThePanelNeverReachesTheSceneEvenWhenItMovesOntoIt() {
        var input = ViewportInput()
        let onPanel = Point(1000, 300)
        XCTAssertTrue(layout.timeline!.contains(onPanel))
        XCTAssertNil(input.route(touches([(1, .down, onPanel)]), layout: layout).scene)
        XCTAssertNil(input.route(touches([(1, .move, Point(100, 100))]), layout: layout).scene, "moved onto the scene: still ignored")
        XCTAssertNil(input.route(touches([(1, .up, Point(100, 100))]), layout: layout).scene)
        // The same finger id coming down on the scene afterwards is a new, followed touch.
        XCTAssertNotNil(input.route(touches([(1, .down, Point(100, 100))]), layout: layout).scene)
    }

    func testATouchThatBeganOnTheSceneIsFollowedOffItAndOthersInTheSameEventKeepTheirs() {
        var input = ViewportInput()
        let both = input.route(touches([(1, .down, Point(10, 10)), (2, .down, Point(10, 610))]), layout: layout).scene
        XCTAssertEqual(both, touches([(1, .down, Point(5, 5))]), "the finger on the status bar is left out")
        XCTAssertEqual(input.route(touches([(1, .move, Point(1000, 10)), (2, .move, Point(20, 20))]), layout: layout).scene,
                       touches([(1, .move, Point(500, 5))]))
    }

    func testADownOffTheSceneIsAPressForThePanel() {
        var input = ViewportInput()
        XCTAssertEqual(input.route(touches([(1, .down, Point(1000, 300))]), layout: layout).pressesOutside, [Point(1000, 300)])
        XCTAssertEqual(input.route(touches([(2, .down, Point(100, 100))]), layout: layout).pressesOutside, [])
    }

    /// SDL may send a second down for a finger already down (its lift was lost): the engine's
    /// touch must end even when the new down lands off the scene, or it would stay live.
    func testARepeatedDownOffTheSceneCancelsTheTouchTheEngineHolds() {
        var input = ViewportInput()
        XCTAssertNotNil(input.route(touches([(1, .down, Point(100, 100))]), layout: layout).scene)
        XCTAssertEqual(input.route(touches([(1, .down, Point(1000, 300))]), layout: layout).scene,
                       touches([(1, .cancel, Point(500, 150))]))
        XCTAssertNil(input.route(touches([(1, .up, Point(1000, 300))]), layout: layout).scene, "its lift is ignored now")
    }

    func testCancellingEverythingForgetsIgnoredFingers() {
        var input = ViewportInput()
        XCTAssertNil(input.route(touches([(3, .down, Point(1000, 300))]), layout: layout).scene)
        XCTAssertEqual(input.route(.cancelAll(time: 2), layout: layout).scene, .cancelAll(time: 2))
        XCTAssertNotNil(input.route(touches([(3, .move, Point(10, 10))]), layout: layout).scene, "no longer ignored after the system cancel")
    }

    /// A finger that comes down on something over the scene (the control strip's menu) is a
    /// press, kept from the scene until it lifts; a finger the scene holds still lifts in the
    /// scene, and one it holds coming down again on the cover becomes its touch's cancel.
    func testAFingerOnACoverIsKeptFromTheSceneUntilItLifts() {
        var input = ViewportInput()
        let cover = Rect(0, 0, 800, 600)
        XCTAssertNotNil(input.route(touches([(4, .down, Point(100, 100))]), layout: layout).scene)
        let routed = input.route(touches([(3, .down, Point(100, 100))]), layout: layout, coveredBy: cover)
        XCTAssertNil(routed.scene)
        XCTAssertEqual(routed.pressesOutside, [Point(100, 100)])
        XCTAssertNil(input.route(touches([(3, .move, Point(120, 100))]), layout: layout).scene)
        XCTAssertNil(input.route(touches([(3, .up, Point(120, 100))]), layout: layout).scene)
        XCTAssertNotNil(input.route(touches([(4, .up, Point(100, 100))]), layout: layout, coveredBy: cover).scene,
                        "the scene's finger still lifts in the scene")
        XCTAssertNotNil(input.route(touches([(5, .down, Point(100, 100))]), layout: layout).scene)
        let again = input.route(touches([(5, .down, Point(110, 100))]), layout: layout, coveredBy: cover)
        XCTAssertEqual(again.scene, touches([(5, .cancel, Point(55, 50))]), "a lost lift's finger down on the cover: its touch is cancelled")
    }

    /// Two panes side by side, as `run A --compare B` lays them out: each scene at 1× in a pane
    /// 500 points wide, B's placed 500 points to the right.
    private let panes = [PlacedLayout(layout: FrameLayout(canvas: Size(500, 400), sceneSize: Size(400, 300), timeline: nil,
                                                                hasStatusBar: false, fixedScale: 1)),
                         PlacedLayout(layout: FrameLayout(canvas: Size(500, 400), sceneSize: Size(400, 300), timeline: nil,
                                                                hasStatusBar: false, fixedScale: 1), origin: Point(500, 0))]

    func testAFingerBelongsToThePaneItCameDownInWhereverItGoes() {
        var input = ViewportInput()
        XCTAssertEqual(input.route(touches([(1, .down, Point(600, 100))]), panes: panes).scene, touches([(1, .down, Point(50, 50))]),
                       "B's pane: its scene's point")
        XCTAssertEqual(input.route(touches([(1, .move, Point(100, 100))]), panes: panes).scene, touches([(1, .move, Point(-450, 50))]),
                       "over A's pane it is still read in B's")
        XCTAssertEqual(input.route(touches([(2, .down, Point(100, 100))]), panes: panes).scene, touches([(2, .down, Point(50, 50))]))
        XCTAssertEqual(input.route(touches([(1, .up, Point(100, 100)), (2, .up, Point(600, 100))]), panes: panes).scene,
                       touches([(1, .up, Point(-450, 50)), (2, .up, Point(550, 50))]))
    }

    func testADownOnNeitherPaneIsAPressAndALostLiftsFingerIsCancelledInItsOwnPane() {
        var input = ViewportInput()
        let outside = input.route(touches([(1, .down, Point(480, 390))]), panes: panes)
        XCTAssertNil(outside.scene, "the margin of A's pane shows no scene")
        XCTAssertEqual(outside.pressesOutside, [Point(480, 390)])
        XCTAssertNotNil(input.route(touches([(2, .down, Point(600, 100))]), panes: panes).scene)
        XCTAssertEqual(input.route(touches([(2, .down, Point(480, 390))]), panes: panes).scene, touches([(2, .cancel, Point(-70, 340))]))
        XCTAssertNil(input.route(touches([(3, .down, Point(600, 100))]), panes: []).scene, "no panes: nothing is a scene's")
    }
}
