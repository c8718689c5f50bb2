@testable import Drawing
import GestureEngine
import XCTest

/// The window's layout: the scene fitted into its own area, the timeline docked beside or below
/// it and never over it, the status bar along the bottom.
final class FrameLayoutTests: XCTestCase {
    private let margin = FrameLayout.margin

    /// The panel and the status bar are sized by the canvas they make (`TypeScale`): the opening
    /// size settles where the scene still sits at 1×.
    func testAtItsOpeningSizeATallSceneSitsAt1xInTheTopLeftWithTheTimelineBeside() throws {
        let scene = Size(375, 667)
        let canvas = FrameLayout.openingCanvas(sceneSize: scene, timeline: TimelinePlacement(), hasStatusBar: true)
        // 380 + 16 base points beside the scene at a type scale of canvas width / 640.
        XCTAssertEqual(canvas, Size(963, 701))
        let layout = FrameLayout(canvas: canvas, sceneSize: scene, timeline: TimelinePlacement(), hasStatusBar: true)
        XCTAssertEqual(layout.typeScale.factor, 963.0 / 640, accuracy: 1e-12)
        XCTAssertEqual(layout.dock, .right)
        XCTAssertEqual(layout.scale, 1)
        XCTAssertEqual(layout.viewport, Rect(0, 0, 375, 667))
        XCTAssertEqual(try XCTUnwrap(layout.timeline).width, 380 * 963.0 / 640, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(layout.statusBar).height, 22 * 963.0 / 640, accuracy: 1e-9)
        assertPartsApart(layout)
    }

    func testAWideSceneOpensWithTheTimelineBelow() {
        let scene = Size(1280, 800)
        let canvas = FrameLayout.openingCanvas(sceneSize: scene, timeline: TimelinePlacement(), hasStatusBar: false)
        // The type scale is the width's: 1280 / 640 = 2, the panel 2 × 250 points tall.
        XCTAssertEqual(canvas, Size(1280, 800 + 500 + 2 * margin))
        let layout = FrameLayout(canvas: canvas, sceneSize: scene, timeline: TimelinePlacement(), hasStatusBar: false)
        XCTAssertEqual(layout.dock, .bottom)
        XCTAssertEqual(layout.viewport, Rect(0, 0, 1280, 800))
        XCTAssertEqual(layout.timeline, Rect(margin, 800 + margin, 1280 - 2 * margin, 500))
        XCTAssertNil(layout.statusBar)
    }

    /// The settings scene (420×900) on a 1280×800 screen: the window is clamped and the scene
    /// scaled down to fit beside its timeline, never under it.
    func testASceneTallerThanTheScreenIsScaledDownToFitBesideItsTimeline() throws {
        let scene = Size(420, 900)
        let canvas = FrameLayout.openingCanvas(sceneSize: scene, timeline: TimelinePlacement(), hasStatusBar: true, limit: Size(1280, 760))
        XCTAssertEqual(canvas.height, 760)
        let layout = FrameLayout(canvas: canvas, sceneSize: scene, timeline: TimelinePlacement(), hasStatusBar: true)
        XCTAssertEqual(layout.dock, .right)
        let status = try XCTUnwrap(layout.statusBar).height
        XCTAssertEqual(layout.scale, (760 - status) / 900, accuracy: 1e-12, "the scene fills the height")
        assertPartsApart(layout)
    }

    /// A window made fullscreen: the scene is scaled up and centred in its area.
    func testALargeCanvasScalesTheSceneUpAndCentresIt() throws {
        let layout = FrameLayout(canvas: Size(2560, 1440), sceneSize: Size(375, 667), timeline: TimelinePlacement(), hasStatusBar: true)
        XCTAssertEqual(layout.dock, .right)
        // Its words at 1440 / 390 of their base size: the panel 380 and the status bar 22 base points.
        let type = 1440.0 / 390
        XCTAssertEqual(layout.typeScale.factor, type, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(layout.timeline).width, 380 * type, accuracy: 1e-9)
        XCTAssertEqual(layout.scale, (1440 - 22 * type) / 667, accuracy: 1e-12)
        let area = 2560 - 380 * type - 2 * margin
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
        // 800 / 640: a status bar 1.25 × 22 = 27.5 points tall.
        let layout = FrameLayout(canvas: Size(800, 627.5), sceneSize: Size(400, 300), timeline: nil, hasStatusBar: true)
        XCTAssertNil(layout.timeline)
        XCTAssertNil(layout.dock)
        XCTAssertEqual(layout.statusBar, Rect(0, 600, 800, 27.5))
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
        // 816 / 640 = 1.275: a panel of 380 × 1.275 points and a status bar of 22 × 1.275.
        XCTAssertEqual(layout.visibleViewport, Rect(0, 0, 816 - 380 * 1.275 - 2 * margin, 760 - 22 * 1.275))
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

    /// `+`/`-` zoom the timeline: its words and its extent grow together, by 15 % a step.
    func testResizingZoomsTheTimelineAcrossTheDockWithinItsBounds() throws {
        var layers = OverlayLayers()
        func layout() -> FrameLayout {
            FrameLayout(canvas: Size(1200, 800), sceneSize: Size(375, 667), timeline: layers.timelinePlacement, hasStatusBar: true)
        }
        let type = 1200.0 / 640
        XCTAssertEqual(try XCTUnwrap(layout().timeline).width, 380 * type, accuracy: 1e-9)
        layers.resizeTimeline(by: 1, in: layout())
        XCTAssertEqual(try XCTUnwrap(layout().timeline).width, 380 * type * 1.15, accuracy: 1e-9)
        XCTAssertEqual(layout().timelineScale.factor, type * 1.15, accuracy: 1e-12, "the words grow with the panel")
        XCTAssertEqual(layout().typeScale.factor, type, accuracy: 1e-12, "the status bar's do not")
        for _ in 0..<20 { layers.resizeTimeline(by: 1, in: layout()) }
        XCTAssertEqual(layout().timeline?.width, 840, "at most 70 % of the canvas")
        XCTAssertEqual(layout().timelineScale.factor, type * TypeScale.maximumZoom, accuracy: 1e-12)
        for _ in 0..<30 { layers.resizeTimeline(by: -1, in: layout()) }
        XCTAssertEqual(try XCTUnwrap(layout().timeline).width, 380, accuracy: 1e-9, "never below the base size (1.875 × 0.5 would be)")
    }

    /// The finger layer's words follow the window's type scale on a large window (three quarters
    /// of it, in quarter steps), and the scene's scale where that is larger.
    func testFingerLabelsGrowWithTheWindowNotOnlyWithTheScene() {
        let projector = FrameLayout(canvas: Size(1920, 1080), sceneSize: Size(640, 700), timeline: TimelinePlacement(), hasStatusBar: true)
        let shown = projector.overlayLabelScale * projector.scale
        XCTAssertGreaterThan(projector.overlayLabelScale, 1)
        XCTAssertLessThanOrEqual(shown, 0.75 * projector.typeScale.factor + 1e-9)
        XCTAssertGreaterThan(shown, 0.75 * projector.typeScale.factor - 0.25 * projector.scale)
        let small = FrameLayout(canvas: Size(1920, 1080), sceneSize: Size(200, 150), timeline: TimelinePlacement(), hasStatusBar: true)
        XCTAssertGreaterThan(small.scale, 0.75 * small.typeScale.factor)
        XCTAssertEqual(small.overlayLabelScale, 1, "a small scene scaled up draws them large enough itself")
    }

    /// Presentation mode gives the timeline the larger share of the window, the scene the rest.
    func testPresentingGivesTheTimelineTheLargerShare() throws {
        var placement = TimelinePlacement(dock: .right)
        let normal = FrameLayout(canvas: Size(1920, 1080), sceneSize: Size(640, 700), timeline: placement, hasStatusBar: true)
        placement.presents = true
        let presenting = FrameLayout(canvas: Size(1920, 1080), sceneSize: Size(640, 700), timeline: placement, hasStatusBar: true)
        XCTAssertEqual(try XCTUnwrap(presenting.timeline).width, 1920 * FrameLayout.presentationShare, accuracy: 1e-9)
        XCTAssertGreaterThan(try XCTUnwrap(presenting.timeline).width, try XCTUnwrap(normal.timeline).width)
        XCTAssertLessThan(presenting.scale, normal.scale)
        assertPartsApart(presenting)
    }

    /// On a large screen the window opens at four fifths of it, the scene scaled up; at a fixed
    /// scale it opens at the size that shows the scene at that scale.
    func testOnALargeScreenTheWindowOpensLargeUnlessTheSceneHasAFixedScale() {
        let screen = Size(1920, 1040)
        let large = FrameLayout.openingCanvas(sceneSize: Size(640, 700), timeline: TimelinePlacement(), hasStatusBar: true, limit: screen)
        XCTAssertEqual(large, Size(1536, 832))
        XCTAssertGreaterThan(FrameLayout(canvas: large, sceneSize: Size(640, 700), timeline: TimelinePlacement(), hasStatusBar: true).scale, 1)
        let fixed = FrameLayout.openingCanvas(sceneSize: Size(640, 700), timeline: TimelinePlacement(), hasStatusBar: true, scale: 1, limit: screen)
        XCTAssertEqual(FrameLayout(canvas: fixed, sceneSize: Size(640, 700), timeline: TimelinePlacement(), hasStatusBar: true, fixedScale: 1)
            .visibleViewport.size, Size(640, 700))
    }

    /// The dock key cycles the side and keeps the `+`/`-` zoom.
    func testTheDockKeyCyclesRightBottomAndBackToChosen() {
        var layers = OverlayLayers()
        layers.timelinePlacement.zoom = 2
        layers.cycleTimelineDock()
        XCTAssertEqual(layers.timelinePlacement, TimelinePlacement(dock: .right, zoom: 2))
        layers.cycleTimelineDock()
        XCTAssertEqual(layers.timelinePlacement, TimelinePlacement(dock: .bottom, zoom: 2))
        layers.cycleTimelineDock()
        XCTAssertEqual(layers.timelinePlacement, TimelinePlacement(zoom: 2))
    }

    /// The code panel shares the timeline's dock: below the timeline beside the scene, right of
    /// it below the scene, the scene's size unchanged; alone it has the whole dock.
    func testTheCodePanelSharesTheTimelinesDock() throws {
        let scene = Size(640, 420)
        for (dock, canvas) in [(FrameLayout.Dock.right, Size(1280, 720)), (.bottom, Size(1920, 1080))] {
            let placement = TimelinePlacement(dock: dock)
            let alone = FrameLayout(canvas: canvas, sceneSize: scene, timeline: placement, hasStatusBar: true)
            let both = FrameLayout(canvas: canvas, sceneSize: scene, timeline: placement, hasStatusBar: true, code: placement)
            let onlyCode = FrameLayout(canvas: canvas, sceneSize: scene, timeline: nil, hasStatusBar: true, code: placement)
            let panel = try XCTUnwrap(alone.timeline), timeline = try XCTUnwrap(both.timeline), code = try XCTUnwrap(both.code)
            XCTAssertEqual(both.viewport, alone.viewport)
            XCTAssertEqual(onlyCode.code, panel)
            XCTAssertNil(onlyCode.timeline)
            XCTAssertEqual(onlyCode.dock, dock)
            XCTAssertEqual(timeline.origin, panel.origin)
            if dock == .right {
                XCTAssertEqual([timeline.width, code.width], [panel.width, panel.width])
                XCTAssertEqual(code.minY, timeline.maxY + margin)
                XCTAssertEqual(code.maxY, panel.maxY)
            } else {
                XCTAssertEqual([timeline.height, code.height], [panel.height, panel.height])
                XCTAssertEqual(code.minX, timeline.maxX + margin)
                XCTAssertEqual(code.maxX, panel.maxX)
            }
        }
        XCTAssertNil(FrameLayout(canvas: Size(800, 600), sceneSize: scene, timeline: TimelinePlacement(), hasStatusBar: true).code)
    }

    /// Whatever the canvas, dock, strip and panels, the parts stay apart and inside the canvas
    /// (the strip only where the canvas has room for it: in a 300 × 100 canvas its 60 points
    /// leave the timeline less than its margins, with or without the code).
    func testTheCodePanelKeepsThePartsApart() {
        let placements: [TimelinePlacement] = [TimelinePlacement(), TimelinePlacement(dock: .right), TimelinePlacement(dock: .bottom, zoom: 3),
                                                TimelinePlacement(dock: .right, presents: true)]
        for canvas in [Size(300, 100), Size(301, 777), Size(640, 390), Size(1280, 720), Size(1920, 1080), Size(3840, 600)] {
            for scene in [Size(640, 420), Size(320, 900), Size(1, 1)] {
                for placement in placements {
                    for (timeline, strip) in [(true, false), (false, false), (true, canvas.height >= 390)] {
                        let layout = FrameLayout(canvas: canvas, sceneSize: scene, timeline: timeline ? placement : nil, hasStatusBar: true,
                                                 hasControlStrip: strip, code: placement)
                        XCTAssertNotNil(layout.code)
                        assertPartsApart(layout)
                    }
                }
            }
        }
    }

    /// A snapshot's canvas with the code panel beside the scene is tall enough for both panels.
    func testTheOpeningCanvasMakesRoomForTheCodeBesideTheTimeline() {
        let placement = TimelinePlacement(dock: .right)
        let size = FrameLayout.openingCanvas(sceneSize: Size(640, 420), timeline: placement, hasStatusBar: false, code: placement)
        let without = FrameLayout.openingCanvas(sceneSize: Size(640, 420), timeline: placement, hasStatusBar: false)
        XCTAssertGreaterThanOrEqual(size.height, 2 * 360)
        XCTAssertGreaterThan(size.height, without.height)
        XCTAssertEqual(FrameLayout(canvas: size, sceneSize: Size(640, 420), timeline: placement, hasStatusBar: false, code: placement).scale, 1)
    }

    /// The viewport, the panel and the status bar share no point, and all lie in the canvas.
    private func assertPartsApart(_ layout: FrameLayout, line: UInt = #line) {
        let canvas = Rect(origin: .zero, size: layout.canvas)
        let parts = [layout.visibleViewport, layout.timeline, layout.code, layout.controlStrip, layout.statusBar].compactMap { $0 }
        for (index, part) in parts.enumerated() {
            XCTAssertTrue(part.minX >= canvas.minX && part.minY >= canvas.minY && part.maxX <= canvas.maxX + 1e-9
                          && part.maxY <= canvas.maxY + 1e-9, "part \(index) \(part) inside the canvas", line: line)
            for other in parts[(index + 1)...] {
                XCTAssertFalse(part.intersection(other).map { $0.width > 0 && $0.height > 0 } == true, "\(part) overlaps \(other)", line: line)
            }
        }
    }
}
