@testable import Drawing
import EngineTestSupport
import GestureEngine
import XCTest

final class DeliveryHUDTests: EngineTestCase {
    private func makeEngine() -> Engine {
        let window = View(id: "window", frame: Rect(0, 0, 400, 300))
        let card = View(id: "card", frame: Rect(0, 0, 200, 300))
        let quiet = View(id: "quiet", frame: Rect(200, 0, 200, 300))
        window.addSubview(card)
        window.addSubview(quiet)
        return engineUnderTest(window: window)
    }

    private func send(_ engine: Engine, _ finger: Int, _ phase: TouchInput.Phase, _ x: Double, at time: Double) {
        engine.send(InputEvent(time: time, changes: [TouchInput(fingerID: finger, phase: phase, location: Point(x, 10))]))
    }

    func testLiveTouchesOutlinesAndListedCallsFollowTheTrace() {
        let engine = makeEngine()
        let hud = OverlayState(quietViewIDs: ["quiet"])
        send(engine, 1, .down, 10, at: 0)
        send(engine, 2, .down, 300, at: 0.1)
        send(engine, 1, .move, 20, at: 0.2)
        hud.consume(engine.trace.events(from: 0), window: engine.window)
        XCTAssertEqual(hud.liveTouches.map(\.id), [1, 2])
        XCTAssertEqual(hud.liveTouches.map(\.viewID), ["card", "quiet"])
        XCTAssertEqual(hud.liveTouches.first?.location, Point(20, 10))
        XCTAssertEqual(hud.recentDeliveries, ["@0.000 card.began(T1)", "@0.200 card.moved(T1)"], "quiet does not log")

        let consumed = engine.trace.events.count
        send(engine, 1, .up, 20, at: 0.3)
        send(engine, 2, .up, 300, at: 0.4)
        hud.consume(engine.trace.events(from: consumed), window: engine.window)
        XCTAssertEqual(hud.liveTouches, [])
        XCTAssertEqual(hud.lastHitViewID, "quiet", "the last hit stays outlined after the lift")

        var list = DrawList(size: Size(400, 300), background: .black)
        DeliveryHUD.draw(hud, window: engine.window, into: &list)
        guard case let .stroke(outline, _, _) = list.commands.first else { return XCTFail("no outline") }
        XCTAssertEqual(outline.rect, Rect(-3, -3, 206, 306))
        XCTAssertEqual(outline.transform, Transform2D(translationX: 200, y: 0))
    }

    func testPanelKeepsOnlyTheLatestCalls() {
        let engine = makeEngine()
        let hud = OverlayState()
        send(engine, 1, .down, 10, at: 0)
        for step in 1...20 { send(engine, 1, .move, 10 + Double(step), at: Double(step) / 100) }
        send(engine, 1, .up, 30, at: 0.3)
        hud.consume(engine.trace.events(from: 0), window: engine.window)
        XCTAssertEqual(hud.recentDeliveries.count, DeliveryHUD.panelLines)
        XCTAssertEqual(hud.recentDeliveries.last, "@0.300 card.ended(T1)")
    }
}
