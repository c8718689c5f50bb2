@testable import Drawing
import EngineTestSupport
import GestureEngine
import XCTest

final class FingerOverlayTests: EngineTestCase {
    private var engine: Engine!
    private let overlay = OverlayState()
    private var consumed = 0

    override func setUp() {
        let window = View(id: "window", frame: Rect(0, 0, 400, 300))
        let card = View(id: "card", frame: Rect(0, 0, 200, 300))
        card.addGestureRecognizer(LongPressGestureRecognizer(id: "LP"))
        card.addGestureRecognizer(TapGestureRecognizer(id: "tap"))
        window.addSubview(card)
        engine = engineUnderTest(window: window)
    }

    private func send(_ finger: Int, _ phase: TouchInput.Phase, _ x: Double, at time: Double, radius: Double = 0) {
        engine.send(InputEvent(time: time, changes: [TouchInput(fingerID: finger, phase: phase, location: Point(x, 100), majorRadius: radius)]))
    }

    private func frame(at time: Double) -> [String] {
        engine.advance(to: time)
        overlay.consume(engine.trace.events(from: consumed), window: engine.window)
        consumed = engine.trace.events.count
        var list = DrawList(size: Size(400, 300), background: .black)
        FingerOverlay.drawHitPaths(overlay, window: engine.window, now: time, into: &list)
        FingerOverlay.draw(overlay, window: engine.window, now: time, into: &list)
        return list.commands.map(\.description)
    }

    func testRingTrailPathCountAndLongPressProgress() {
        send(1, .down, 50, at: 0)
        send(1, .move, 52, at: 0.1)
        send(1, .move, 54, at: 0.2)
        let early = frame(at: 0.25)
        XCTAssertTrue(early.contains { $0.hasPrefix("text \"T1\"") })
        XCTAssertTrue(early.contains { $0.hasPrefix("text \"2 of 2 recognizers\"") })
        XCTAssertTrue(early.contains { $0.hasPrefix("stroke [0, 0, 200, 300] r0 w3") }, "the hit view is outlined at touch-down")
        XCTAssertEqual(early.filter { $0.hasPrefix("fill") && $0.contains("#f0e442") }.count, 12, "long press half counted: 12 of 24 dots")
        let trailDots = early.filter { $0.hasPrefix("fill") && $0.contains("#56b4e9") && !$0.contains("r22") }
        XCTAssertEqual(trailDots.count, 2, "trail points younger than 0.4 s, the newest being the ring")
        let later = frame(at: 0.45)
        XCTAssertEqual(later.filter { $0.hasPrefix("fill") && $0.contains("#56b4e9") && !$0.contains("r22") }.count, 1,
                       "the point from t 0 has faded; t 0.1 remains (t 0.2 is where the ring is)")
        XCTAssertEqual(later.filter { $0.contains("#f0e442") }.count, 21, "4 pt of movement keeps the long press counting: 0.9 of 24 dots")
        send(1, .move, 70, at: 0.46)
        XCTAssertEqual(frame(at: 0.47).filter { $0.contains("#f0e442") }.count, 0, "moving 20 pt failed the long press: no progress")
    }

    func testTapEndsWithARippleAndCancellationWithACross() {
        send(1, .down, 50, at: 0)
        send(1, .up, 50, at: 0.1)
        let ripple = frame(at: 0.15)
        XCTAssertTrue(ripple.contains { $0.hasPrefix("stroke") && $0.contains("w2.5") }, "a ripple ring")
        send(2, .down, 60, at: 1)
        engine.cancelAllTouches(at: 1.2)
        let cross = frame(at: 1.25)
        XCTAssertEqual(cross.filter { $0.hasPrefix("fill") && $0.contains("#d55e00") }.count, 2, "two crossed bars")
        XCTAssertTrue(frame(at: 2).allSatisfy { !$0.contains("#d55e00") }, "gone after the exit animation")
    }

    func testAReportedContactRadiusIsDrawnInsideTheRingOrGrowsIt() {
        send(1, .down, 50, at: 0)
        XCTAssertEqual(frame(at: 0.01).filter { $0.hasPrefix("fill [28, 78, 44, 44] r22") }.count, 1, "finger-sized ring, no patch")
        send(1, .move, 50, at: 0.015, radius: 9)
        let small = frame(at: 0.02)
        XCTAssertTrue(small.contains { $0.hasPrefix("fill [41, 91, 18, 18] r9") }, "a 9-pt contact patch")
        XCTAssertTrue(small.contains { $0.hasPrefix("stroke [28, 78, 44, 44] r22") })
        send(1, .move, 50, at: 0.025, radius: 30)
        let large = frame(at: 0.03)
        XCTAssertTrue(large.contains { $0.hasPrefix("stroke [16, 66, 68, 68] r34") }, "the ring grows around a large contact")
        XCTAssertTrue(large.contains { $0.hasPrefix("text \"T1\"") && $0.hasSuffix("at (50,54)") }, "the id stays above it")
    }

    /// Five fingers side by side: each count pill moves to the nearest free 24-pt step, down
    /// first, instead of landing on the others.
    func testParticipantCountPillsOfFingersCloseTogetherDoNotOverlap() {
        for finger in 1...5 { send(finger, .down, 30 + 10 * Double(finger), at: 0) }
        let pills = frame(at: 0.1).filter { $0.contains("recognizers\" 11pt") }.map { $0.components(separatedBy: " at ").last ?? "" }
        XCTAssertEqual(pills, ["(77,100)", "(87,124)", "(97,76)", "(107,148)", "(117,52)"])
        engine.cancelAllTouches(at: 0.2)
    }

    func testEachTouchKeepsItsColour() {
        XCTAssertEqual(FingerOverlay.color(1), FingerOverlay.color(7))
        XCTAssertNotEqual(FingerOverlay.color(1), FingerOverlay.color(2))
    }
}

final class GhostOverlayTests: EngineTestCase {
    func testAnimatingViewsGetADashedModelFrame() {
        let window = View(id: "window", frame: Rect(0, 0, 400, 300))
        let mover = View(id: "mover", frame: Rect(300, 100, 40, 40))
        let still = View(id: "still", frame: Rect(0, 0, 40, 40))
        window.addSubview(mover)
        window.addSubview(still)
        var list = DrawList(size: Size(400, 300), background: .black)
        GhostOverlay.draw(window: window, isAnimating: { $0 === mover }, into: &list)
        XCTAssertEqual(list.commands.map(\.description), [
            "dashed [0, 0, 40, 40] transform [1, 0, 0, 1, 300, 100] #cc79a7",
            "text \"model\" 9pt #cc79a7 left at (302,93)",
        ])
        guard case let .dashedOutline(outline, _) = list.commands.first else { return XCTFail("no outline") }
        let dashes = outline.dashes
        XCTAssertEqual(dashes.count, 4 * 4, "four 7 pt dashes with 5 pt gaps on each 40 pt side")
        // Axis-aligned edges give plain rectangles (the renderers' fast path), 2 pt bands
        // centred on the edge: the top edge runs from (300,100) to the right, the left one up.
        XCTAssertEqual(dashes.first, RoundedRect(rect: Rect(300, 99, 7, 2), cornerRadius: 0))
        XCTAssertEqual(dashes.last, RoundedRect(rect: Rect(299, 100, 2, 4), cornerRadius: 0), "the last, 4 pt piece reaches the corner")
    }

    func testARotatedViewsDashesAreRotatedBands() {
        let window = View(id: "window", frame: Rect(0, 0, 400, 300))
        let mover = View(id: "mover", frame: Rect(100, 100, 40, 40))
        mover.transform = Transform2D(rotationAngle: .pi / 6)
        window.addSubview(mover)
        var list = DrawList(size: Size(400, 300), background: .black)
        GhostOverlay.draw(window: window, isAnimating: { $0 === mover }, into: &list)
        guard case let .dashedOutline(outline, _) = list.commands.first else { return XCTFail("no outline") }
        XCTAssertEqual(outline.dashes.count, 16)
        XCTAssertTrue(outline.dashes.allSatisfy { !$0.transform.isIdentity })
    }
}
