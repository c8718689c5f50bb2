@testable import Drawing
import GestureEngine
import XCTest

/// Zooming and scrolling the timeline's axis: the range `TimelineView` shows.
final class TimelineViewTests: XCTestCase {
    /// Two seconds from engine time 1: T1 comes down on view V at 1 and lifts at 3, V hears
    /// a call every 0.25 s, and a pan begins at 1.5 and ends at the lift. The whole axis is
    /// 2 × 1.05 = 2.1 s: 1…3.1.
    static func interaction(lifted: Bool = true) -> TimelineModel {
        var model = TimelineModel()
        func add(_ time: Double, _ kind: TraceEvent.Kind) { model.consume(TraceEvent(time: time, kind: kind)) }
        add(1, .touch(touch: 1, phase: .began, location: Point(10, 10), type: .direct))
        add(1, .participants(touch: 1, recognizers: ["pan"]))
        add(1, .deliver(view: "V", touch: 1, phase: .began))
        add(1.5, .state(recognizer: "pan", from: .possible, to: .began, reason: "moved 10 pt"))
        for step in 1...7 { add(1 + Double(step) * 0.25, .deliver(view: "V", touch: 1, phase: .moved)) }
        guard lifted else { return model }
        add(3, .state(recognizer: "pan", from: .changed, to: .ended, reason: nil))
        add(3, .touch(touch: 1, phase: .ended, location: Point(10, 10), type: .direct))
        add(3, .deliver(view: "V", touch: 1, phase: .ended))
        return model
    }

    /// Where `time` falls across the visible range, 0 at its start and 1 at its end.
    private func share(of time: Double, in view: TimelineView, _ model: TimelineModel) -> Double {
        let range = view.visibleRange(of: model, now: 3)
        return (time - range.lowerBound) / (range.upperBound - range.lowerBound)
    }

    func testTheDefaultViewShowsTheWholeInteractionAndAZoomedOneFollowsItsEnd() {
        let model = Self.interaction()
        let whole = TimelineView().visibleRange(of: model, now: 3)
        XCTAssertEqual(whole.lowerBound, 1)
        XCTAssertEqual(whole.upperBound, 3.1, accuracy: 1e-12)
        var view = TimelineView()
        view.zoom = 4
        let followed = view.visibleRange(of: model, now: 3)
        XCTAssertEqual(followed.upperBound - followed.lowerBound, 0.525, accuracy: 1e-12)
        XCTAssertEqual(followed.upperBound, 3.025, accuracy: 1e-12, "the end 1/1.05 of the way across")
        let open = Self.interaction(lifted: false)
        XCTAssertEqual(view.visibleRange(of: open, now: 4).upperBound, 4 + 3.15 / 4 * (1 - 1 / 1.05), accuracy: 1e-12,
                       "an open interaction runs to now")
    }

    func testZoomingInAndOutAroundAnAnchorKeepsItsX() {
        let model = Self.interaction()
        for anchor in [1.3, 2.0, 2.9] {
            var view = TimelineView()
            let before = share(of: anchor, in: view, model)
            for factor in [4, 0.5, 8, 0.25] {
                view.zoom(by: factor, around: anchor, model: model, now: 3)
                XCTAssertEqual(share(of: anchor, in: view, model), before, accuracy: 1e-9, "×\(factor) around \(anchor)")
            }
            XCTAssertEqual(view.zoom, 4)
        }
        var centred = TimelineView()
        centred.zoom(by: 4, around: nil, model: model, now: 3)
        let range = centred.visibleRange(of: model, now: 3)
        XCTAssertEqual((range.lowerBound + range.upperBound) / 2, 2.05, accuracy: 1e-12, "nil: around the centre")
    }

    func testZoomStaysWithinOneAndTheMaximumAndZoomingOutStaysInsideTheInteraction() {
        let model = Self.interaction()
        var view = TimelineView()
        view.zoom(by: 1000, around: 2, model: model, now: 3)
        XCTAssertEqual(view.zoom, TimelineView.maximumZoom)
        var edge = TimelineView()
        edge.zoom(by: 4, around: 1.6, model: model, now: 3)
        edge.scroll(by: -1, model: model, now: 3)
        XCTAssertEqual(edge.visibleRange(of: model, now: 3), 1...1.525)
        edge.zoom(by: 0.5, around: 1.4, model: model, now: 3)
        XCTAssertEqual(edge.visibleRange(of: model, now: 3), 1...2.05, "keeping 1.4's x would start the range at 0.6")
        view.zoom(by: 1e-9, around: 2, model: model, now: 3)
        XCTAssertEqual(view.zoom, 1)
        XCTAssertNil(view.end, "zoom 1 follows")
        XCTAssertEqual(view.visibleRange(of: model, now: 3), TimelineView().visibleRange(of: model, now: 3))
    }

    func testScrollingClampsAtTheStartAndFollowsAgainAtTheEnd() throws {
        let model = Self.interaction()
        var view = TimelineView()
        view.zoom(by: 4, around: 1, model: model, now: 3)
        XCTAssertEqual(view.visibleRange(of: model, now: 3).lowerBound, 1)
        view.scroll(by: -1, model: model, now: 3)
        XCTAssertEqual(view.visibleRange(of: model, now: 3).lowerBound, 1, "not before the start")
        XCTAssertEqual(try XCTUnwrap(view.end), 1.525, accuracy: 1e-12)
        view.scroll(by: 0.5, model: model, now: 3)
        XCTAssertEqual(view.visibleRange(of: model, now: 3).lowerBound, 1.2625, accuracy: 1e-12)
        view.scroll(by: 100, model: model, now: 3)
        XCTAssertNil(view.end, "the end reached: following again")
        XCTAssertEqual(view.visibleRange(of: model, now: 3).upperBound, 3.025, accuracy: 1e-12)
        view.scroll(by: 0.5, model: model, now: 3)
        XCTAssertNil(view.end, "not past the end")

        // Live: following moves with now; scrolled back, the right edge stays.
        let open = Self.interaction(lifted: false)
        var live = TimelineView()
        live.zoom = 4
        XCTAssertGreaterThan(live.visibleRange(of: open, now: 5).upperBound, live.visibleRange(of: open, now: 4).upperBound)
        live.scroll(by: -0.5, model: open, now: 4)
        let end = try XCTUnwrap(live.end)
        XCTAssertEqual(live.visibleRange(of: open, now: 5).upperBound, end, accuracy: 1e-12)
    }

    func testHostileValuesGiveAFiniteNonEmptyRange() {
        let hostile: [Double] = [.nan, .infinity, -.infinity, 0, -1, 1e300, -1e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
        for model in [Self.interaction(), Self.interaction(lifted: false), TimelineModel()] {
            for now in hostile + [3] {
                for value in hostile {
                    var set = TimelineView()
                    set.zoom = value
                    set.end = value
                    set.pinned = value
                    var moved = TimelineView()
                    moved.zoom(by: value, around: value, model: model, now: now)
                    moved.scroll(by: value, model: model, now: now)
                    moved.zoom(by: 4, around: value, model: model, now: now)
                    moved.scroll(by: value, model: model, now: now)
                    XCTAssertTrue((1...TimelineView.maximumZoom).contains(moved.zoom), "\(value) at \(now): \(moved)")
                    XCTAssertTrue(moved.end?.isFinite ?? true, "\(value) at \(now): \(moved)")
                    for view in [set, moved] {
                        let range = view.visibleRange(of: model, now: now)
                        XCTAssertTrue(range.lowerBound.isFinite && range.upperBound.isFinite, "\(view) at \(now): \(range)")
                        XCTAssertLessThan(range.lowerBound, range.upperBound, "\(view) at \(now)")
                    }
                }
            }
        }
    }
}
