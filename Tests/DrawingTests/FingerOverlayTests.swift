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
        XCTAssertEqual(early.filter { $0.hasPrefix("fill") && $0.contains("#56b4e9") && !$0.contains("r22") }.count, 0,
                       "4 pt of movement leaves no trail outside the ring")
        let later = frame(at: 0.45)
        XCTAssertEqual(later.filter { $0.contains("#f0e442") }.count, 21, "4 pt of movement keeps the long press counting: 0.9 of 24 dots")
        send(1, .move, 70, at: 0.46)
        XCTAssertEqual(frame(at: 0.47).filter { $0.contains("#f0e442") }.count, 0, "moving 20 pt failed the long press: no progress")
    }

    /// The ring in the touch's colour, a light band and a dark one outside it and a dark edge
    /// inside it: one of them stands out on any colour.
    func testTheRingIsEdgedDarkAndLight() {
        send(1, .down, 50, at: 0)
        let ring = frame(at: 0.01).filter { $0.hasPrefix("stroke") && $0.contains("r2") }
        XCTAssertEqual(ring, [
            "stroke [24, 74, 52, 52] r26 w8.5 \(Palette.outlineDark)",
            "stroke [26, 76, 48, 48] r24 w5 \(Palette.outlineLight)",
            "stroke [28, 78, 44, 44] r22 w3 #56b4e9",
        ])
        XCTAssertGreaterThanOrEqual(Palette.outlineContrast, 4.5, "against any colour, one band contrasts at least 4.5:1")
        engine.cancelAllTouches(at: 0.02)
    }

    /// The trail: dots every 2 pt along the path outside the ring, edged as the ring is, for
    /// 0.8 s: shrinking, then fading, then gone.
    func testTheTrailIsAContinuousEdgedLineFadingOverPointEightSeconds() {
        send(1, .down, 250, at: 0)
        send(1, .move, 350, at: 0.1)
        func dots(_ commands: [String], _ color: String) -> [String] {
            commands.filter { $0.hasPrefix("fill") && $0.contains(color) && !$0.contains("r22") }
        }
        let moving = frame(at: 0.1)
        // From 250 to 350, less the ring's 26 pt: 250, 252 … 322.
        XCTAssertEqual(dots(moving, "#56b4e9").count, 37)
        XCTAssertEqual(dots(moving, Palette.outlineDark.hex).count, 37, "each dot on a dark one")
        XCTAssertEqual(dots(moving, Palette.outlineLight.hex).count, 37, "and a light one")
        XCTAssertTrue(dots(moving, "#56b4e9").allSatisfy { !$0.contains("#56b4e9") || $0.hasSuffix("#56b4e9") }, "young dots are opaque")
        let fading = frame(at: 0.85)
        // Points younger than 0.8 s: from t 0.05, x 300, on.
        let old = dots(fading, "#56b4e9")
        XCTAssertEqual(old.count, 12)
        XCTAssertTrue(old.allSatisfy { !$0.hasSuffix("#56b4e9") }, "the oldest 40 % of the trail fades")
        XCTAssertEqual(dots(frame(at: 0.95), "#56b4e9").count, 0, "gone 0.8 s after the last move")
        engine.cancelAllTouches(at: 1)
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
        XCTAssertTrue(large.contains { $0.hasPrefix("text \"T1\"") && $0.hasSuffix("at (50,50)") }, "the id stays above it")
    }

    /// Five fingers side by side: each count pill, named by its finger, goes to a free place
    /// around its finger, never on another pill or on a finger's id or caption.
    func testParticipantCountPillsOfFingersCloseTogetherDoNotOverlap() {
        for finger in 1...5 { send(finger, .down, 30 + 10 * Double(finger), at: 0) }
        var list = DrawList(size: Size(400, 300), background: .black)
        engine.advance(to: 0.1)
        overlay.consume(engine.trace.events(from: consumed), window: engine.window)
        FingerOverlay.draw(overlay, window: engine.window, now: 0.1, into: &list)
        let pills = pillRects(list, text: "recognizers")
        XCTAssertEqual(pills.count, 5)
        let counts = list.commands.compactMap { command -> String? in
            guard case let .text(run) = command, run.text.hasSuffix("recognizers") else { return nil }
            return run.text
        }
        XCTAssertEqual(counts.map { $0.prefix(5) }, (1...5).map { "T\($0) · " })
        let labels = pillRects(list, text: "T") .filter { !pills.contains($0) }
        XCTAssertEqual(labels.count, 5, "the fingers' ids")
        for (index, pill) in pills.enumerated() {
            XCTAssertTrue(pill.minX >= 0 && pill.maxX <= 400 && pill.minY >= 0 && pill.maxY <= 300, "\(pill) inside the scene")
            for other in pills[(index + 1)...] { XCTAssertNil(pill.intersection(other), "\(pill) on \(other)") }
            for label in labels { XCTAssertNil(pill.intersection(label), "\(pill) on the id \(label)") }
        }
        engine.cancelAllTouches(at: 0.2)
    }

    /// The count covers no view's text: beside a finger with a label to its right, it goes left.
    func testTheCountAvoidsAViewsLabelAndFadesWhereNoPlaceIsFree() {
        let window = View(id: "window", frame: Rect(0, 0, 400, 300))
        let card = View(id: "card", frame: Rect(0, 0, 400, 300))
        card.addGestureRecognizer(TapGestureRecognizer(id: "tap"))
        let title = View(id: "title", frame: Rect(210, 80, 180, 40))
        title.label = ViewLabel(text: "a label on the right", color: .white, fontSize: 15)
        card.addSubview(title)
        window.addSubview(card)
        let engine = engineUnderTest(window: window)
        let overlay = OverlayState()
        engine.send(InputEvent(time: 0, changes: [TouchInput(fingerID: 1, phase: .down, location: Point(200, 100))]))
        engine.advance(to: 0.1)
        overlay.consume(engine.trace.events[...], window: window)
        var list = DrawList(size: Size(400, 300), background: .black)
        SceneRenderer.draw(window: window, into: &list)
        FingerOverlay.draw(overlay, window: window, now: 0.1, into: &list)
        let pill = try! XCTUnwrap(pillRects(list, text: "recognizers").first)
        XCTAssertLessThan(pill.maxX, 200, "left of the finger, off the label on its right: \(pill)")
        XCTAssertEqual(pill.midY, 100, "level with the finger")

        // Labels on every row: no place is free, and the count is drawn faded.
        for row in 0..<12 {
            let line = View(id: "line\(row)", frame: Rect(0, Double(row) * 25, 400, 25))
            line.label = ViewLabel(text: String(repeating: "x", count: 40), color: .white, fontSize: 18)
            card.addSubview(line)
        }
        var crowded = DrawList(size: Size(400, 300), background: .black)
        SceneRenderer.draw(window: window, into: &crowded)
        FingerOverlay.draw(overlay, window: window, now: 0.1, into: &crowded)
        let faded = crowded.commands.compactMap { command -> Color? in
            guard case let .text(run) = command, run.text.hasSuffix("recognizers") else { return nil }
            return run.color
        }
        XCTAssertEqual(faded.map(\.alpha), [FingerOverlay.crowdedPillAlpha])
        engine.cancelAllTouches(at: 0.2)
    }

    /// The pills of `list` (filled rounded rectangles) under a text starting with `text` or ending with it.
    private func pillRects(_ list: DrawList, text: String) -> [Rect] {
        var rects: [Rect] = []
        for (index, command) in list.commands.enumerated().dropFirst() {
            guard case let .text(run) = command, run.text.hasPrefix(text) || run.text.hasSuffix(text),
                  case let .fill(shape, _) = list.commands[index - 1] else { continue }
            rects.append(shape.rect)
        }
        return rects
    }

    /// The id above the ring and the source below it, each light text on a dark pill.
    func testIdAndSourceAreLightTextOnDarkPills() {
        send(1, .down, 50, at: 0)
        _ = frame(at: 0.005)
        overlay.setSource("mouse", ofTouch: engine.liveTouch(forFinger: 1)!.id)
        let commands = frame(at: 0.01)
        for text in ["T1", "mouse"] {
            guard let index = commands.firstIndex(where: { $0.hasPrefix("text \"\(text)\"") }) else { XCTFail("no \(text)"); continue }
            XCTAssertTrue(commands[index].contains(Palette.labelText.hex), commands[index])
            XCTAssertTrue(commands[index - 1].hasPrefix("fill") && commands[index - 1].contains(Palette.labelBackground.hex), commands[index - 1])
        }
        engine.cancelAllTouches(at: 0.02)
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
