@testable import Drawing
import GestureEngine
import XCTest

/// Zooming and scrolling the timeline's axis and pinning a moment: the range `TimelineView`
/// shows, what `TimelineRenderer` draws of it, and the x ↔ time map the window points with.
final class TimelineViewTests: XCTestCase {
    /// Docked at the right.
    static let frame = Rect(900, 20, 380, 700)

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

    static func draw(_ model: TimelineModel, now: Double = 3, view: TimelineView, frame: Rect = frame) -> DrawList {
        var list = DrawList(size: Size(1280, 800), background: .black)
        TimelineRenderer.draw(model, in: frame, now: now, view: view, into: &list)
        return list
    }

    /// Each fill's window rectangle (its shape's bounds as placed), its rectangle in the
    /// timeline's base points, and its colour.
    static func fills(_ list: DrawList) -> [(rect: Rect, base: Rect, color: Color)] {
        list.commands.compactMap { if case let .fill(shape, color) = $0 { (shape.transform.apply(to: shape.rect), shape.rect, color) } else { nil } }
    }

    /// Window x of the pin's line, when drawn.
    static func pinLineX(_ list: DrawList) -> Double? {
        fills(list).first { $0.color == Palette.panelTitle && $0.base.width == 1.5 }?.rect.midX
    }

    /// Window x of each delivered call's and touch phase's tick.
    static func tickXs(_ list: DrawList) -> [Double] {
        fills(list).filter { $0.color == Palette.delivery && $0.base.width == 3 }.map(\.rect.midX)
    }

    /// How `TimelineRenderer.draw` arranges `model` in `frame` at `now`: its plot in window points,
    /// and the x ↔ time map.
    static func arrangement(_ model: TimelineModel, in frame: Rect = frame, now: Double = 3, view: TimelineView) throws -> TimelineArrangement {
        try XCTUnwrap(TimelineArrangement(model, in: frame, now: now, view: view, measurer: EstimatedTextMeasure(), typeScale: .unit))
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

    func testZoomingInAndOutAroundAnAnchorKeepsItsX() throws {
        let model = Self.interaction()
        for anchor in [1.3, 2.0, 2.9] {
            var view = TimelineView()
            view.pinned = anchor
            let before = share(of: anchor, in: view, model)
            let drawnBefore = try XCTUnwrap(Self.pinLineX(Self.draw(model, view: view)))
            for factor in [4, 0.5, 8, 0.25] {
                view.zoom(by: factor, around: anchor, model: model, now: 3)
                XCTAssertEqual(share(of: anchor, in: view, model), before, accuracy: 1e-9, "×\(factor) around \(anchor)")
                XCTAssertEqual(try XCTUnwrap(Self.pinLineX(Self.draw(model, view: view))), drawnBefore, accuracy: 1e-6, "×\(factor) around \(anchor)")
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

    func testTimeAtXInvertsTheMapDrawUses() throws {
        let model = Self.interaction()
        var view = TimelineView()
        view.zoom(by: 4, around: 2, model: model, now: 3)
        view.scroll(by: -0.3, model: model, now: 3)
        let range = view.visibleRange(of: model, now: 3)
        func time(atX x: Double) -> Double? {
            TimelineRenderer.time(atX: x, in: Self.frame, model: model, now: 3, view: view)
        }
        // The drawn ticks of calls and touch phases sit where their times map.
        let ticks = Self.tickXs(Self.draw(model, view: view))
        XCTAssertEqual(ticks.count, 2, "1.75 and 2 in \(range)")
        for x in ticks {
            let drawn = try XCTUnwrap(time(atX: x))
            XCTAssertEqual(drawn / 0.25, (drawn / 0.25).rounded(), accuracy: 1e-9, "a call's time, \(drawn)")
            XCTAssertTrue(range.contains(drawn))
        }
        // A moment pinned from a click is drawn under the click.
        for x in stride(from: 1080.0, through: 1260, by: 45) {
            view.pinned = try XCTUnwrap(time(atX: x))
            XCTAssertEqual(try XCTUnwrap(Self.pinLineX(Self.draw(model, view: view))), x, accuracy: 1e-9)
        }
        XCTAssertNil(time(atX: Self.frame.minX + 5), "over the titles")
        XCTAssertNil(time(atX: Self.frame.maxX), "right of the plot")
        XCTAssertNil(time(atX: .nan))
        XCTAssertNil(TimelineRenderer.time(atX: 1100, in: Self.frame, model: TimelineModel(), now: 3, view: view), "no lanes")
    }

    func testMarkersOutsideTheRangeAreLeftOutWithTheirLabelsAndBarsStayInThePlot() throws {
        let model = Self.interaction()
        let plotOf = { (view: TimelineView) in try Self.arrangement(model, view: view) }
        var start = TimelineView()
        start.zoom(by: 4, around: 1, model: model, now: 3)
        var end = start
        end.scroll(by: 100, model: model, now: 3)
        for (view, shown, left) in [(start, [1, 1, 1.25, 1.5], "ended(T1)"), (end, [2.5, 2.75, 3, 3], "began(T1)")] {
            let list = Self.draw(model, view: view)
            let plot = try plotOf(view)
            let times = try Self.tickXs(list).map { try XCTUnwrap(plot.time(atX: $0)) }.sorted()
            let plotRect = plot.placement.apply(to: plot.plot.rect)
            XCTAssertEqual(times.count, shown.count)
            for (time, expected) in zip(times, shown) { XCTAssertEqual(time, expected, accuracy: 1e-9) }
            let texts = TimelineLabelLayoutTests.texts(list).map(\.text)
            XCTAssertFalse(texts.contains(left), "\(texts)")
            let bars = Self.fills(list).filter { [Palette.color(of: .began), Palette.color(of: .ended)].contains($0.color) }
            XCTAssertFalse(bars.isEmpty)
            for bar in bars {
                XCTAssertGreaterThanOrEqual(bar.rect.minX, plotRect.minX - 1e-9)
                XCTAssertLessThanOrEqual(bar.rect.maxX, plotRect.maxX + 1e-9)
            }
        }
        XCTAssertTrue(TimelineLabelLayoutTests.texts(Self.draw(model, view: start)).map(\.text).contains("began(T1)"))
        XCTAssertTrue(TimelineLabelLayoutTests.texts(Self.draw(model, view: end)).map(\.text).contains("ended(T1)"))
    }

    func testThePinIsALineAcrossTheLanesWithItsTimeThatOverprintsNothing() throws {
        let model = Self.interaction()
        for frame in TimelineLabelLayoutTests.panels + TimelineLabelLayoutTests.smallPanels {
            var view = TimelineView()
            for pinned in [1.512, 1, 3.1] {
                view.pinned = pinned
                let list = Self.draw(model, view: view, frame: frame)
                let label = String(format: "%.3f s", pinned - 1)
                let run = try XCTUnwrap(TimelineLabelLayoutTests.texts(list).first { $0.text == label }, "\(label) in \(frame)")
                XCTAssertEqual(run.color, Palette.panelTitle)
                let line = try XCTUnwrap(Self.fills(list).first { $0.color == Palette.panelTitle && $0.base.width == 1.5 }).rect
                let arranged = try Self.arrangement(model, in: frame, view: view), plot = arranged.placement.apply(to: arranged.plot.rect)
                XCTAssertEqual(line.maxY, plot.maxY, accuracy: 1e-9, "across every lane")
                XCTAssertLessThan(line.minY, plot.minY)
                XCTAssertEqual(TimelineLabelLayoutTests.problems(in: list, frame: frame, measurer: EstimatedTextMeasure()), [], "\(pinned) in \(frame)")
            }
            view.zoom(by: 4, around: 1, model: model, now: 3)
            view.pinned = 2.5
            let hidden = Self.draw(model, view: view, frame: frame)
            XCTAssertNil(Self.pinLineX(hidden), "a pin outside the range is not drawn")
            XCTAssertFalse(TimelineLabelLayoutTests.texts(hidden).contains { $0.text == "1.500 s" })
        }
    }

    func testAZoomedAxisSaysSoAndTicksInSecondsFromTheStart() throws {
        let model = Self.interaction()
        let whole = TimelineLabelLayoutTests.texts(Self.draw(model, view: TimelineView())).map(\.text)
        XCTAssertFalse(whole.contains { $0.hasPrefix("×") }, "no indicator at zoom 1")
        XCTAssertTrue(whole.contains("2 s"))
        var view = TimelineView()
        view.zoom(by: 16, around: 2, model: model, now: 3)
        let texts = TimelineLabelLayoutTests.texts(Self.draw(model, view: view)).map(\.text)
        XCTAssertTrue(texts.contains("×16 · 0.94–1.07 s"), "\(texts)")
        let ticks = texts.filter { $0.hasSuffix(" s") && !$0.hasPrefix("×") }.compactMap { Double($0.dropLast(2)) }
        XCTAssertGreaterThanOrEqual(ticks.count, 2, "\(texts)")
        for tick in ticks { XCTAssertTrue((0.9375...1.06875).contains(tick), "\(tick) s: from the start, within the range") }
    }

    func testHostileValuesGiveAFiniteNonEmptyRangeAndDrawCleanly() {
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
                        let list = Self.draw(model, now: now, view: view)
                        XCTAssertEqual(TimelineLabelLayoutTests.problems(in: list, frame: Self.frame, measurer: EstimatedTextMeasure()), [],
                                       "\(view) at \(now)")
                        let time = TimelineRenderer.time(atX: 1100, in: Self.frame, model: model, now: now, view: view)
                        XCTAssertEqual(time.map { range.contains($0) }, model.lanes.isEmpty ? nil : true, "\(view) at \(now)")
                    }
                }
            }
        }
    }
}
