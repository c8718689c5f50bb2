@testable import Drawing
import EngineTestSupport
import GestureEngine
import XCTest

/// What the device draws for its edge gestures (§10) and the overlay's bands: the home
/// indicator and its tongue, the system UI sliding in and out, the deferred band's countdown,
/// and motion exactly while any of it moves.
final class SystemEdgeLayerTests: EngineTestCase {
    private var engine: Engine!
    private let overlay = OverlayState()
    private var consumed = 0

    override func setUp() {
        let window = View(id: "window", frame: Rect(0, 0, 400, 800))
        window.addSubview(View(id: "V", frame: Rect(0, 0, 400, 800)))
        engine = engineUnderTest(window: window)
        engine.systemEdges.edges = [.bottom]
    }

    private func swipeUp(at start: Double) {
        engine.send(InputEvent(time: start, changes: [TouchInput(fingerID: 1, phase: .down, location: Point(200, 795))]))
        for step in 1...6 {
            engine.send(InputEvent(time: start + Double(step) * 0.016, changes: [TouchInput(fingerID: 1, phase: .move, location: Point(200, 795 - Double(step) * 5))]))
        }
        engine.send(InputEvent(time: start + 0.12, changes: [TouchInput(fingerID: 1, phase: .up, location: Point(200, 765))]))
    }

    private func frame(at time: Double) -> [String] {
        engine.advance(to: time)
        overlay.consume(engine.trace.events(from: consumed), window: engine.window)
        consumed = engine.trace.events.count
        var list = DrawList(size: Size(400, 800), background: .black)
        SystemEdgeLayer.draw(engine.systemEdges, windowSize: Size(400, 800), now: time, into: &list)
        SystemEdgeOverlay.draw(overlay.systemEdges, edges: engine.systemEdges.edges, sizeClass: .regular, windowSize: Size(400, 800), now: time,
                               into: &list)
        return list.commands.map(\.description)
    }

    func testHomeOpensOverTheAppAndSlidesAwayAfterTheLift() {
        XCTAssertEqual(frame(at: 0).first, "fill [133, 787, 134, 5] r2.5 #ffffff8c", "the home indicator, 8 pt above the bottom")
        swipeUp(at: 0.1)
        XCTAssertTrue(frame(at: 0.5).contains { $0.contains("Home (system)") }, "Home opened at 20 pt")
        XCTAssertTrue(frame(at: 1.3).contains { $0.contains("Home (system)") }, "sliding away after the 0.8 s dwell")
        XCTAssertFalse(frame(at: 1.4).contains { $0.contains("Home (system)") }, "gone")
        XCTAssertFalse(overlay.isInMotion(at: 1.4))
        assertQuiescent(engine)
    }

    func testADeferredSwipeRaisesTheTongueAndCountsTheArmedWindowDown() {
        engine.systemEdges.preferredDeferredEdges = [.bottom]
        engine.systemEdges.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        XCTAssertTrue(frame(at: 0).contains { $0.contains("system bottom: deferred") })
        swipeUp(at: 0.1)
        let armed = frame(at: 1.22)
        XCTAssertEqual(armed.first, "fill [133, 781, 134, 5] r2.5 #ffffff", "the tongue: raised 6 pt, opaque")
        XCTAssertTrue(armed.contains { $0.contains("armed: swipe again within 1 s") }, "2 s from the lift at 0.22: \(armed)")
        XCTAssertTrue(overlay.isInMotion(at: 1.22), "the countdown runs")
        XCTAssertFalse(frame(at: 2.3).contains { $0.contains("armed") }, "disarmed at 2.22")
        XCTAssertFalse(overlay.isInMotion(at: 2.3))
        assertQuiescent(engine)
    }
}
