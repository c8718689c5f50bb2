import EngineTestSupport
@testable import GestureEngine
import XCTest

/// §3.8: a scroll view's offset while dragging is in the trace (`scroll` `dragged`), once per
/// turn that changed it, as a pan's translation is. A vertical list S (320×400, content 320×2000).
final class ScrollOffsetTraceTests: EngineTestCase {
    private var engine: Engine!
    private var script: TouchScript!

    override func setUp() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        let list = View(id: "S", frame: Rect(0, 0, 320, 400))
        list.setScrollView(ScrollView(viewID: "S", contentSize: Size(320, 2000)))
        window.addSubview(list)
        engine = engineUnderTest(window: window)
        script = TouchScript(engine)
    }

    /// Pulled down from the top: the offset goes past the edge on the rubber band,
    /// d·c·x / (d + c·x) for the finger's overshoot x (d = 400, c = 0.55).
    func testPastTheEdgeTheDraggedOffsetIsRubberBanded() {
        script.down(1, 100, 100, at: 0)
        script.move(1, 100, 120, at: 0.016)
        script.move(1, 100, 220, at: 0.032)
        script.move(1, 100, 320, at: 0.048)
        script.up(1, 100, 320, at: 0.3)
        script.advance(to: 3)
        let band = { (x: Double) in 400 * 0.55 * x / (400 + 0.55 * x) }
        XCTAssertEqual(engine.traceText(only: ["scroll"]).prefix(3), [
            "@0.016 scroll S began dragging at (0,0)",
            "@0.032 scroll S dragged to (0,\(formatNumber(-band(100))))",
            "@0.048 scroll S dragged to (0,\(formatNumber(-band(200))))",
        ])
        XCTAssertEqual(engine.trace.events.first { $0.jsonLine.contains("dragged") }?.jsonLine,
                       #"{"t":0.032,"type":"scroll","view":"S","event":"dragged","x":0,"y":-48.3516,"vx":null,"vy":null,"zoom":null}"#)
    }

    /// A move that leaves the offset where it is (sideways, on a list that only scrolls
    /// vertically) is not traced; the pan still changes.
    func testAMoveThatDoesNotMoveTheContentIsNotTraced() {
        script.down(1, 100, 300, at: 0)
        script.move(1, 100, 280, at: 0.016)
        script.move(1, 100, 260, at: 0.032)
        script.move(1, 130, 260, at: 0.048)
        script.up(1, 130, 260, at: 0.3)
        script.advance(to: 3)
        XCTAssertEqual(engine.traceText(only: ["scroll", "state"]).filter { $0.hasPrefix("@0.0") }, [
            "@0.016 S.scroll.pan possible → began (moved 10 pt)",
            "@0.016 S.scroll.delay possible → failed (excluded by S.scroll.pan)",
            "@0.016 scroll S began dragging at (0,0)",
            "@0.032 S.scroll.pan began → changed",
            "@0.032 scroll S dragged to (0,20)",
            "@0.048 S.scroll.pan changed → changed",
        ])
    }

    /// Released past the top edge, the content springs back: the release is followed by the
    /// whole motion (`scrollMotion`), from which the offset at any time until it settles is
    /// known — here exactly where the engine puts the content at every step.
    func testAReleaseTracesTheWholeMotionAndTheOffsetFollowsIt() throws {
        script.down(1, 100, 100, at: 0)
        script.move(1, 100, 120, at: 0.016)
        script.move(1, 100, 220, at: 0.032)
        script.up(1, 100, 220, at: 0.3)
        XCTAssertEqual(engine.trace.events.filter { ["scroll", "scrollMotion"].contains($0.typeName) && $0.time == 0.3 }.map(\.jsonLine), [
            #"{"t":0.3,"type":"scroll","view":"S","event":"bouncing","x":0,"y":0,"vx":0,"vy":0,"zoom":null}"#,
            #"{"t":0.3,"type":"scrollMotion","view":"S","x":{"kind":"still","from":0,"velocity":0,"decay":-1,"coast":0,"frequency":null,"to":0,"duration":0},"y":{"kind":"bouncing","from":-48.3516,"velocity":0,"decay":-1,"coast":0,"frequency":\#(formatNumber(Defaults.scrollBounceFrequency)),"to":0,"duration":0.54998}}"#,
        ])
        XCTAssertEqual(engine.traceText(only: ["scrollMotion"]), ["@0.300 scroll S moves: y bouncing from -48.3516 at 0 pt/s to 0 in 0.550 s"])
        guard case let .scrollMotion(_, x, y)? = engine.trace.events.last(where: { $0.typeName == "scrollMotion" })?.kind else {
            return XCTFail("no scrollMotion")
        }
        let scrollView = try XCTUnwrap(engine.window.subviews.first?.scrollView)
        for step in 1...50 {
            script.advance(to: 0.3 + Double(step) * 0.016)
            XCTAssertEqual(Point(x.value(at: engine.now - 0.3), y.value(at: engine.now - 0.3)), scrollView.contentOffset, "at \(engine.now)")
        }
        XCTAssertEqual(engine.traceText(only: ["scroll"]).last, "@0.850 scroll S settled at (0,0)")
    }
}

