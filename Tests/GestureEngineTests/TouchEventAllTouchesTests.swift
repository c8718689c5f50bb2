import EngineTestSupport
@testable import GestureEngine
import XCTest

/// A recognizer that keeps every event it is given and lists its `allTouches` as it is delivered.
private final class EventKeeper: GestureRecognizer {
    var events: [TouchEvent] = []
    var listedOnDelivery: [[Int]] = []

    private func keep(_ event: TouchEvent) {
        events.append(event)
        listedOnDelivery.append(event.allTouches.map(\.id))
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { keep(event) }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { keep(event) }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { keep(event) }
}

/// `TouchEvent.allTouches` (§1.2) lists the touches down during the event's own turn, whenever it is read.
final class TouchEventAllTouchesTests: EngineTestCase {
    func testAnEventReadAfterLaterTurnsListsItsOwnTurnsTouches() {
        let window = View(id: "window", frame: Rect(0, 0, 400, 800))
        let keeper = EventKeeper(id: "K")
        window.addGestureRecognizer(keeper)
        let engine = engineUnderTest(window: window)
        var script = TouchScript(engine)
        script.down(1, 100, 100, at: 0)
        script.down(2, 200, 100, at: 0.1)
        script.up(1, 100, 100, at: 0.2)
        script.up(2, 200, 100, at: 0.3)
        let lists = [[1], [1, 2], [2, 1], [2]]
        XCTAssertEqual(keeper.listedOnDelivery, lists)
        XCTAssertEqual(keeper.events.map { $0.allTouches.map(\.id) }, lists,
                       "a touch that began in a turn and lifted later is listed once, as it was then")
    }

    func testAWithheldTouchAdmittedAtItsLiftIsAmongItsEventsTouches() {
        let window = View(id: "window", frame: Rect(0, 0, 400, 800))
        let keeper = EventKeeper(id: "K")
        window.addGestureRecognizer(keeper)
        let engine = engineUnderTest(window: window)
        engine.systemEdges.edges = [.bottom]
        var script = TouchScript(engine)
        script.down(1, 200, 790, at: 0)
        script.up(1, 201, 790, at: 0.1)
        XCTAssertEqual(engine.traceText(only: ["systemGesture"]).last, "@0.100 system bottom: releases T1 to K, the view")
        XCTAssertEqual(keeper.listedOnDelivery.first, [1], "the replayed touchesBegan's event holds the lifted touch")
        XCTAssertEqual(keeper.events.map { $0.allTouches.map(\.id) }, keeper.listedOnDelivery.map { _ in [1] })
    }
}
