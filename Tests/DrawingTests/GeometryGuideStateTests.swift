@testable import Drawing
import EngineTestSupport
@testable import GestureEngine
import XCTest

/// The `G` layer's guides come from the trace alone: a hand-written trace draws them where its
/// events say (the views give only their placement and configuration), and the trace an engine
/// writes puts them exactly where the engine's content is.
final class GeometryGuideStateTests: EngineTestCase {
    /// A 400×400 window with a scroll view S at (20, 20), 200×300 showing content 200×2000, and
    /// a button B at (100, 340), 120×44.
    private func window() -> View {
        let window = View(id: "window", frame: Rect(0, 0, 400, 400))
        let list = View(id: "S", frame: Rect(20, 20, 200, 300))
        list.setScrollView(ScrollView(viewID: "S", contentSize: Size(200, 2000)))
        window.addSubview(list)
        let button = View(id: "B", frame: Rect(100, 340, 120, 44))
        button.setControl(Control(kind: .button))
        window.addSubview(button)
        return window
    }

    /// The guides' texts with where they are drawn (window points).
    private func texts(_ overlay: OverlayState, window: View, at now: Double) -> [String] {
        var list = DrawList(size: window.bounds.size, background: .clear)
        GeometryGuides.draw(window: window, guides: overlay.guides, now: now, into: &list)
        return list.commands.compactMap {
            guard case let .text(run) = $0 else { return nil }
            return "\(run.text) at \(run.position)"
        }
    }

    func testAHandWrittenScrollTraceDrawsTheDragTheRubberBandAndTheGlide() {
        let window = window()
        let overlay = OverlayState()
        let spring = ScrollAxisMotion.springing(.bouncing, from: -46, velocity: 0, to: 0, frequency: Defaults.scrollBounceFrequency)
        overlay.consume([
            TraceEvent(time: 0.1, kind: .scroll(view: "S", event: .began, offset: Point(0, 0), velocity: nil, zoom: nil)),
            TraceEvent(time: 0.2, kind: .scroll(view: "S", event: .dragged, offset: Point(0, -46), velocity: nil, zoom: nil)),
        ], window: window)
        XCTAssertEqual(overlay.guides.scrolls["S"], GeometryGuideState.Scroll(offset: Point(0, -46), isDragging: true, motion: nil, restedAt: nil))
        // The view itself was never moved: the guides are placed on its frame at the traced offset.
        XCTAssertEqual(texts(overlay, window: window, at: 0.2), ["visible 0, -46 at (24,29)", "rubber band 46 pt at (120,43)"])

        overlay.consume([
            TraceEvent(time: 0.3, kind: .scroll(view: "S", event: .bouncing, offset: .zero, velocity: .zero, zoom: nil)),
            TraceEvent(time: 0.3, kind: .scrollMotion(view: "S", x: .still(at: 0), y: spring)),
        ], window: window)
        XCTAssertEqual(overlay.guides.scrolls["S"]?.offset(at: 0.3), Point(0, -46))
        XCTAssertEqual(texts(overlay, window: window, at: 0.3),
                       ["visible 0, -46 at (24,29)", "target 0, 0 at (24,358)", "rubber band 46 pt at (120,43)"])
        let halfway = 0.3 + spring.duration / 2
        XCTAssertEqual(overlay.guides.scrolls["S"]?.offset(at: halfway), Point(0, spring.value(at: spring.duration / 2)))
        XCTAssertEqual(overlay.guides.scrolls["S"]?.offset(at: 0.3 + spring.duration + 1e-9), Point(0, 0), "at rest once the motion is over")

        let settled = 0.3 + spring.duration
        overlay.consume([TraceEvent(time: settled, kind: .scroll(view: "S", event: .settled, offset: .zero, velocity: nil, zoom: nil))],
                        window: window)
        XCTAssertEqual(texts(overlay, window: window, at: settled), ["visible 0, 0 at (24,29)"], "its indicators still show")
        XCTAssertEqual(texts(overlay, window: window, at: settled + Defaults.scrollIndicatorFade), [], "faded")
    }

    func testAHandWrittenControlTraceDrawsTheInsideRegionWhileItTracks() {
        let window = window()
        let overlay = OverlayState()
        let inside = Rect(-70, -70, 260, 184)
        overlay.consume([TraceEvent(time: 0.1, kind: .controlTracking(view: "B", event: .began, touch: 1, inside: inside))], window: window)
        var list = DrawList(size: window.bounds.size, background: .clear)
        GeometryGuides.draw(window: window, guides: overlay.guides, now: 0.1, into: &list)
        let outlines = list.commands.compactMap { if case let .dashedOutline(outline, _) = $0 { outline } else { nil } }
        XCTAssertEqual(outlines, [DashedOutline(RoundedRect(rect: inside, cornerRadius: 0, transform: Transform2D(translationX: 100, y: 340)))])
        XCTAssertEqual(texts(overlay, window: window, at: 0.1), ["inside while tracking at (34,446)"])

        overlay.consume([TraceEvent(time: 0.2, kind: .controlTracking(view: "B", event: .ended, touch: 1, inside: inside))], window: window)
        XCTAssertEqual(texts(overlay, window: window, at: 0.2), [])
    }

    /// A flick on the list: at every frame the overlay, fed only the trace, has the content
    /// exactly where the engine drew it, and the glide's target where the engine will rest it.
    func testTheTraceOfAFlickPutsTheGuidesExactlyWhereTheEnginesContentIs() throws {
        let engine = engineUnderTest(window: window())
        let scrollView = try XCTUnwrap(engine.window.subviews.first?.scrollView)
        let overlay = OverlayState()
        var consumed = 0
        var script = TouchScript(engine)
        script.down(1, 100, 250, at: 0)
        for step in 1...6 { script.move(1, 100, 250 - Double(step) * 25, at: Double(step) * 0.016) }
        script.up(1, 100, 100, at: 0.1)
        var frames = 0
        while engine.now < 6 {
            overlay.consume(engine.trace.events(from: consumed), window: engine.window)
            consumed = engine.trace.endIndex
            // Forgotten once its indicators faded after the rest.
            guard let scroll = overlay.guides.scrolls["S"] else { break }
            XCTAssertEqual(scroll.offset(at: engine.now), scrollView.contentOffset, "at \(engine.now)")
            XCTAssertEqual(scroll.restingOffset, scrollView.restingOffset, "at \(engine.now)")
            XCTAssertEqual(scroll.isDragging, scrollView.isDragging)
            frames += 1
            script.advance(to: engine.now + 1.0 / 60)
        }
        XCTAssertGreaterThan(frames, 120, "the glide and the fade")
        XCTAssertNil(scrollView.restingOffset, "the glide ended")
        XCTAssertEqual(scrollView.indicatorOpacity(at: engine.now), 0)
    }
}
