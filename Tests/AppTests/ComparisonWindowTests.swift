@testable import App
import Drawing
import GestureEngine
import SceneFormat
import Session
import TraceDiff
import XCTest

/// `run A --compare B`: two scenes side by side driven by the same live input, their timelines on
/// one axis, the first divergence marked (issue 32, part 3). A is the talk's stage 2 (a tap and
/// a pan on one view), B the same file with `pan.requireToFail=[tap]` (stage 4).
final class ComparisonWindowTests: XCTestCase {
    static let requirement = RecognizerSetting(parsing: "pan.requireToFail=[tap]")!

    func window(comparedPath: String = "w.yaml", settings: [RecognizerSetting] = [requirement],
                        scenes: [String: String] = ["w.yaml": TestScenes.tapAndPan]) throws -> WindowUnderTest {
        try WindowUnderTest(scenes, opening: "w.yaml") { $0.comparedScene = ComparedScene(path: comparedPath, settings: settings) }
    }

    func comparison(_ window: WindowUnderTest) throws -> ComparedSessions {
        try XCTUnwrap(window.model.comparison)
    }

    /// The window point of scene point `point` in pane `pane` (0: A, 1: B).
    func point(_ point: Point, inPane pane: Int, of window: WindowUnderTest) throws -> Point {
        let layout = try XCTUnwrap(window.model.comparedLayout(withControlStrip: window.model.showsControlStrip))
        return layout.panes[pane].windowPoint(layout.panes[pane].layout.windowPoint(point))
    }

    /// The band's lines for side `side` (in its colour), joined with spaces.
    func bandLines(of window: WindowUnderTest, side: Int) throws -> String {
        let band = try XCTUnwrap(window.model.comparedLayout(withControlStrip: window.model.showsControlStrip)).divergenceBand
        return window.model.composeFrame(withControlStrip: window.model.showsControlStrip, at: window.now).commands.compactMap { command in
            guard case let .text(run) = command, band.contains(run.position), run.color == ComparisonChrome.sideColors[side] else { return nil }
            return run.text
        }.joined(separator: " ")
    }

    func liveLocations(_ session: SceneSession) -> [String] {
        session.engine.liveTouches.sorted { $0.id < $1.id }.map { "\($0.location)" }
    }

    func finger(_ phase: TouchInput.Phase, at point: Point, id: Int = 1) -> WindowEvent {
        .fingers([TouchInput(fingerID: id, phase: phase, location: point)], fromTouchscreen: true)
    }

    /// A drag on pane `pane` from scene point (150, 150) to the right in `moves` moves of 12
    /// points, 20 ms apart, then the lift. The first move passes the pan's 10 points but not the
    /// tap's 15: on A the pan begins and excludes the tap, on B it waits for the tap to fail.
    func drag(_ window: WindowUnderTest, inPane pane: Int, moves: Int = 10, lifting: Bool = true) throws {
        window.send(finger(.down, at: try point(Point(150, 150), inPane: pane, of: window)))
        for step in 1...moves {
            window.advance(by: 0.02)
            window.send(finger(.move, at: try point(Point(150 + 12 * Double(step), 150), inPane: pane, of: window)))
        }
        guard lifting else { return }
        window.advance(by: 0.02)
        window.send(finger(.up, at: try point(Point(150 + 12 * Double(moves), 150), inPane: pane, of: window)))
        window.advance(by: 0.02)
    }

    func testBothScenesOpenSideBySideNamedInTheTitleAndTheHeaders() throws {
        let window = try window()
        XCTAssertEqual(window.model.title, "Tap and pan ⇄ Tap and pan with pan.requireToFail=[tap] — Gesturescope")
        let size = window.model.canvas
        XCTAssertTrue(size.width <= 1920 && size.height <= 1080 && size.width >= 1536 && size.height >= 864, "\(size)")
        let layout = try XCTUnwrap(window.model.comparedLayout(withControlStrip: false))
        XCTAssertEqual(layout.panes.map(\.layout.canvas), [layout.panes[0].layout.canvas, layout.panes[0].layout.canvas])
        XCTAssertLessThanOrEqual(layout.panes[0].frame.maxX, layout.panes[1].frame.minX)
        XCTAssertEqual(layout.panes.map { $0.layout.dock }, [.bottom, .bottom], "each scene above its timeline")
        let texts = window.texts()
        XCTAssertTrue(texts.contains("A · Tap and pan"), "\(texts)")
        XCTAssertTrue(texts.contains { $0.hasPrefix("B · Tap and pan with pan.requireToFail=") }, "\(texts)")
        XCTAssertTrue(texts.contains("A and B behave the same so far."), "\(texts)")
        XCTAssertEqual(texts.filter { $0.hasPrefix("Touch the scen") }.count, 2, "a title card on each pane: \(texts)")
    }

    func testAFingerOnEitherPaneReachesBothScenesAtTheSameScenePoint() throws {
        let window = try window(), sessions = try comparison(window)
        for pane in [1, 0] {
            window.send(finger(.down, at: try point(Point(150, 150), inPane: pane, of: window)))
            XCTAssertEqual(liveLocations(sessions.a), ["(150,150)"], "pane \(pane)")
            XCTAssertEqual(liveLocations(sessions.b), ["(150,150)"], "pane \(pane)")
            // Past the pane's edge, the finger is still read in the pane it came down in.
            window.send(finger(.move, at: try point(Point(-40, 150), inPane: pane, of: window)))
            XCTAssertEqual(liveLocations(sessions.a), ["(-40,150)"], "pane \(pane)")
            XCTAssertEqual(liveLocations(sessions.b), ["(-40,150)"], "pane \(pane)")
            window.send(finger(.up, at: try point(Point(-40, 150), inPane: pane, of: window)))
            XCTAssertEqual(sessions.a.engine.liveTouches.count + sessions.b.engine.liveTouches.count, 0)
            window.advance(by: 1)
        }
        let band = try XCTUnwrap(window.model.comparedLayout(withControlStrip: false)).divergenceBand
        window.send(finger(.down, at: band.center))
        XCTAssertEqual(sessions.a.engine.liveTouches.count + sessions.b.engine.liveTouches.count, 0, "the band is no scene")
    }

    func testADragMarksTheFirstDivergenceOnBothTimelinesAndInTheBand() throws {
        let window = try window(), sessions = try comparison(window)
        window.advance(by: 1)
        try drag(window, inPane: 1)
        let divergence = try XCTUnwrap(sessions.divergence)
        XCTAssertEqual(DivergenceSentence.text(divergence, origin: sessions.storyStart), """
            At 0.02 s, after touch 1 moved to (162,150): A — tap failed (excluded by pan), widget gets touchesCancelled, \
            pan acts (began); B — pan waits for tap, widget gets touchesMoved.
            """)
        XCTAssertEqual(window.model.shownTimelineView.lock?.divergence, divergence.time)
        let texts = window.texts()
        XCTAssertEqual(texts.filter { $0 == "A ≠ B" }.count, 2, "one mark on each timeline: \(texts)")
        XCTAssertTrue(texts.contains("A ≠ B  "), "the band's heading: \(texts)")
        XCTAssertTrue(texts.contains("At 0.02 s, after touch 1 moved to (162,150)"), "\(texts)")
        XCTAssertEqual(try bandLines(of: window, side: 0), "A — tap failed (excluded by pan), widget gets touchesCancelled, pan acts (began)")
        XCTAssertEqual(try bandLines(of: window, side: 1), "B — pan waits for tap, widget gets touchesMoved")
    }

    func testBothTimelinesShareOneTimeAxis() throws {
        let window = try window(), sessions = try comparison(window)
        window.advance(by: 1)
        try drag(window, inPane: 0)
        let view = window.model.shownTimelineView, now = sessions.a.engine.now
        let extentA = TimelineView.extent(of: sessions.a.timeline, now: now), extentB = TimelineView.extent(of: sessions.b.timeline, now: now)
        XCTAssertEqual(view.lock?.extent, min(extentA.lowerBound, extentB.lowerBound)...max(extentA.upperBound, extentB.upperBound))
        XCTAssertEqual(view.visibleRange(of: sessions.a.timeline, now: now), view.visibleRange(of: sessions.b.timeline, now: now))
        XCTAssertNil(window.model.session.layers.timelineView.lock, "the person's view keeps none of it")
        // One engine second at one x on both panes: the divergence's mark.
        let layout = try XCTUnwrap(window.model.comparedLayout(withControlStrip: window.model.showsControlStrip))
        let marks = window.model.composeFrame(withControlStrip: window.model.showsControlStrip, at: window.now).commands.compactMap { command -> Double? in
            guard case let .text(run) = command, run.text == "A ≠ B", !layout.divergenceBand.contains(run.position) else { return nil }
            return run.position.x
        }
        XCTAssertEqual(marks.count, 2)
        XCTAssertEqual((marks.last ?? 0) - (marks.first ?? 0), layout.panes[1].origin.x - layout.panes[0].origin.x, accuracy: 1e-6)
    }

    func testANewStoryIsComparedAfresh() throws {
        let window = try window(), sessions = try comparison(window)
        window.advance(by: 1)
        try drag(window, inPane: 0)
        XCTAssertNotNil(sessions.divergence)
        window.advance(by: 1)
        window.tap(at: try point(Point(20, 280), inPane: 0, of: window))
        XCTAssertNil(sessions.divergence, "a tap beside the widget is the same on both")
        XCTAssertTrue(window.texts().contains("A and B behave the same so far."))
    }

    /// A single tap against a double tap: A's second tap starts a new story while B's first still
    /// waits for it. The story compared is the one both tell, from the first tap: the
    /// divergence at the first lift stays, timed from that story's start.
    func testOneSideStartingANewStoryKeepsTheStoryBothTell() throws {
        let scene = """
            name: Taps
            window: {size: [400, 300]}
            views:
              - id: pad
                frame: [0, 0, 400, 300]
                gestures:
                  - {id: tap, type: tap}
            """
        let window = try WindowUnderTest(["t.yaml": scene], opening: "t.yaml") {
            $0.comparedScene = ComparedScene(path: "t.yaml", settings: [RecognizerSetting(parsing: "tap.taps=2")!])
        }
        let sessions = try comparison(window)
        window.advance(by: 1)
        window.tap(at: try point(Point(200, 150), inPane: 0, of: window))
        window.tap(at: try point(Point(200, 150), inPane: 0, of: window))
        XCTAssertGreaterThan(sessions.a.timeline.startTime, sessions.b.timeline.startTime, "A told a second story, B one")
        XCTAssertEqual(sessions.storyStart, sessions.b.timeline.startTime)
        let divergence = try XCTUnwrap(sessions.divergence)
        XCTAssertEqual(divergence.time, 1.1, accuracy: 1e-9, "at the first lift")
        XCTAssertEqual(sessions.bandWords?.when, "At 0.1 s, after touch 1 up at (200,150)")
    }

    func testTheSidesShareNoState() throws {
        let window = try window(), sessions = try comparison(window)
        XCTAssertFalse(sessions.a.engine === sessions.b.engine)
        try drag(window, inPane: 0, moves: 1, lifting: false)
        let widgetA = try XCTUnwrap(sessions.a.engine.window.subviews.first), widgetB = try XCTUnwrap(sessions.b.engine.window.subviews.first)
        XCTAssertFalse(widgetA === widgetB)
        // A's pan excluded its tap at the first move; B's tap is still possible, its pan waiting.
        XCTAssertEqual(widgetA.gestureRecognizers.map { "\($0.id) \($0.state)" }, ["tap failed", "pan began"])
        XCTAssertEqual(widgetB.gestureRecognizers.map { "\($0.id) \($0.state)" }, ["tap possible", "pan began"])
    }

    func testAltMirrorsAroundTheViewUnderThePointerInItsOwnPane() throws {
        let window = try window(), sessions = try comparison(window)
        window.send(.pointerPressed(try point(Point(180, 120), inPane: 1, of: window), modifiers: .alt))
        XCTAssertEqual(liveLocations(sessions.a), ["(180,120)", "(100,100)"], "mirrored around the widget's centre (140, 110)")
        XCTAssertEqual(liveLocations(sessions.b), ["(180,120)", "(100,100)"])
    }

    /// A finger pressed on B's pane and pinned over A's is held, and drawn, where B's pane reads it.
    func testAPinIsReadInThePaneItsFingerCameDownInAndDrawnOnBoth() throws {
        let window = try window(), sessions = try comparison(window)
        let layout = try XCTUnwrap(window.model.comparedLayout(withControlStrip: false))
        window.send(.pointerPressed(try point(Point(150, 150), inPane: 1, of: window), modifiers: []))
        let overA = try point(Point(150, 150), inPane: 0, of: window)
        window.send(.pointerDragged(overA))
        window.send(.pointerReleased(overA, modifiers: .control))
        let held = try XCTUnwrap(sessions.b.engine.liveTouches.first).location
        XCTAssertEqual(sessions.a.engine.liveTouches.map(\.location), [held])
        XCTAssertEqual(window.model.pinsInScenePoints(in: window.model.arrangement(withControlStrip: false).panes), [held])
        XCTAssertLessThan(held.x, 0, "over A's pane, left of B's scene")
        let labels = window.model.composeFrame(withControlStrip: false, at: window.now).commands.compactMap { command -> Double? in
            guard case let .text(run) = command, run.text == "pinned · click to lift" else { return nil }
            return run.position.x
        }
        XCTAssertEqual(labels.count, 2, "drawn on both panes")
        XCTAssertEqual((labels.last ?? 0) - (labels.first ?? 0), layout.panes[1].origin.x - layout.panes[0].origin.x, accuracy: 1e-6)
    }

    func testAClickOnEitherTimelinePinsTheMomentOnBoth() throws {
        let window = try window()
        window.advance(by: 1)
        try drag(window, inPane: 0)
        let layout = try XCTUnwrap(window.model.comparedLayout(withControlStrip: false))
        let panel = try XCTUnwrap(layout.panes[1].layout.timeline)
        window.click(at: layout.panes[1].windowPoint(Point(panel.midX, panel.midY)))
        let pinned = try XCTUnwrap(window.model.session.layers.timelineView.pinned)
        let label = String(format: "%.3f s", pinned - (try comparison(window)).storyStart)
        XCTAssertEqual(window.texts().filter { $0 == label }.count, 2, "the pin's time on both timelines")
    }

    func testTheWheelOnBsTimelineZoomsBoth() throws {
        let window = try window()
        window.advance(by: 1)
        try drag(window, inPane: 0)
        let layout = try XCTUnwrap(window.model.comparedLayout(withControlStrip: window.model.showsControlStrip))
        let panel = try XCTUnwrap(layout.panes[1].layout.timeline)
        window.send(.wheel(notches: 2, sideways: false, at: layout.panes[1].windowPoint(panel.center), modifiers: []))
        XCTAssertGreaterThan(window.model.session.layers.timelineView.effectiveZoom, 1)
        XCTAssertEqual(try comparison(window).b.layers.timelineView.effectiveZoom, window.model.session.layers.timelineView.effectiveZoom)
    }

    func testStoryKeysScrollButDoNotStepStoriesInAComparison() throws {
        let window = try window()
        window.advance(by: 1)
        try drag(window, inPane: 0)
        window.advance(by: 1)
        window.tap(at: try point(Point(200, 150), inPane: 0, of: window))
        window.send(.command(.scrollEarlier))
        XCTAssertNil(window.model.session.layers.timelineView.story, "the two sides number their stories apart")
    }
}
