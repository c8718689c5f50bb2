import EngineTestSupport
@testable import GestureEngine
import XCTest

/// Paging, nested scroll views, direction lock and zoom (§3.8): a horizontal pager P of three
/// 300-pt pages whose first page is a vertical list L.
final class ScrollPagingTests: EngineTestCase {
    private var engine: Engine!
    private var script: TouchScript!
    private var pager: ScrollView!
    private var list: ScrollView!

    override func setUp() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        let pagerView = View(id: "P", frame: Rect(0, 0, 300, 200))
        pager = ScrollView(viewID: "P", contentSize: Size(900, 200))
        pager.isPagingEnabled = true
        pagerView.setScrollView(pager)
        let listView = View(id: "L", frame: Rect(0, 0, 300, 200))
        list = ScrollView(viewID: "L", contentSize: Size(300, 1000))
        listView.setScrollView(list)
        pagerView.addSubview(listView)
        window.addSubview(pagerView)
        engine = engineUnderTest(window: window)
        script = TouchScript(engine)
    }

    private var scrolls: [String] { engine.traceText(only: ["scroll"]) }

    /// Moves finger 1 from `start` by `step` every 16 ms, `count` times, and lifts 4 ms later.
    private func drag(from start: Point, step: Point, count: Int) {
        script.down(1, start.x, start.y, at: 0)
        for index in 1...count {
            script.move(1, start.x + step.x * Double(index), start.y + step.y * Double(index), at: 0.016 * Double(index))
        }
        script.up(1, start.x + step.x * Double(count), start.y + step.y * Double(count), at: 0.016 * Double(count) + 0.004)
    }

    /// A sideways drag leaves the vertical list (its pan fails: the content cannot move that
    /// way) and the pager takes it; where the drag plus its projected coast (110 + 125 pt)
    /// passes half a page, the next page is chosen.
    func testASidewaysDragPagesTheOuterViewAndTheInnerListFails() {
        drag(from: Point(250, 100), step: Point(-4, 0), count: 30)
        let states = engine.traceText(only: ["state"])
        XCTAssertTrue(states.contains("@0.048 L.scroll.pan possible → failed (the content cannot move along the drag)"), "\(states)")
        XCTAssertTrue(states.contains("@0.048 P.scroll.pan possible → began (moved 10 pt)"), "\(states)")
        XCTAssertEqual(scrolls.last, "@0.484 scroll P released at velocity (250,0): settles on the page at (300,0)")
        script.advance(to: 3)
        XCTAssertEqual(pager.contentOffset, Point(300, 0))
        XCTAssertEqual(list.contentOffset, .zero)
        assertQuiescent(engine)
    }

    /// 50 pt dragged plus a 62.5-pt projected coast stays under half a page: back to page 0.
    func testASlowShortDragSettlesBackOnItsPage() {
        drag(from: Point(250, 100), step: Point(-2, 0), count: 30)
        script.advance(to: 0.6)
        XCTAssertEqual(scrolls.last, "@0.484 scroll P released at velocity (125,0): settles on the page at (0,0)")
        script.advance(to: 3)
        XCTAssertEqual(pager.contentOffset, .zero)
    }

    /// However fast the flick, paging moves at most one page from where the drag began.
    func testAFastFlickMovesOnePageOnly() {
        drag(from: Point(250, 100), step: Point(-30, 0), count: 3)
        XCTAssertEqual(scrolls.last, "@0.052 scroll P released at velocity (1875,0): settles on the page at (300,0)")
        script.advance(to: 3)
        XCTAssertEqual(pager.contentOffset, Point(300, 0))
    }

    /// An upward drag scrolls the list; the pager cannot move vertically, so its pan fails.
    func testAnUpwardDragScrollsTheInnerList() {
        drag(from: Point(150, 180), step: Point(0, -5), count: 20)
        let states = engine.traceText(only: ["state"])
        XCTAssertTrue(states.contains("@0.032 P.scroll.pan possible → failed (the content cannot move along the drag)"), "\(states)")
        XCTAssertEqual(scrolls.first, "@0.032 scroll L began dragging at (0,0)")
        XCTAssertEqual(list.contentOffset.y, 90)
        XCTAssertEqual(pager.contentOffset, .zero)
        script.advance(to: 5)
    }

    /// Direction lock: a drag that starts mostly vertical moves the content only vertically.
    func testDirectionLockHoldsTheContentToTheDragsMainAxis() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        let canvas = View(id: "C", frame: Rect(0, 0, 400, 400))
        let scroll = ScrollView(viewID: "C", contentSize: Size(2000, 2000))
        scroll.isDirectionalLockEnabled = true
        canvas.setScrollView(scroll)
        window.addSubview(canvas)
        let engine = engineUnderTest(window: window)
        var script = TouchScript(engine)
        script.down(1, 200, 300, at: 0)
        for index in 1...10 { script.move(1, 200 - 2 * Double(index), 300 - 8 * Double(index), at: 0.016 * Double(index)) }
        XCTAssertEqual(scroll.contentOffset.x, 0)
        XCTAssertGreaterThan(scroll.contentOffset.y, 50)
        script.up(1, 180, 220, at: 0.3)
        script.advance(to: 5)
    }

    /// Zoom: the scroll view's pinch scales its zoom view, the content takes its scaled size
    /// and the point under the fingers stays under them; the scale stops at the maximum.
    func testThePinchZoomsTheZoomViewAboutItsCentroid() throws {
        let (engine, scroll) = zoomable()
        let image = try XCTUnwrap(scroll.zoomView)
        spread(engine)
        var script = TouchScript(engine)
        script.up(1, 50, 150, at: 0.2)
        script.up(2, 250, 150, at: 0.2)
        // The pinch began at a span of 110 pt (10 pt wider than at the second touch's landing).
        let scale = 200.0 / 110
        XCTAssertEqual(scroll.zoomScale, scale, accuracy: 1e-9)
        XCTAssertEqual(scroll.contentSize.width, 300 * scale, accuracy: 1e-9)
        XCTAssertEqual(image.frame.origin, .zero)
        // The centroid (150,150) stays over the content point it was over at began: (150,150) at scale 1.
        XCTAssertEqual(scroll.contentOffset.x, 150 * scale - 150, accuracy: 1e-9)
        XCTAssertEqual(engine.traceText(only: ["scroll"]).last, "@0.200 scroll Z zoomed to 1.8182 at \(scroll.contentOffset)")
        script.advance(to: 1)
    }

    /// Caught far past the left edge (where the finger would have had to be is more than half
    /// a page out), a drag still counts pages from the edge: it reaches page 1.
    func testCatchingThePagerPastItsEdgeStillAllowsTheNextPage() {
        script.down(1, 5, 100, at: 0)
        for step in 1...20 { script.move(1, 5 + 15 * Double(step), 100, at: 0.016 * Double(step)) }
        script.up(1, 305, 100, at: 0.4)
        script.down(2, 290, 100, at: 0.45)
        XCTAssertLessThan(pager.contentOffset.x, -80, "caught far past the edge")
        for step in 1...70 { script.move(2, 290 - 6 * Double(step), 100, at: 0.45 + 0.016 * Double(step)) }
        script.up(2, -130, 100, at: 1.7)
        XCTAssertGreaterThan(pager.contentOffset.x, 150)
        XCTAssertEqual(scrolls.last, "@1.700 scroll P released at velocity (0,0): settles on the page at (300,0)")
        script.advance(to: 3)
        XCTAssertEqual(pager.contentOffset, Point(300, 0))
    }

    /// A scroll view of 300×300 whose 300×300 image zooms from 1 to 3, with its engine.
    private func zoomable() -> (Engine, ScrollView) {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        let frame = View(id: "Z", frame: Rect(0, 0, 300, 300))
        let scroll = ScrollView(viewID: "Z", contentSize: Size(300, 300), minimumZoomScale: 1, maximumZoomScale: 3)
        frame.setScrollView(scroll)
        let image = View(id: "I", frame: Rect(0, 0, 300, 300))
        frame.addSubview(image)
        scroll.setZoomView(image)
        window.addSubview(frame)
        return (engineUnderTest(window: window), scroll)
    }

    /// Two fingers spread from 100 to 200 pt apart about (150, 150) by `steps` steps.
    private func spread(_ engine: Engine, steps: Int = 10) {
        engine.send(InputEvent(time: 0, changes: [TouchInput(fingerID: 1, phase: .down, location: Point(100, 150), type: .direct),
                                                  TouchInput(fingerID: 2, phase: .down, location: Point(200, 150), type: .direct)]))
        for index in 1...steps {
            let d = 50 * Double(index) / Double(steps)
            engine.send(InputEvent(time: 0.016 * Double(index), changes: [
                TouchInput(fingerID: 1, phase: .move, location: Point(100 - d, 150), type: .direct),
                TouchInput(fingerID: 2, phase: .move, location: Point(200 + d, 150), type: .direct),
            ]))
        }
    }

    /// §7.6 with the scroll view's pan beside its pinch: one finger lifted, the pinch is silent
    /// and the other finger drags the zoomed content, which neither stands still nor jumps.
    func testAfterAPinchTheRemainingFingerDragsTheZoomedContent() {
        let (engine, scroll) = zoomable()
        spread(engine)
        var script = TouchScript(engine)
        script.up(2, 250, 150, at: 0.2)
        let zoomed = scroll.contentOffset
        for step in 1...10 { script.move(1, 50, 150 + 10 * Double(step), at: 0.2 + 0.016 * Double(step)) }
        // 100 pt down, less the pan's 10 before it began (it began after the second finger lifted).
        XCTAssertEqual(scroll.contentOffset.y, zoomed.y - 90, accuracy: 1e-9)
        let dragged = scroll.contentOffset
        script.up(1, 50, 250, at: 0.5)
        XCTAssertEqual(scroll.contentOffset, dragged, "the lift moves nothing")
        XCTAssertEqual(engine.traceText(only: ["scroll"]).last, "@0.500 scroll Z zoomed to \(formatNumber(scroll.zoomScale)) at \(dragged)")
        script.advance(to: 2)
    }

    /// A flick that ends the pinch too keeps its coast: the pinch's end does not stop it.
    func testAFlickEndingAPinchStillCoasts() {
        let (engine, scroll) = zoomable()
        spread(engine)
        for index in 1...5 {
            engine.send(InputEvent(time: 0.16 + 0.016 * Double(index), changes: [
                TouchInput(fingerID: 1, phase: .move, location: Point(50, 150 - 20 * Double(index)), type: .direct),
                TouchInput(fingerID: 2, phase: .move, location: Point(250, 150 - 20 * Double(index)), type: .direct),
            ]))
        }
        engine.send(InputEvent(time: 0.25, changes: [TouchInput(fingerID: 1, phase: .up, location: Point(50, 50), type: .direct),
                                                     TouchInput(fingerID: 2, phase: .up, location: Point(250, 50), type: .direct)]))
        XCTAssertTrue(scroll.isDecelerating, "\(engine.traceText(only: ["scroll", "state"]))")
        XCTAssertFalse(engine.trace.events.contains { $0.textLine.contains("scroll settles cancelled") })
        var script = TouchScript(engine)
        script.advance(to: 5)
    }
}

