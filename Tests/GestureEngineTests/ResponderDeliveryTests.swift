import EngineTestSupport
@testable import GestureEngine
import XCTest

final class ResponderDeliveryTests: EngineTestCase {
    private func makeEngine(configure: (View, View, View) -> Void = { _, _, _ in }) -> Engine {
        let root = View(id: "window", frame: Rect(0, 0, 400, 400))
        let left = View(id: "left", frame: Rect(0, 0, 200, 400))
        let right = View(id: "right", frame: Rect(200, 0, 200, 400))
        root.addSubview(left)
        root.addSubview(right)
        configure(root, left, right)
        return engineUnderTest(window: root)
    }

    func testOneTouchIsTracedInOrderFromDownToUp() {
        let engine = makeEngine()
        var script = TouchScript(engine)
        script.down(1, 100, 100)
        script.move(1, 106, 108, at: 0.016)
        script.up(1, 106, 108, at: 0.032)
        XCTAssertEqual(engine.traceText, [
            "@0.000 down T1 (100,100)",
            "@0.000 hit T1 → left [window › left]",
            "@0.000 T1 participants: none",
            "@0.000 left.began(T1)",
            "@0.016 move T1 (106,108)",
            "@0.016 left.moved(T1)",
            "@0.032 up T1 (106,108)",
            "@0.032 left.ended(T1)",
        ])
        assertQuiescent(engine)
    }

    /// A move that changes nothing is no move; a change of force or contact radius alone is.
    func testMovesThatChangeNothingAreDroppedButForceOrRadiusChangesAreMoves() {
        let engine = makeEngine()
        func move(_ time: Double, force: Double = 1, radius: Double = 0) {
            engine.send(InputEvent(time: time, changes: [TouchInput(fingerID: 1, phase: .move, location: Point(100, 100),
                                                                    force: force, majorRadius: radius)]))
        }
        engine.send(InputEvent(time: 0, changes: [TouchInput(fingerID: 1, phase: .down, location: Point(100, 100))]))
        move(0.01)
        move(0.02, force: 0.5)
        move(0.03, force: 0.5, radius: 8)
        XCTAssertEqual(engine.traceText(only: ["deliver"]), ["@0.000 left.began(T1)", "@0.020 left.moved(T1)", "@0.030 left.moved(T1)"])
    }

    func testViewWithoutMultipleTouchHearsOnlyTheFirstTouchOfTheSequence() {
        let engine = makeEngine()
        var script = TouchScript(engine)
        script.down(1, 50, 50)
        script.down(2, 60, 60, at: 0.1)
        script.up(1, 50, 50, at: 0.2)
        script.down(3, 70, 70, at: 0.3)
        script.up(2, 60, 60, at: 0.4)
        script.up(3, 70, 70, at: 0.5)
        XCTAssertEqual(engine.traceText(only: ["deliver", "undelivered"]), [
            "@0.000 left.began(T1)",
            "@0.100 left does not hear T2: multipleTouchDisabled",
            "@0.200 left.ended(T1)",
            "@0.300 left does not hear T3: multipleTouchDisabled",
        ])
        assertQuiescent(engine)
    }

    func testViewWithMultipleTouchHearsEveryTouch() {
        let engine = makeEngine { _, left, _ in left.isMultipleTouchEnabled = true }
        var script = TouchScript(engine)
        script.down(1, 50, 50)
        script.down(2, 60, 60, at: 0.1)
        script.up(2, 60, 60, at: 0.2)
        script.up(1, 50, 50, at: 0.3)
        XCTAssertEqual(engine.traceText(only: ["deliver", "undelivered"]), [
            "@0.000 left.began(T1)", "@0.100 left.began(T2)", "@0.200 left.ended(T2)", "@0.300 left.ended(T1)",
        ])
    }

    func testANewSequenceResetsTheFirstTouchRule() {
        let engine = makeEngine()
        var script = TouchScript(engine)
        script.down(1, 50, 50)
        script.up(1, 50, 50, at: 0.1)
        script.down(1, 50, 50, at: 1)
        script.up(1, 50, 50, at: 1.1)
        XCTAssertEqual(engine.traceText(only: ["deliver", "undelivered"]), [
            "@0.000 left.began(T1)", "@0.100 left.ended(T1)", "@1.000 left.began(T2)", "@1.100 left.ended(T2)",
        ])
    }

    func testExclusiveViewHoldingATouchBlocksOtherViews() {
        let engine = makeEngine { _, left, _ in left.isExclusiveTouch = true }
        var script = TouchScript(engine)
        script.down(1, 50, 50)
        script.down(2, 250, 50, at: 0.1)
        script.up(1, 50, 50, at: 0.2)
        script.up(2, 250, 50, at: 0.3)
        script.down(3, 250, 50, at: 0.4)
        script.up(3, 250, 50, at: 0.5)
        XCTAssertEqual(engine.traceText(only: ["deliver", "undelivered"]), [
            "@0.000 left.began(T1)",
            "@0.100 right does not hear T2: exclusiveTouch",
            "@0.200 left.ended(T1)",
            "@0.400 right.began(T3)",
            "@0.500 right.ended(T3)",
        ])
        assertQuiescent(engine)
    }

    func testExclusiveViewIsBlockedWhileAnotherViewHoldsATouch() {
        let engine = makeEngine { _, left, _ in left.isExclusiveTouch = true }
        var script = TouchScript(engine)
        script.down(1, 250, 50)
        script.down(2, 50, 50, at: 0.1)
        script.up(2, 50, 50, at: 0.2)
        script.up(1, 250, 50, at: 0.3)
        XCTAssertEqual(engine.traceText(only: ["deliver", "undelivered"]), [
            "@0.000 right.began(T1)",
            "@0.100 left does not hear T2: exclusiveTouch",
            "@0.300 right.ended(T1)",
        ])
    }

    func testTouchKeepsItsViewWhenTheFingerLeavesIt() {
        let engine = makeEngine()
        var script = TouchScript(engine)
        script.down(1, 50, 50)
        script.move(1, 300, 50, at: 0.1)
        script.up(1, 300, 50, at: 0.2)
        XCTAssertEqual(engine.traceText(only: ["deliver"]), [
            "@0.000 left.began(T1)", "@0.100 left.moved(T1)", "@0.200 left.ended(T1)",
        ])
    }

    func testTouchKeepsItsViewWhenTheViewIsReparentedOrMoved() throws {
        let engine = makeEngine()
        let left = try XCTUnwrap(engine.window.descendant(withID: "left"))
        let right = try XCTUnwrap(engine.window.descendant(withID: "right"))
        var script = TouchScript(engine)
        script.down(1, 50, 50)
        right.addSubview(left)
        left.center = Point(1000, 1000)
        script.up(1, 50, 50, at: 0.1)
        XCTAssertEqual(engine.traceText(only: ["deliver"]), ["@0.000 left.began(T1)", "@0.100 left.ended(T1)"])
    }

    func testFocusLossCancelsEveryLiveTouch() {
        let engine = makeEngine()
        var script = TouchScript(engine)
        script.down(1, 50, 50)
        script.down(2, 250, 50, at: 0.1)
        engine.cancelAllTouches(at: 0.2)
        XCTAssertEqual(engine.traceText(only: ["touch", "deliver"]).suffix(4), [
            "@0.200 cancel T1 (50,50)", "@0.200 cancel T2 (250,50)",
            "@0.200 left.cancelled(T1)", "@0.200 right.cancelled(T2)",
        ])
        assertQuiescent(engine)
    }

    func testDownForALiveFingerCancelsTheStaleTouchFirst() {
        let engine = makeEngine()
        var script = TouchScript(engine)
        script.down(1, 50, 50)
        script.down(1, 250, 50, at: 0.1)
        script.up(1, 250, 50, at: 0.2)
        XCTAssertEqual(engine.traceText(only: ["deliver"]), [
            "@0.000 left.began(T1)", "@0.100 left.cancelled(T1)", "@0.100 right.began(T2)", "@0.200 right.ended(T2)",
        ])
        assertQuiescent(engine)
    }

    func testMovesAndLiftsOfUnknownFingersAreIgnored() {
        let engine = makeEngine()
        var script = TouchScript(engine)
        script.move(7, 10, 10)
        script.up(7, 10, 10, at: 0.1)
        XCTAssertEqual(engine.trace.events, [])
    }

    func testTouchOnNothingIsTracedWithANullHitAndNoDelivery() {
        let engine = makeEngine()
        var script = TouchScript(engine)
        script.down(1, 500, 500)
        script.up(1, 500, 500, at: 0.1)
        XCTAssertEqual(engine.trace.events.map(\.jsonLine), [
            #"{"t":0,"type":"touch","touch":1,"phase":"began","x":500,"y":500,"touchType":"direct"}"#,
            #"{"t":0,"type":"hit","touch":1,"view":null,"path":[],"geometry":"model"}"#,
            #"{"t":0,"type":"participants","touch":1,"recognizers":[]}"#,
            #"{"t":0.1,"type":"touch","touch":1,"phase":"ended","x":500,"y":500,"touchType":"direct"}"#,
        ])
    }
}
