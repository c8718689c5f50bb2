@testable import Drawing
import GestureEngine
import XCTest

/// The window's layout: the scene fitted into its own area, the timeline docked beside or below
/// it and never over it, the status bar along the bottom.
final class FrameLayoutTests: XCTestCase {
    private let margin = FrameLayout.margin

    func testAtItsOpeningSizeATallSceneSitsAt1xInTheTopLeftWithTheTimelineBeside() {
        let scene = Size(375, 667)
        let canvas = FrameLayout.openingCanvas(sceneSize: scene, timeline: TimelinePlacement(), hasStatusBar: true)
        XCTAssertEqual(canvas, Size(375 + 380 + 2 * margin, 667 + 22))
        let layout = FrameLayout(canvas: canvas, sceneSize: scene, timeline: TimelinePlacement(), hasStatusBar: true)
        XCTAssertEqual(layout.dock, .right)
        XCTAssertEqual(layout.scale, 1)
        XCTAssertEqual(layout.viewport, Rect(0, 0, 375, 667))
        XCTAssertEqual(layout.timeline, Rect(375 + margin, margin, 380, 667 - 2 * margin))
        XCTAssertEqual(layout.statusBar, Rect(0, 667, canvas.width, 22))
    }

    func testAWideSceneOpensWithTheTimelineBelow() {
        let scene = Size(1280, 800)
        let canvas = FrameLayout.openingCanvas(sceneSize: scene, timeline: TimelinePlacement(), hasStatusBar: false)
        XCTAssertEqual(canvas, Size(1280, 800 + 250 + 2 * margin))
        let layout = FrameLayout(canvas: canvas, sceneSize: scene, timeline: TimelinePlacement(), hasStatusBar: false)
        XCTAssertEqual(layout.dock, .bottom)
        XCTAssertEqual(layout.viewport, Rect(0, 0, 1280, 800))
        XCTAssertEqual(layout.timeline, Rect(margin, 800 + margin, 1280 - 2 * margin, 250))
        XCTAssertNil(layout.statusBar)
    }

    /// The settings scene (420×900) on a 1280×800 screen: the window is clamped and the scene
    /// scaled down to fit beside its timeline, never under it.
    func testASceneTallerThanTheScreenIsScaledDownToFitBesideItsTimeline() {
        let scene = Size(420, 900)
        let canvas = FrameLayout.openingCanvas(sceneSize: scene, timeline: TimelinePlacement(), hasStatusBar: true, limit: Size(1280, 760))
        XCTAssertEqual(canvas, Size(420 + 380 + 2 * margin, 760))
        let layout = FrameLayout(canvas: canvas, sceneSize: scene, timeline: TimelinePlacement(), hasStatusBar: true)
        XCTAssertEqual(layout.dock, .right)
        XCTAssertEqual(layout.scale, (760 - 22) / 900, accuracy: 1e-12)
        assertPartsApart(layout)
    }

    /// A window made fullscreen: the scene is scaled up and centred in its area.
    func testALargeCanvasScalesTheSceneUpAndCentresIt() {
        let layout = FrameLayout(canvas: Size(2560, 1440), sceneSize: Size(375, 667), timeline: TimelinePlacement(), hasStatusBar: true)
        XCTAssertEqual(layout.dock, .right)
        XCTAssertEqual(layout.scale, (1440 - 22) / 667, accuracy: 1e-12)
        let area = 2560 - 380 - 2 * margin
        XCTAssertEqual(layout.viewport.minX, ((area - layout.viewport.width) / 2).rounded(.down))
        XCTAssertEqual(layout.viewport.minY, 0)
        assertPartsApart(layout)
    }

    func testTheDockGivingTheSceneMoreRoomWinsAndAChosenDockIsKept() {
        let wide = FrameLayout(canvas: Size(1280, 800), sceneSize: Size(1200, 400), timeline: TimelinePlacement(), hasStatusBar: true)
        XCTAssertEqual(wide.dock, .bottom, "below: 1280 wide for a wide scene")
        let tall = FrameLayout(canvas: Size(1280, 800), sceneSize: Size(400, 900), timeline: TimelinePlacement(), hasStatusBar: true)
        XCTAssertEqual(tall.dock, .right)
        let chosen = FrameLayout(canvas: Size(1280, 800), sceneSize: Size(400, 900), timeline: TimelinePlacement(dock: .bottom), hasStatusBar: true)
        XCTAssertEqual(chosen.dock, .bottom)
        assertPartsApart(chosen)
    }

    func testWithoutTheTimelineTheSceneFillsTheCanvasAboveTheStatusBar() {
        let layout = FrameLayout(canvas: Size(800, 622), sceneSize: Size(400, 300), timeline: nil, hasStatusBar: true)
        XCTAssertNil(layout.timeline)
        XCTAssertNil(layout.dock)
        XCTAssertEqual(layout.scale, 2)
        XCTAssertEqual(layout.viewport, Rect(0, 0, 800, 600))
    }

    func testAFixedScaleIsUsedAsGivenAndWindowAndScenePointsRoundTrip() {
        let layout = FrameLayout(canvas: Size(1000, 800), sceneSize: Size(300, 200), timeline: TimelinePlacement(), hasStatusBar: true,
                                 fixedScale: 1.5)
        XCTAssertEqual(layout.scale, 1.5)
        let point = Point(123.25, 77.5)
        XCTAssertEqual(layout.scenePoint(layout.windowPoint(point)), point)
        XCTAssertEqual(layout.sceneToWindow.apply(to: point), layout.windowPoint(point))
    }

    /// `run settings --scale 2` on a 1280×800 screen: the scene reaches past its area; what is
    /// shown (and touchable) stops at the panel and the status bar.
    func testAFixedScaleTooLargeForItsAreaIsCutToIt() {
        let layout = FrameLayout(canvas: Size(816, 760), sceneSize: Size(420, 900), timeline: TimelinePlacement(), hasStatusBar: true,
                                 fixedScale: 2)
        XCTAssertEqual(layout.viewport, Rect(0, 0, 840, 1800))
        XCTAssertEqual(layout.visibleViewport, Rect(0, 0, 420, 738))
        assertPartsApart(layout)
    }

    func testHostileSizesGiveAFiniteLayout() {
        for canvas in [Size(0, 0), Size(.nan, 1e300), Size(-5, .infinity), Size(1, 1)] {
            for scene in [Size(0, 0), Size(1e300, .nan), Size(375, 667)] {
                let layout = FrameLayout(canvas: canvas, sceneSize: scene, timeline: TimelinePlacement(), hasStatusBar: true)
                XCTAssertTrue(layout.scale.isFinite && layout.scale > 0, "\(canvas) \(scene)")
                XCTAssertTrue(layout.viewport.minX.isFinite && layout.viewport.maxY.isFinite, "\(canvas) \(scene)")
            }
        }
    }

    func testResizingStepsBy40PointsAcrossTheDockWithinItsBounds() {
        var layers = OverlayLayers()
        func layout() -> FrameLayout {
            FrameLayout(canvas: Size(1200, 800), sceneSize: Size(375, 667), timeline: layers.timelinePlacement, hasStatusBar: true)
        }
        layers.resizeTimeline(by: 1, in: layout())
        XCTAssertEqual(layout().timeline?.width, 420)
        for _ in 0..<20 { layers.resizeTimeline(by: 1, in: layout()) }
        XCTAssertEqual(layout().timeline?.width, 840, "at most 70 % of the canvas")
        for _ in 0..<30 { layers.resizeTimeline(by: -1, in: layout()) }
        XCTAssertEqual(layout().timeline?.width, FrameLayout.minimumExtent(.right))
    }

    func testTheDockKeyCyclesRightBottomAndBackToChosen() {
        var layers = OverlayLayers()
        layers.timelinePlacement.extent = 500
        layers.cycleTimelineDock()
        XCTAssertEqual(layers.timelinePlacement, TimelinePlacement(dock: .right))
        layers.cycleTimelineDock()
        XCTAssertEqual(layers.timelinePlacement, TimelinePlacement(dock: .bottom))
        layers.cycleTimelineDock()
        XCTAssertEqual(layers.timelinePlacement, TimelinePlacement())
    }

    /// The viewport, the panel and the status bar share no point, and all lie in the canvas.
    private func assertPartsApart(_ layout: FrameLayout, line: UInt = #line) {
        let canvas = Rect(origin: .zero, size: layout.canvas)
        let parts = [layout.visibleViewport, layout.timeline, layout.statusBar].compactMap { $0 }
        for (index, part) in parts.enumerated() {
            XCTAssertTrue(part.minX >= canvas.minX && part.minY >= canvas.minY && part.maxX <= canvas.maxX + 1e-9
                          && part.maxY <= canvas.maxY + 1e-9, "part \(index) \(part) inside the canvas", line: line)
            for other in parts[(index + 1)...] {
                XCTAssertFalse(part.intersection(other).map { $0.width > 0 && $0.height > 0 } == true, "\(part) overlaps \(other)", line: line)
            }
        }
    }
}
