@testable import Drawing
import GestureEngine
import XCTest

/// A long story's idle stretches are drawn short, marked as breaks with their length; the map
/// from x to time stays exact across them, and a zoomed axis is linear again.
final class TimelineBreaksTests: XCTestCase {
    /// A tap at 1 s, a pinned pause, a tap at 10 s: one story (a drag session holds it open).
    static func pausedStory() -> TimelineModel {
        var model = TimelineModel()
        func add(_ time: Double, _ kind: TraceEvent.Kind) { model.consume(TraceEvent(time: time, kind: kind)) }
        add(1, .touch(touch: 1, phase: .began, location: Point(10, 10), type: .direct))
        add(1, .deliver(view: "V", touch: 1, phase: .began))
        add(1.1, .dragSession(session: 1, event: .began, view: "V", items: 1, location: Point(10, 10), proposal: nil))
        // The session takes the touch: the app's touch is cancelled.
        add(1.1, .touch(touch: 1, phase: .cancelled, location: Point(10, 10), type: .direct))
        add(1.2, .deliver(view: "V", touch: 1, phase: .cancelled))
        add(10, .touch(touch: 2, phase: .began, location: Point(50, 50), type: .direct))
        add(10, .deliver(view: "W", touch: 2, phase: .began))
        add(10.1, .touch(touch: 2, phase: .ended, location: Point(50, 50), type: .direct))
        add(10.1, .deliver(view: "W", touch: 2, phase: .ended))
        add(10.2, .dragSession(session: 1, event: .landed, view: nil, items: 1, location: Point(10, 10), proposal: nil))
        return model
    }

    func testAnIdleStretchBecomesOneShortGap() {
        let model = Self.pausedStory()
        let breaks = TimelineBreaks(lanes: model.lanes, start: 1, end: 10.2)
        XCTAssertEqual(breaks.gaps, [TimelineBreaks.Gap(start: 1.2 + TimelineBreaks.context, end: 10 - TimelineBreaks.context)])
        XCTAssertEqual(breaks.compress(10) - breaks.compress(1.2), 2 * TimelineBreaks.context + TimelineBreaks.drawnGap, accuracy: 1e-12)
        for time in [0.5, 1, 1.3, 1.4, 5, 9.8, 10, 12] {
            XCTAssertEqual(breaks.expand(breaks.compress(time)), time, accuracy: 1e-9, "\(time)")
        }
        XCTAssertTrue(TimelineBreaks(lanes: model.lanes, start: 1, end: 4.9).gaps.isEmpty, "a story under 4 s is linear")
    }

    func testTheWholeStoryIsDrawnWithItsBreakAndAZoomedOneLinearly() throws {
        let model = Self.pausedStory()
        let frame = Rect(0, 0, 480, 400)
        let whole = try XCTUnwrap(TimelinePlot(model, in: frame, now: 11, view: TimelineView(), measurer: EstimatedTextMeasure()))
        XCTAssertEqual(whole.breaks.gaps.count, 1)
        // Linear, the first touch's 0.2 s would be 2 % of the plot (9.66 s across); with the break,
        // more than a seventh of it.
        XCTAssertGreaterThan(whole.x(1.2) - whole.x(1), whole.rect.width / 7)
        XCTAssertLessThan(0.2 / (9.2 * TimelineView.padding), 0.03)
        for time in [1.0, 1.2, 5, 10, 10.2] {
            XCTAssertEqual(try XCTUnwrap(whole.time(atX: whole.x(time))), time, accuracy: 1e-9, "\(time)")
        }
        var view = TimelineView()
        view.zoom(by: 2, around: 5, model: model, now: 11)
        let zoomed = try XCTUnwrap(TimelinePlot(model, in: frame, now: 11, view: view, measurer: EstimatedTextMeasure()))
        XCTAssertTrue(zoomed.breaks.gaps.isEmpty)
        XCTAssertEqual(zoomed.x(6) - zoomed.x(5), zoomed.rect.width / zoomed.window.span, accuracy: 1e-9)
    }

    func testTheBreakIsShadedAndSaysHowLongItWas() {
        let model = Self.pausedStory()
        var list = DrawList(size: Size(800, 600), background: .black)
        let frame = Rect(0, 0, 480, 400)
        TimelineRenderer.draw(model, in: frame, now: 11, into: &list)
        let texts = TimelineLabelLayoutTests.texts(list).map(\.text)
        XCTAssertTrue(texts.contains("+9 s"), "\(texts)")
        XCTAssertTrue(texts.contains("0 s"))
        XCTAssertTrue(texts.contains { $0 == "9 s" || $0 == "9.5 s" || $0 == "9.2 s" }, "ticks after the break in real seconds: \(texts)")
        XCTAssertEqual(TimelineLabelLayoutTests.problems(in: list, frame: frame, measurer: EstimatedTextMeasure()), [])
    }
}
