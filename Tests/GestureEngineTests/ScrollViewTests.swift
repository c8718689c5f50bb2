import EngineTestSupport
@testable import GestureEngine
import XCTest

/// UIKIT-SEMANTICS.md §3.8–3.9: a vertical list S (320×400, content 320×2000) holding a button
/// B and a plain row R; delayed and cancelled content touches, coasting, rubber-banding.
final class ScrollViewTests: EngineTestCase {
    private var engine: Engine!
    private var script: TouchScript!
    private var list: View!
    private var scroll: ScrollView!

    override func setUp() {
        (engine, list, scroll) = Self.makeList()
        script = TouchScript(engine)
    }

    /// The window with the list S, its button B and its row R, in a fresh engine.
    private static func makeList() -> (Engine, View, ScrollView) {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        let list = View(id: "S", frame: Rect(0, 0, 320, 400))
        let scroll = ScrollView(viewID: "S", contentSize: Size(320, 2000))
        list.setScrollView(scroll)
        let button = View(id: "B", frame: Rect(20, 20, 100, 44))
        button.setControl(Control(kind: .button))
        list.addSubview(button)
        list.addSubview(View(id: "R", frame: Rect(0, 100, 320, 44)))
        window.addSubview(list)
        return (engineUnderTest(window: window), list, scroll)
    }

    private var outline: [String] {
        engine.traceText(only: ["deliver", "withheld", "undelivered", "controlEvent", "ask", "state", "scroll"])
            .filter { !$0.contains("→ possible (reset)") }
    }

    /// A drag in 16-ms steps of `step` points, from `start`, `count` moves, then the lift where
    /// the last move ended.
    private func drag(_ finger: Int, from start: Point, step: Point, count: Int, at time: Double) {
        script.down(finger, start.x, start.y, at: time)
        for index in 1...count {
            script.move(finger, start.x + step.x * Double(index), start.y + step.y * Double(index), at: time + 0.016 * Double(index))
        }
        script.up(finger, start.x + step.x * Double(count), start.y + step.y * Double(count), at: time + 0.016 * Double(count) + 0.004)
    }

    /// 1000 · ln(normal rate): the coast's decay per second.
    private let decay = 1000 * log(Defaults.scrollDecelerationNormal)

    /// §3.8–3.9: a quick drag starting on the button scrolls; the button never hears the touch.
    func testAQuickDragFromTheButtonScrollsAndTheButtonHearsNothing() {
        drag(1, from: Point(60, 40), step: Point(0, -6), count: 5, at: 0)
        XCTAssertEqual(outline, [
            "@0.000 B.began(T1) withheld",
            "@0.016 B.moved(T1) withheld",
            "@0.032 S.scroll.pan possible → began (moved 10 pt)",
            "@0.032 S.scroll.delay possible → failed (excluded by S.scroll.pan)",
            "@0.032 scroll S began dragging at (0,0)",
            "@0.048 S.scroll.pan began → changed",
            "@0.048 scroll S dragged to (0,6)",
            "@0.064 S.scroll.pan changed → changed",
            "@0.064 scroll S dragged to (0,12)",
            "@0.080 S.scroll.pan changed → changed",
            "@0.080 scroll S dragged to (0,18)",
            "@0.084 S.scroll.pan changed → ended",
            "@0.084 scroll S released at velocity (0,375): decelerates to (0,202.8149)",
        ])
        script.advance(to: 3)
        assertQuiescent(engine)
    }

    /// §3.8 with E8's timing: a tap shorter than the delay reaches the button at its lift, as
    /// began and ended in one turn, and the button acts.
    func testATapOnTheButtonReachesItAtTheLift() {
        script.down(1, 60, 40, at: 0)
        script.up(1, 60, 40, at: 0.08)
        XCTAssertEqual(outline, [
            "@0.000 B.began(T1) withheld",
            "@0.080 S.scroll.pan possible → failed (lifted before moving 10 pt)",
            "@0.080 S.scroll.delay possible → failed (touch ended)",
            "@0.080 B.ended(T1) withheld",
            "@0.080 B.began(T1)",
            "@0.080 B sends .touchDown (T1)",
            "@0.080 B.ended(T1)",
            "@0.080 B sends .touchUpInside (T1)",
            "@0.080 B sends .primaryActionTriggered (T1)",
        ])
        assertQuiescent(engine)
    }

    /// §3.9: holding past the content delay hands the touch to the button; a drag then cannot
    /// cancel a control, so the scroll pan fails and the button keeps tracking.
    func testHoldingTracksTheButtonAndTheDragDoesNotScroll() {
        script.down(1, 60, 40, at: 0)
        script.advance(to: 0.2)
        script.move(1, 60, 30, at: 0.25)
        script.move(1, 60, 20, at: 0.3)
        script.up(1, 60, 20, at: 0.35)
        XCTAssertEqual(outline, [
            "@0.000 B.began(T1) withheld",
            "@0.150 S.scroll.delay possible → failed (touch delay elapsed)",
            "@0.150 B.began(T1)",
            "@0.150 B sends .touchDown (T1)",
            "@0.250 ask S.scroll.pan touchesShouldCancel B → false",
            "@0.250 S.scroll.pan possible → failed (B tracks T1 and may not be cancelled)",
            "@0.250 B.moved(T1)",
            "@0.250 B sends .touchDragInside (T1)",
            "@0.300 B.moved(T1)",
            "@0.300 B sends .touchDragInside (T1)",
            "@0.350 B.ended(T1)",
            "@0.350 B sends .touchUpInside (T1)",
            "@0.350 B sends .primaryActionTriggered (T1)",
        ])
        XCTAssertEqual(scroll.contentOffset, .zero)
        assertQuiescent(engine)
    }

    /// §3.9: content that is not a control may be cancelled: the held row is cancelled and the
    /// list scrolls (translation is zero at began, so the content starts where it was).
    func testHoldingOnAPlainRowThenDraggingCancelsTheRowAndScrolls() {
        script.down(1, 60, 120, at: 0)
        script.advance(to: 0.2)
        script.move(1, 60, 110, at: 0.25)
        script.move(1, 60, 100, at: 0.3)
        script.up(1, 60, 100, at: 0.35)
        XCTAssertEqual(outline, [
            "@0.000 R.began(T1) withheld",
            "@0.150 S.scroll.delay possible → failed (touch delay elapsed)",
            "@0.150 R.began(T1)",
            "@0.250 ask S.scroll.pan touchesShouldCancel R → true",
            "@0.250 S.scroll.pan possible → began (moved 10 pt)",
            "@0.250 R.cancelled(T1)",
            "@0.250 scroll S began dragging at (0,0)",
            "@0.300 S.scroll.pan began → changed",
            "@0.300 scroll S dragged to (0,10)",
            "@0.350 S.scroll.pan changed → ended",
            // §7.0: the lift came 50 ms after the last move: no velocity.
            "@0.350 scroll S released at velocity (0,0): rests at (0,10)",
        ])
        assertQuiescent(engine)
    }

    /// §3.9: `canCancelContentTouches` false keeps even a plain row's touch from the scroll pan.
    func testWithoutCancellingContentTheHeldRowKeepsItsTouch() {
        scroll.canCancelContentTouches = false
        script.down(1, 60, 120, at: 0)
        script.advance(to: 0.2)
        script.move(1, 60, 100, at: 0.25)
        script.up(1, 60, 100, at: 0.3)
        XCTAssertTrue(outline.contains("@0.250 S.scroll.pan possible → failed (R tracks T1 and may not be cancelled)"), "\(outline)")
        XCTAssertTrue(outline.contains("@0.300 R.ended(T1)"))
        XCTAssertFalse(outline.contains { $0.contains("ask") }, "touchesShouldCancel is asked only when content may be cancelled")
        XCTAssertEqual(scroll.contentOffset, .zero)
    }

    /// §3.8: without `delaysContentTouches` content hears `began` at once, so a drag from the
    /// button does not scroll (UIKit's well-known case), while a drag from a row does.
    func testWithoutTheDelayTheButtonTracksAtOnceAndADragFromItDoesNotScroll() {
        scroll.delaysContentTouches = false
        drag(1, from: Point(60, 40), step: Point(0, -6), count: 5, at: 0)
        XCTAssertEqual(Array(outline.prefix(5)), [
            "@0.000 B.began(T1)",
            "@0.000 B sends .touchDown (T1)",
            "@0.016 B.moved(T1)",
            "@0.016 B sends .touchDragInside (T1)",
            "@0.032 ask S.scroll.pan touchesShouldCancel B → false",
        ])
        XCTAssertFalse(outline.contains { $0.contains("scroll S") })
        XCTAssertFalse(engine.traceText.contains { $0.contains("S.scroll.delay") }, "a disabled delay takes no part")
    }

    /// UIKit's deceleration: after the lift the offset coasts as v·(e^(kt) − 1)/k with k =
    /// 1000·ln 0.998 per second, stops when slower than 5 pt/s, and the settle is traced then.
    func testAFlickCoastsWithUIKitsDecelerationAndSettles() {
        drag(1, from: Point(60, 300), step: Point(0, -20), count: 6, at: 0)
        XCTAssertEqual(outline.last, "@0.100 scroll S released at velocity (0,1250): decelerates to (0,721.8773)")
        XCTAssertEqual(scroll.contentOffset, Point(0, 100))
        script.advance(to: 0.6)
        XCTAssertEqual(scroll.contentOffset.y, 100 + 1250 * (exp(decay * 0.5) - 1) / decay, accuracy: 1e-9)
        XCTAssertTrue(scroll.isDecelerating)
        script.advance(to: 5)
        let stop = 0.1 + log(Defaults.scrollStopSpeed / 1250) / decay
        XCTAssertEqual(engine.traceText.last, "@\(formatNumber(stop, decimals: 3)) scroll S settled at (0,721.8773)")
        XCTAssertFalse(scroll.isDecelerating)
        assertQuiescent(engine)
    }

    /// Time is a value: the offset at an instant is the same however often time was advanced.
    func testTheOffsetDependsOnTimeNotOnHowOftenTheShellDraws() {
        drag(1, from: Point(60, 300), step: Point(0, -20), count: 6, at: 0)
        var offsets: [Double] = []
        for step in 1...20 {
            script.advance(to: 0.1 + 0.05 * Double(step))
            offsets.append(scroll.contentOffset.y)
        }
        let (otherEngine, _, otherScroll) = Self.makeList()
        var otherScript = TouchScript(otherEngine)
        otherScript.down(1, 60, 300, at: 0)
        for index in 1...6 { otherScript.move(1, 60, 300 - 20 * Double(index), at: 0.016 * Double(index)) }
        otherScript.up(1, 60, 180, at: 0.1)
        var sampled: [Double] = []
        for millisecond in 1...1000 {
            otherScript.advance(to: 0.1 + 0.001 * Double(millisecond))
            if millisecond % 50 == 0 { sampled.append(otherScroll.contentOffset.y) }
        }
        XCTAssertEqual(offsets, sampled)
        otherScript.advance(to: 5)
        script.advance(to: 5)
    }

    /// Past the top the content follows the finger rubber-banded (d·c·x / (d + c·x)), then
    /// bounces back to the edge; with `bounces` false it stops at the edge.
    func testDraggingPastTheTopRubberBandsAndBouncesBack() {
        script.down(1, 60, 100, at: 0)
        script.move(1, 60, 110, at: 0.05)
        script.move(1, 60, 210, at: 0.1)
        let shown = 400 * 0.55 * 100 / (400 + 0.55 * 100)
        XCTAssertEqual(scroll.contentOffset.y, -shown, accuracy: 1e-9)
        script.up(1, 60, 210, at: 0.2)
        XCTAssertEqual(outline.last, "@0.200 scroll S released at velocity (0,0): bounces back to (0,0)")
        script.advance(to: 0.3)
        XCTAssertGreaterThan(scroll.contentOffset.y, -shown)
        XCTAssertLessThan(scroll.contentOffset.y, 0)
        script.advance(to: 3)
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertTrue(engine.traceText.last?.hasSuffix("scroll S settled at (0,0)") ?? false)
        assertQuiescent(engine)
    }

    func testWithoutBouncesTheContentStopsAtTheEdge() {
        scroll.bounces = false
        script.down(1, 60, 100, at: 0)
        script.move(1, 60, 110, at: 0.05)
        script.move(1, 60, 210, at: 0.1)
        XCTAssertEqual(scroll.contentOffset, .zero)
        script.up(1, 60, 210, at: 0.2)
        XCTAssertEqual(outline.last, "@0.200 scroll S released at velocity (0,0): rests at (0,0)")
    }

    /// A flick towards the bottom edge coasts into it and springs back to it.
    func testAFlickIntoTheBottomEdgeBouncesBackToIt() {
        scroll.contentOffset = Point(0, 1500)
        drag(1, from: Point(60, 300), step: Point(0, -20), count: 6, at: 0)
        XCTAssertEqual(outline.last, "@0.100 scroll S released at velocity (0,1250): bounces back to (0,1600)")
        var beyond = 0.0
        for step in 1...100 {
            script.advance(to: 0.1 + 0.01 * Double(step))
            beyond = max(beyond, scroll.contentOffset.y - 1600)
        }
        XCTAssertGreaterThan(beyond, 5, "the content overshoots the edge before coming back")
        XCTAssertEqual(scroll.contentOffset.y, 1600)
        assertQuiescent(engine)
    }

    /// §3.8: a touch on moving content stops it, and `touchesShouldBegin` keeps that touch from
    /// the content (a tap that stops a list does not press its row).
    func testATouchOnCoastingContentStopsItAndTheContentDoesNotHearIt() {
        drag(1, from: Point(60, 300), step: Point(0, -20), count: 6, at: 0)
        script.down(2, 60, 120, at: 0.5)
        let stoppedAt = scroll.contentOffset
        script.up(2, 60, 120, at: 0.55)
        script.advance(to: 1)
        XCTAssertEqual(scroll.contentOffset, stoppedAt)
        let lines = outline.filter { $0.hasPrefix("@0.5") }
        XCTAssertEqual(lines.first, "@0.500 scroll S stopped by a touch at \(stoppedAt)")
        XCTAssertEqual(lines.dropFirst().first, "@0.500 S does not hear T2: touchesShouldBegin")
        XCTAssertFalse(lines.contains { $0.contains(".began(T2)") || $0.contains(".ended(T2)") })
        assertQuiescent(engine)
    }

    /// Content stopped by a touch while it bounced back springs into place when that touch
    /// lifts without dragging (as UIKit settles it at the lift); it never stays past the edge.
    func testContentStoppedPastTheEdgeSpringsBackWhenTheTouchLifts() {
        script.down(1, 60, 100, at: 0)
        script.move(1, 60, 110, at: 0.05)
        script.move(1, 60, 310, at: 0.1)
        script.up(1, 60, 310, at: 0.2)
        script.down(2, 60, 200, at: 0.25)
        let stopped = scroll.contentOffset.y
        XCTAssertLessThan(stopped, 0)
        script.up(2, 60, 200, at: 0.3)
        XCTAssertEqual(outline.filter { $0.hasPrefix("@0.3") }.last, "@0.300 scroll S released at velocity (0,0): bounces back to (0,0)")
        script.advance(to: 2)
        XCTAssertEqual(scroll.contentOffset, .zero)
        assertQuiescent(engine)
    }

    /// Caught past the edge, the content goes on from where it is: the rubber band is undone
    /// for the drag's origin, so the first move does not make it jump.
    func testCatchingContentPastTheEdgeDoesNotMakeItJump() {
        script.down(1, 60, 100, at: 0)
        script.move(1, 60, 110, at: 0.05)
        script.move(1, 60, 310, at: 0.1)
        script.up(1, 60, 310, at: 0.2)
        script.down(2, 60, 200, at: 0.25)
        let caught = scroll.contentOffset.y
        script.move(2, 60, 211, at: 0.27)
        script.move(2, 60, 212, at: 0.28)
        // One more point of finger moves banded content by less than a point, the same way.
        XCTAssertLessThan(scroll.contentOffset.y, caught)
        XCTAssertGreaterThan(scroll.contentOffset.y, caught - 2)
        script.up(2, 60, 212, at: 0.4)
        script.advance(to: 3)
        XCTAssertEqual(scroll.contentOffset, .zero)
    }
}

