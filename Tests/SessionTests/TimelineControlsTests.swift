import Drawing
import EngineTestSupport
import ExampleRecognizers
import Foundation
import GestureEngine
import SceneFormat
import Session
import XCTest

/// The window's timeline controls: keys, the wheel over the panel and a press on it.
final class TimelineControlsTests: EngineTestCase {
    /// Three squares after its demo: a long interaction (three fingers over about 2 s).
    private func threeSquares() throws -> (SceneSession, FrameLayout) {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenes/three-squares.yaml").path
        let scene = try SceneLoader.loadScene(path: path, recognizers: .withExamples).get()
        let session = replayUnderTest(of: scene, playing: .script(scene.script, timeScale: 1))
        return (session, session.layout(canvas: Size(1280, 800), hasStatusBar: true))
    }

    /// PgUp / PgDn: with the timeline whole they step through the session's stories (widget 2's
    /// demo is two: a drag, then a tap); zoomed in they scroll the story shown; Home keeps it.
    func testPageKeysStepThroughStoriesWhenWholeAndScrollWhenZoomed() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenes/widget-2-tap-pan.yaml").path
        let scene = try SceneLoader.loadScene(path: path, recognizers: .withExamples).get()
        let session = replayUnderTest(of: scene, playing: .script(scene.script, timeScale: 1))
        XCTAssertEqual(session.timeline.stories.current, 2)
        var view = TimelineView()
        XCTAssertTrue(TimelineControls.apply(.scrollEarlier, to: &view, session: session))
        XCTAssertEqual(view.story, 1)
        XCTAssertEqual(session.timeline.shown(by: view).lanes.first { $0.id == "pan" }?.segments.map(\.state).contains(.began), true,
                       "the first story is the drag")
        XCTAssertTrue(TimelineControls.apply(.zoomIn, to: &view, session: session))
        XCTAssertTrue(TimelineControls.apply(.scrollEarlier, to: &view, session: session))
        XCTAssertEqual(view.story, 1, "zoomed in: it scrolled the story shown")
        XCTAssertNotNil(view.end)
        XCTAssertTrue(TimelineControls.apply(.wholeTimeline, to: &view, session: session))
        XCTAssertEqual(view.story, 1, "Home shows the same story whole")
        XCTAssertEqual(view.effectiveZoom, 1)
        XCTAssertTrue(TimelineControls.apply(.scrollLater, to: &view, session: session))
        XCTAssertNil(view.story, "back to the story being told")
    }

    func testKeysZoomAroundThePinScrollAndGoBackToTheWholeInteraction() throws {
        let (session, _) = try threeSquares()
        var view = TimelineView()
        XCTAssertTrue(TimelineControls.apply(.pinMoment, to: &view, session: session))
        let pinned = try XCTUnwrap(view.pinned)
        let whole = view.visibleRange(of: session.timeline, now: session.engine.now)
        XCTAssertEqual(pinned, (whole.lowerBound + whole.upperBound) / 2, accuracy: 1e-12)
        XCTAssertTrue(TimelineControls.apply(.zoomIn, to: &view, session: session))
        XCTAssertEqual(view.zoom, TimelineControls.zoomStep, accuracy: 1e-12)
        let zoomed = view.visibleRange(of: session.timeline, now: session.engine.now)
        XCTAssertTrue(zoomed.contains(pinned), "zoomed around the pin")
        for _ in 0..<6 { _ = TimelineControls.apply(.zoomIn, to: &view, session: session) }
        let closer = view.visibleRange(of: session.timeline, now: session.engine.now)
        XCTAssertTrue(TimelineControls.apply(.scrollEarlier, to: &view, session: session))
        XCTAssertLessThan(view.visibleRange(of: session.timeline, now: session.engine.now).upperBound, closer.upperBound)
        XCTAssertTrue(TimelineControls.apply(.wholeTimeline, to: &view, session: session))
        XCTAssertEqual(view, TimelineView())
        XCTAssertFalse(TimelineControls.apply(.demo, to: &view, session: session), "not a timeline key")
    }

    func testAPressOnThePanelPinsItsMomentAndASecondOnThePinUnpins() throws {
        let (session, layout) = try threeSquares()
        let panel = try XCTUnwrap(layout.timeline)
        var view = TimelineView()
        let point = Point(panel.minX + panel.width * 0.6, panel.midY)
        XCTAssertTrue(TimelineControls.press(at: point, layout: layout, view: &view, session: session))
        let pinned = try XCTUnwrap(view.pinned)
        XCTAssertEqual(pinned, TimelineRenderer.time(atX: point.x, in: panel, model: session.timeline, now: session.engine.now, view: view,
                                                     measurer: session.textMeasurer, typeScale: layout.timelineScale))
        XCTAssertTrue(TimelineControls.press(at: Point(point.x + 2, point.y + 30), layout: layout, view: &view, session: session))
        XCTAssertNil(view.pinned, "a press on the pin unpins")
        XCTAssertFalse(TimelineControls.press(at: Point(layout.viewport.midX, layout.viewport.midY), layout: layout, view: &view, session: session),
                       "a press on the scene is the scene's")
    }

    func testTheWheelZoomsAroundThePointerAndScrollsWithShiftOnlyOverThePanel() throws {
        let (session, layout) = try threeSquares()
        let panel = try XCTUnwrap(layout.timeline)
        var view = TimelineView()
        let point = Point(panel.minX + panel.width * 0.5, panel.midY)
        let model = session.timeline, now = session.engine.now
        let before = try XCTUnwrap(TimelineRenderer.time(atX: point.x, in: panel, model: model, now: now, view: view, measurer: session.textMeasurer,
                                                                          typeScale: layout.timelineScale))
        XCTAssertTrue(TimelineControls.wheel(2, scrolls: false, at: point, layout: layout, view: &view, session: session))
        XCTAssertEqual(view.zoom, pow(TimelineControls.zoomStep, 2), accuracy: 1e-12)
        let after = try XCTUnwrap(TimelineRenderer.time(atX: point.x, in: panel, model: model, now: now, view: view, measurer: session.textMeasurer,
                                                                          typeScale: layout.timelineScale))
        XCTAssertEqual(after, before, accuracy: 1e-9, "the time under the pointer stays put")
        XCTAssertTrue(TimelineControls.wheel(1, scrolls: true, at: point, layout: layout, view: &view, session: session))
        XCTAssertNotNil(view.end, "scrolled back from the end")
        XCTAssertFalse(TimelineControls.wheel(1, scrolls: false, at: Point(layout.viewport.midX, layout.viewport.midY), layout: layout,
                                              view: &view, session: session))
        XCTAssertFalse(TimelineControls.wheel(.nan, scrolls: false, at: point, layout: layout, view: &view, session: session))
    }
}
