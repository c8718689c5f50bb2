@testable import Drawing
import EngineTestSupport
import GestureEngine
import GoldenSupport
import XCTest

/// The timeline of the talk's stage 4 (E4a then E4b) built from the engine's trace, and its
/// drawing as a DrawList golden in text.
final class TimelineTests: EngineTestCase {
    private func e4(outcomeB: Bool) -> Engine {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        let view = View(id: "V", frame: Rect(0, 0, 400, 400))
        window.addSubview(view)
        let tap = TapGestureRecognizer(id: "tap"), pan = PanGestureRecognizer(id: "pan")
        pan.require(toFail: tap)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        let engine = engineUnderTest(window: window)
        func send(_ phase: TouchInput.Phase, _ x: Double, _ y: Double, _ t: Double) {
            engine.send(InputEvent(time: t, changes: [TouchInput(fingerID: 1, phase: phase, location: Point(x, y))]))
        }
        send(.down, 100, 100, 0)
        send(.move, 106, 108, 0.016)
        send(.move, 109, 112, 0.032)
        if outcomeB {
            send(.up, 109, 112, 0.048)
        } else {
            send(.move, 112, 116, 0.048)
            send(.up, 112, 116, 0.064)
        }
        return engine
    }

    func testStage4aLanesShowTheWaitAndTheLateBegan() {
        var model = TimelineModel()
        model.consume(e4(outcomeB: false).trace.events(from: 0))
        XCTAssertEqual(model.lanes.map(\.id), ["touches", "tap", "pan", "V"])
        let pan = model.lanes[2]
        XCTAssertEqual(pan.segments.map(\.state), [.possible, .began, .changed, .ended])
        XCTAssertEqual(pan.waits, [TimelineModel.Wait(on: "tap", start: 0.016, end: 0.048)])
        XCTAssertEqual(pan.markers.filter { $0.kind == .action }.map(\.label), [".began", ".ended"])
        XCTAssertEqual(pan.markers.first { $0.kind == .action }?.time, 0.048, "the first action waits for the tap to fail")
        let tap = model.lanes[1]
        XCTAssertEqual(tap.segments.last?.state, .failed)
        XCTAssertEqual(tap.segments.last?.reason, "exceeded allowable movement")
        XCTAssertEqual(model.lanes[3].markers.map(\.label), ["began(T1)", "moved(T1)", "moved(T1)", "cancelled(T1)"])
        XCTAssertTrue(model.isHolding)
    }

    func testStage4bSuppressionAndTheNextTouchClearsTheHeldTimeline() {
        let engine = e4(outcomeB: true)
        var model = TimelineModel()
        model.consume(engine.trace.events(from: 0))
        XCTAssertEqual(model.lanes[2].markers.map(\.label), ["suppressed: tap won"])
        XCTAssertEqual(model.lanes[1].markers.map(\.label), [".ended"])
        let consumed = engine.trace.events.count
        engine.send(InputEvent(time: 1, changes: [TouchInput(fingerID: 1, phase: .down, location: Point(600, 500))]))
        model.consume(engine.trace.events(from: consumed))
        XCTAssertEqual(model.lanes.map(\.id), ["touches", "window"], "a new sequence starts a new timeline")
        XCTAssertEqual(model.startTime, 1)
        XCTAssertFalse(model.isHolding)
        engine.cancelAllTouches(at: 1.1)
    }

    func testStage4aTimelineDrawsAsTheGolden() {
        var model = TimelineModel()
        model.consume(e4(outcomeB: false).trace.events(from: 0))
        var list = DrawList(size: Size(800, 300), background: .black)
        TimelineRenderer.draw(model, in: Rect(0, 0, 800, 260), now: 0.064, into: &list)
        assertGolden(text: list.description + "\n", named: "timeline-e4a.txt")
    }

    /// A single tap that requires a double tap to fail. After the first lift the double tap
    /// waits for a second tap (its timer) and the single tap waits for it: the sequence is open,
    /// so the axis runs and the second touch-down continues it. Once both have decided the
    /// timeline holds, and the next touch starts a new one.
    func testTheSequenceStaysOpenWhileARecognizerIsUndecided() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        let view = View(id: "V", frame: Rect(0, 0, 400, 400))
        window.addSubview(view)
        let single = TapGestureRecognizer(id: "single"), double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let engine = engineUnderTest(window: window)
        var model = TimelineModel()
        func send(_ phase: TouchInput.Phase, _ t: Double) {
            engine.send(InputEvent(time: t, changes: [TouchInput(fingerID: 1, phase: phase, location: Point(100, 100))]))
            model.consume(engine.trace.events(from: 0).filter { $0.time == t }[...])
        }
        send(.down, 0)
        send(.up, 0.1)
        XCTAssertFalse(model.isHolding, "the double tap's timer is pending and the single tap waits for it")
        send(.down, 0.2)
        send(.up, 0.3)
        XCTAssertTrue(model.isHolding, "the double tap recognized: nothing is undecided")
        XCTAssertEqual(model.startTime, 0)
        XCTAssertEqual(model.lanes[0].markers.map(\.label), ["T1 began (100,100)", "T1 ended (100,100)", "T2 began (100,100)", "T2 ended (100,100)"])
        XCTAssertEqual(model.lanes.first { $0.id == "single" }?.markers.map(\.label), ["suppressed: double won"])
        send(.down, 1)
        XCTAssertEqual(model.startTime, 1, "a new sequence")
        XCTAssertEqual(model.lanes.map(\.id), ["touches", "single", "double", "V"])
        send(.up, 1.1)
        engine.advance(to: 2)
    }

    /// Touch locations print to a tenth of a point in the timeline's labels; the trace keeps them.
    func testTouchLocationsPrintRoundedInLabels() {
        var model = TimelineModel()
        model.consume(TraceEvent(time: 0, kind: .touch(touch: 1, phase: .began, location: Point(399.991, 219.9937), type: .direct)))
        model.consume(TraceEvent(time: 0.1, kind: .touch(touch: 1, phase: .ended, location: Point(322.6667, -0.04), type: .direct)))
        XCTAssertEqual(model.lanes[0].markers.map(\.label), ["T1 began (400,220)", "T1 ended (322.7,0)"])
        XCTAssertEqual(model.lanes[0].markers.map(\.shortLabel), ["T1 began", "T1 ended"])
    }

    /// After a tap whose double tap still waits for its second (a timer of the double tap's is
    /// pending), the timeline's axis runs on, so the overlay is in motion after every fade has
    /// ended; once the double tap fails it is still.
    func testTheOverlayMovesWhileTheInteractionIsUndecided() {
        let overlay = OverlayState()
        let window = View(id: "window", frame: Rect(0, 0, 400, 300))
        overlay.consume([
            TraceEvent(time: 0, kind: .touch(touch: 1, phase: .began, location: Point(50, 50), type: .direct)),
            TraceEvent(time: 0, kind: .participants(touch: 1, recognizers: ["double"])),
            TraceEvent(time: 0.1, kind: .touch(touch: 1, phase: .ended, location: Point(50, 50), type: .direct)),
            TraceEvent(time: 0.1, kind: .timer(event: .scheduled, owner: "double", label: "tap 2 deadline", due: 3)),
        ][...], window: window)
        XCTAssertTrue(overlay.isInMotion(at: 2), "the ripple has faded; the double tap is undecided")
        overlay.consume([
            TraceEvent(time: 3, kind: .timer(event: .fired, owner: "double", label: "tap 2 deadline", due: 3)),
            TraceEvent(time: 3, kind: .state(recognizer: "double", from: .possible, to: .failed, reason: "next tap too late")),
        ][...], window: window)
        XCTAssertFalse(overlay.isInMotion(at: 3))
    }
}
