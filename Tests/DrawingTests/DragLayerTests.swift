@testable import Drawing
import EngineTestSupport
import GestureEngine
import XCTest

/// What the device draws for drags (§9): the lift growing and settling, the preview under the
/// finger with its badge, the landing; and the overlay staying in motion exactly while any of
/// it moves (a window that stopped drawing half-way would freeze it on screen).
final class DragLayerTests: EngineTestCase {
    private var engine: Engine!
    private let overlay = OverlayState()

    override func setUp() {
        let window = View(id: "window", frame: Rect(0, 0, 600, 400))
        for (id, x) in [("A", 50.0), ("B", 250.0)] {
            let photo = View(id: id, frame: Rect(x, 50, 100, 80))
            photo.backgroundColor = Color(red: 1, green: 0.5, blue: 0)
            photo.addInteraction(DragInteraction(id: id + ".drag", itemsForAdding: 1))
            window.addSubview(photo)
        }
        engine = engineUnderTest(window: window)
    }

    private func send(_ finger: Int, _ phase: TouchInput.Phase, _ x: Double, _ y: Double, at time: Double) {
        engine.send(InputEvent(time: time, changes: [TouchInput(fingerID: finger, phase: phase, location: Point(x, y))]))
    }

    /// The drag layer's fills of photo A's colour (its copies), as "rect transform".
    private func layer(at time: Double) -> [DrawCommand] {
        engine.advance(to: time)
        var list = DrawList(size: Size(600, 400), background: .black)
        DragLayer.draw(engine.drags, window: engine.window, values: { $0.modelValues }, now: time, into: &list)
        return list.commands
    }

    private func scales(in commands: [DrawCommand]) -> [Double] {
        commands.compactMap { command -> Double? in
            guard case let .fill(shape, color) = command, color.red == 1, shape.rect.size == Size(100, 80) else { return nil }
            return (shape.transform.determinant).squareRoot()
        }
    }

    func testTheLiftGrowsThenSettlesBackWhenTheTouchLifts() {
        send(1, .down, 100, 90, at: 0)
        XCTAssertEqual(layer(at: 0.4), [], "nothing lifts before 0.5 s")
        XCTAssertEqual(scales(in: layer(at: 0.6)).map { ($0 * 1000).rounded() / 1000 }, [1.045], "growing: 1 + 0.06 × ease-out(0.1 of 0.2 s) = 1 + 0.06 × 0.75")
        XCTAssertEqual(scales(in: layer(at: 1.0)), [DragLayer.liftScale], "fully lifted")
        send(1, .up, 100, 90, at: 1.0)
        XCTAssertEqual(scales(in: layer(at: 1.1)).count, 1, "settling back")
        XCTAssertLessThan(scales(in: layer(at: 1.1))[0], DragLayer.liftScale)
        XCTAssertEqual(layer(at: 1.21), [], "settled")
    }

    func testThePreviewFollowsTheFingerWithABadgeAndLandsBackAtItsSource() throws {
        send(1, .down, 100, 90, at: 0)
        send(1, .move, 112, 90, at: 0.6)
        send(1, .move, 300, 300, at: 0.7)
        send(2, .down, 300, 90, at: 0.8)
        send(2, .up, 300, 90, at: 0.85)
        let dragging = layer(at: 0.9)
        let preview = try XCTUnwrap(dragging.compactMap { command -> RoundedRect? in
            guard case let .fill(shape, color) = command, color.red == 1, shape.rect.size == Size(100, 80) else { return nil }
            return shape
        }.first)
        XCTAssertEqual(preview.transform.apply(to: preview.rect.center), Point(100 + 188, 90 + 210), "moved with the finger since the session began")
        XCTAssertTrue(dragging.contains { if case let .text(run) = $0 { run.text == "2" } else { false } }, "the badge counts two items")
        send(1, .up, 300, 300, at: 1.0)
        XCTAssertFalse(layer(at: 1.15).isEmpty, "landing")
        XCTAssertEqual(layer(at: 1.31), [], "landed")
        assertQuiescent(engine)
    }

    func testTheOverlayStaysInMotionUntilEveryDragAnimationHasEnded() {
        var consumed = 0
        func inMotion(at time: Double) -> Bool {
            engine.advance(to: time)
            overlay.consume(engine.trace.events(from: consumed), window: engine.window)
            consumed = engine.trace.events.count
            return overlay.isInMotion(at: time)
        }
        send(1, .down, 100, 90, at: 0)
        send(1, .up, 100, 90, at: 0.6)
        XCTAssertTrue(inMotion(at: 0.7), "the reversed lift settles for 0.2 s")
        XCTAssertFalse(inMotion(at: 0.81))
        send(1, .down, 100, 90, at: 1.0)
        send(1, .move, 112, 90, at: 1.6)
        send(1, .up, 112, 90, at: 1.7)
        XCTAssertTrue(inMotion(at: 1.9), "the preview flies back for 0.3 s")
        XCTAssertFalse(inMotion(at: 2.1))
        assertQuiescent(engine)
    }
}
