import EngineTestSupport
@testable import GestureEngine
import XCTest

final class EngineTimeTests: EngineTestCase {
    func testTimersFireInDueOrderEachAtItsOwnTime() {
        let engine = engineUnderTest(window: View(id: "window", frame: Rect(0, 0, 10, 10)))
        var fired: [String] = []
        engine.schedule(at: 0.5, label: "b") { fired.append("b@\(engine.now)") }
        engine.schedule(at: 0.2, label: "a") { fired.append("a@\(engine.now)") }
        engine.schedule(at: 0.5, label: "c") { fired.append("c@\(engine.now)") }
        engine.advance(to: 0.4)
        XCTAssertEqual(fired, ["a@0.2"])
        XCTAssertEqual(engine.pendingTimers.map(\.label), ["b", "c"])
        engine.advance(to: 1)
        XCTAssertEqual(fired, ["a@0.2", "b@0.5", "c@0.5"])
        XCTAssertEqual(engine.now, 1)
        assertQuiescent(engine)
    }

    func testCancelledTimerNeverFiresAndPendingTimersBreakQuiescence() {
        let engine = engineUnderTest(window: View(id: "window", frame: Rect(0, 0, 10, 10)))
        var fired = false
        let token = engine.schedule(at: 0.1, label: "delay") { fired = true }
        XCTAssertEqual(engine.unfinishedWork, ["timer 'delay' is pending at 0.1"])
        engine.cancelTimer(token)
        engine.advance(to: 1)
        XCTAssertFalse(fired)
        assertQuiescent(engine)
    }

    func testTimeNeverRunsBackwards() {
        let engine = engineUnderTest(window: View(id: "window", frame: Rect(0, 0, 100, 100)))
        engine.advance(to: 2)
        engine.send(InputEvent(time: 1, changes: [TouchInput(fingerID: 1, phase: .down, location: Point(5, 5))]))
        XCTAssertEqual(engine.trace.events.first?.time, 2)
        engine.cancelAllTouches(at: 2)
    }

    func testInputEventFiresEarlierTimersBeforeItsOwnTurn() {
        let engine = engineUnderTest(window: View(id: "window", frame: Rect(0, 0, 100, 100)))
        var order: [String] = []
        let count = { engine.trace.events.filter { $0.typeName != "timer" }.count }
        engine.schedule(at: 0.1, label: "t") { order.append("timer \(count())") }
        engine.send(InputEvent(time: 0.2, changes: [TouchInput(fingerID: 1, phase: .down, location: Point(5, 5))]))
        order.append("events \(count())")
        XCTAssertEqual(order, ["timer 0", "events 4"], "touch, hit, participants, deliver")
        engine.cancelAllTouches(at: 0.3)
    }

    func testTimersAreTracedWhenScheduledFiredAndCancelled() {
        let engine = Engine(window: View(id: "window", frame: Rect(0, 0, 100, 100)))
        let kept = engine.schedule(at: 0.5, owner: "press", label: "press duration") {}
        let dropped = engine.schedule(at: 0.7, label: "t") {}
        engine.advance(to: 0.6)
        engine.cancelTimer(dropped)
        engine.cancelTimer(dropped)
        engine.cancelTimer(kept)
        XCTAssertEqual(engine.traceText(only: ["timer"]), [
            "@0.000 timer press: press duration scheduled (due 0.500)",
            "@0.000 timer t scheduled (due 0.700)",
            "@0.500 timer press: press duration fired (due 0.500)",
            "@0.600 timer t cancelled (due 0.700)",
        ], "a timer that fired or was cancelled is not cancelled again")
        XCTAssertEqual(engine.trace.events.first?.jsonLine,
                       #"{"t":0,"type":"timer","event":"scheduled","owner":"press","label":"press duration","due":0.5}"#)
    }

    func testTapCountGrowsWithinTheWindowAndDistance() {
        let engine = engineUnderTest(window: View(id: "window", frame: Rect(0, 0, 400, 400)))
        var script = TouchScript(engine)
        var counts: [Int] = []
        func tap(_ x: Double, at time: Double) {
            script.down(1, x, 100, at: time)
            counts.append(engine.liveTouches.first?.tapCount ?? 0)
            script.up(1, x, 100, at: time + 0.05)
        }
        tap(100, at: 0)
        tap(110, at: 0.35)      // 0.3 s after the lift at 0.05: still counts
        tap(140, at: 0.70)      // 40 pt from the first down: still counts
        tap(146, at: 1.05)      // 46 pt away: a new series
        tap(146, at: 1.401)     // 0.301 s after the lift: a new series
        XCTAssertEqual(counts, [1, 2, 3, 1, 1])
        assertQuiescent(engine)
    }

    func testTouchReportsItsLocationInAnyView() throws {
        let root = View(id: "window", frame: Rect(0, 0, 400, 400))
        let card = View(id: "card", frame: Rect(100, 100, 100, 100))
        card.transform = Transform2D(scaleX: 2, y: 2)
        root.addSubview(card)
        let engine = engineUnderTest(window: root)
        var script = TouchScript(engine)
        script.down(1, 150, 150)
        script.move(1, 160, 150, at: 0.1)
        let touch = try XCTUnwrap(engine.liveTouches.first)
        XCTAssertEqual(touch.view?.id, "card")
        XCTAssertEqual(touch.location(in: card), Point(55, 50))
        XCTAssertEqual(touch.previousLocation(in: card), Point(50, 50))
        XCTAssertEqual(touch.location(in: nil), Point(160, 150))
        XCTAssertEqual(touch.phase, .moved)
        engine.cancelAllTouches(at: 0.2)
        assertQuiescent(engine)
    }
}

final class EngineLifetimeTests: EngineTestCase {
    func testAnEngineCanGoAwayMidGestureAndItsRecognizersLiveOn() {
        let view = View(id: "V", frame: Rect(0, 0, 400, 400))
        let press = LongPressGestureRecognizer(id: "LP")
        view.addGestureRecognizer(press)
        do {
            let window = View(id: "window", frame: Rect(0, 0, 400, 400))
            window.addSubview(view)
            // Not `engineUnderTest`: the engine must go away here, mid-gesture, by design.
            let engine = Engine(window: window)
            engine.send(InputEvent(time: 0, changes: [TouchInput(fingerID: 1, phase: .down, location: Point(10, 10))]))
            XCTAssertFalse(engine.pendingTimers.isEmpty)
        }
        // The recognizer outlived its engine: using it must not touch the dead engine.
        press.isEnabled = false
        press.isEnabled = true
        press.cancelTimers()
        XCTAssertEqual(press.state, .possible)
    }
}
