@testable import GestureEngine
import XCTest

/// Thresholds of the long press, pan, swipe, pinch, rotation and screen-edge pan, just under
/// and just over (UIKIT-SEMANTICS.md §7, §12), and the guide's E11 and E12 scenarios.
final class ContinuousRecognizerTests: EngineTestCase {
    private func run(_ recognizers: [GestureRecognizer], multipleTouch: Bool = true, _ steps: (inout TouchScript) -> Void) -> RecognizerHarness {
        var harness = RecognizerHarness()
        harness.view.isMultipleTouchEnabled = multipleTouch
        for recognizer in recognizers { harness.view.addGestureRecognizer(recognizer) }
        steps(&harness.script)
        harness.script.advance(to: harness.script.time + 2)
        return harness
    }

    private func actions(_ harness: RecognizerHarness) -> [String] { harness.engine.traceText(only: ["action"]) }

    // MARK: Long press

    func testLongPressBeginsAtHalfASecondNotBefore() {
        let early = run([LongPressGestureRecognizer(id: "LP")]) { $0.down(1, 100, 100); $0.up(1, 100, 100, at: 0.499) }
        XCTAssertEqual(actions(early), [])
        let held = run([LongPressGestureRecognizer(id: "LP")]) { script in
            script.down(1, 100, 100)
            script.advance(to: 0.5)
            script.move(1, 130, 100, at: 0.6)
            script.up(1, 130, 100, at: 0.7)
        }
        XCTAssertEqual(actions(held), ["@0.500 act LP(.began)", "@0.600 act LP(.changed)", "@0.700 act LP(.ended)"])
        assertQuiescent(held.engine)
    }

    func testLongPressAllowsTenPointsBeforeItBegins() {
        let within = run([LongPressGestureRecognizer(id: "LP")]) { script in
            script.down(1, 100, 100); script.move(1, 106, 108, at: 0.1); script.advance(to: 0.6); script.up(1, 106, 108, at: 0.7)
        }
        XCTAssertEqual(actions(within).first, "@0.500 act LP(.began)")
        let beyond = run([LongPressGestureRecognizer(id: "LP")]) { script in
            script.down(1, 100, 100); script.move(1, 106, 108.1, at: 0.1); script.up(1, 106, 108.1, at: 0.7)
        }
        XCTAssertEqual(actions(beyond), [])
        XCTAssertTrue(beyond.story.contains("@0.100 LP possible → failed (exceeded allowable movement)"))
        assertQuiescent(beyond.engine)
    }

    func testLongPressExcludesATapAtHalfASecond() {
        let harness = run([TapGestureRecognizer(id: "tap"), LongPressGestureRecognizer(id: "LP")]) { script in
            script.down(1, 100, 100); script.advance(to: 0.6); script.up(1, 100, 100, at: 0.8)
        }
        XCTAssertEqual(actions(harness), ["@0.500 act LP(.began)", "@0.800 act LP(.ended)"])
        XCTAssertTrue(harness.story.contains("@0.500 tap possible → failed (excluded by LP)"))
    }

    // MARK: Pan

    func testPanBeginsAtTenPointsNotBefore() {
        let under = run([PanGestureRecognizer(id: "pan")]) { $0.down(1, 100, 100); $0.move(1, 109.9, 100, at: 0.1); $0.up(1, 109.9, 100, at: 0.2) }
        XCTAssertEqual(actions(under), [])
        let at = run([PanGestureRecognizer(id: "pan")]) { $0.down(1, 100, 100); $0.move(1, 110, 100, at: 0.1); $0.up(1, 110, 100, at: 0.2) }
        XCTAssertEqual(actions(at), ["@0.100 act pan(.began)", "@0.200 act pan(.ended)"])
    }

    func testPanTranslationStartsAtZeroAndIgnoresFingerChanges() {
        let pan = PanGestureRecognizer(id: "pan")
        var translations: [Point] = []
        pan.addTarget { translations.append(($0 as? PanGestureRecognizer)?.translation(in: nil) ?? .zero) }
        _ = run([pan]) { script in
            script.down(1, 100, 100)
            script.move(1, 112, 100, at: 0.1)    // began: zero
            script.move(1, 120, 100, at: 0.2)    // +8
            script.down(2, 300, 100, at: 0.3)    // centroid jumps to 210: rebased
            script.move(2, 310, 100, at: 0.4)    // centroid +5
            script.up(2, 310, 100, at: 0.5)      // centroid jumps back: rebased
            script.up(1, 120, 100, at: 0.6)
        }
        XCTAssertEqual(translations, [Point(0, 0), Point(8, 0), Point(13, 0), Point(13, 0)])
    }

    func testPanIgnoresTouchesBeyondItsMaximum() {
        let pan = PanGestureRecognizer(id: "pan")
        pan.maximumNumberOfTouches = 1
        let harness = run([pan]) { script in
            script.down(1, 100, 100); script.down(2, 200, 100, at: 0.05)
            script.move(2, 300, 100, at: 0.1); script.up(2, 300, 100, at: 0.15); script.up(1, 100, 100, at: 0.2)
        }
        XCTAssertEqual(actions(harness), [])
        assertQuiescent(harness.engine)
    }

    // MARK: Swipe (E11)

    func testE11aPanExcludesSwipe() {
        let harness = run([PanGestureRecognizer(id: "PAN"), SwipeGestureRecognizer(id: "SW")]) { script in
            script.down(1, 100, 100)
            script.move(1, 110, 100, at: 0.016); script.move(1, 130, 101, at: 0.032); script.move(1, 160, 102, at: 0.048)
            script.up(1, 160, 102, at: 0.064)
        }
        XCTAssertEqual(actions(harness), ["@0.016 act PAN(.began)", "@0.032 act PAN(.changed)", "@0.048 act PAN(.changed)", "@0.064 act PAN(.ended)"])
    }

    func testE11bFlickRecognizesTheSwipeAndSuppressesTheWaitingPan() {
        let pan = PanGestureRecognizer(id: "PAN"), swipe = SwipeGestureRecognizer(id: "SW")
        pan.require(toFail: swipe)
        let harness = run([pan, swipe]) { script in
            script.down(1, 100, 100)
            script.move(1, 110, 100, at: 0.016); script.move(1, 130, 101, at: 0.032); script.move(1, 160, 102, at: 0.048)
            script.up(1, 160, 102, at: 0.064)
        }
        XCTAssertEqual(actions(harness), ["@0.048 act SW(.ended)"])
        XCTAssertTrue(harness.story.contains("@0.048 PAN suppressed: SW recognized"))
        XCTAssertTrue(harness.story.contains("@0.048 V.cancelled(T1)"))
        assertQuiescent(harness.engine)
    }

    func testE11bSlowDragFailsTheSwipeAtItsDeadlineAndThePanActsWithBegan() {
        let pan = PanGestureRecognizer(id: "PAN"), swipe = SwipeGestureRecognizer(id: "SW")
        pan.require(toFail: swipe)
        var translation = Point.zero
        pan.addTarget { if $0.state == .began { translation = ($0 as? PanGestureRecognizer)?.translation(in: nil) ?? .zero } }
        let harness = run([pan, swipe]) { script in
            script.down(1, 100, 100)
            for step in 1...30 { script.move(1, 100 + Double(step), 100, at: Double(step) / 100) }
            script.up(1, 130, 100, at: 0.31)
        }
        XCTAssertEqual(actions(harness).first, "@0.250 act PAN(.began)")
        XCTAssertTrue(harness.story.contains("@0.250 SW possible → failed (too slow)"))
        XCTAssertEqual(translation.x, 15, accuracy: 1e-9, "translation since began at 10 pt, 0.1 s")
    }

    func testSwipeFailsOffDirection() {
        let harness = run([SwipeGestureRecognizer(id: "SW")]) { script in
            script.down(1, 100, 100); script.move(1, 100, 111, at: 0.02); script.up(1, 100, 111, at: 0.05)
        }
        XCTAssertTrue(harness.story.contains("@0.020 SW possible → failed (moved off direction)"))
    }

    // MARK: Pinch and rotation (E12)

    func testPinchBeginsAtTenPointsOfSpanAndScalesFromOne() {
        let pinch = PinchGestureRecognizer(id: "Z")
        var scales: [Double] = []
        pinch.addTarget { scales.append(($0 as? PinchGestureRecognizer)?.scale ?? 0) }
        let harness = run([pinch]) { script in
            script.down(1, 100, 100); script.down(2, 200, 100, at: 0.01)
            script.move(2, 209.9, 100, at: 0.05)
            script.move(2, 210, 100, at: 0.1)
            script.move(2, 320, 100, at: 0.2)
            script.up(1, 100, 100, at: 0.3); script.up(2, 320, 100, at: 0.3)
        }
        XCTAssertEqual(actions(harness), ["@0.100 act Z(.began)", "@0.200 act Z(.changed)", "@0.300 act Z(.ended)"])
        XCTAssertEqual(scales[0], 1, accuracy: 1e-12)
        XCTAssertEqual(scales[1], 2, accuracy: 1e-12)
    }

    func testRotationBeginsAtATenthOfARadianClockwisePositive() {
        let rotation = RotationGestureRecognizer(id: "R")
        var angles: [Double] = []
        rotation.addTarget { angles.append(($0 as? RotationGestureRecognizer)?.rotation ?? 0) }
        let harness = run([rotation]) { script in
            script.down(1, 100, 100); script.down(2, 200, 100, at: 0.01)
            script.move(2, 200, 109.9, at: 0.05)      // atan(0.099) < 0.1 rad
            script.move(2, 200, 111, at: 0.1)         // atan(0.11) > 0.1 rad
            script.move(2, 100, 200, at: 0.2)         // a quarter turn from the start
            script.up(1, 100, 100, at: 0.3); script.up(2, 100, 200, at: 0.3)
        }
        XCTAssertEqual(actions(harness), ["@0.100 act R(.began)", "@0.200 act R(.changed)", "@0.300 act R(.ended)"])
        XCTAssertEqual(angles[0], 0, accuracy: 1e-12)
        XCTAssertEqual(angles[1], Double.pi / 2 - atan(0.11), accuracy: 1e-9)
    }

    func testE12SimultaneousPanPinchRotationOnOneSquareAndIndependentSquares() {
        final class SameSquare: GestureRecognizerDelegate {
            func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool? {
                recognizer.view === other.view && !(recognizer is LongPressGestureRecognizer) && !(other is LongPressGestureRecognizer)
            }
        }
        let delegate = SameSquare()
        let window = View(id: "window", frame: Rect(0, 0, 900, 400))
        var squares: [String: [GestureRecognizer]] = [:]
        for (index, name) in ["Y", "C", "G"].enumerated() {
            let square = View(id: name, frame: Rect(Double(index) * 300, 0, 280, 380))
            square.isMultipleTouchEnabled = true
            window.addSubview(square)
            let recognizers: [GestureRecognizer] = [PanGestureRecognizer(id: "P_\(name)"), PinchGestureRecognizer(id: "Z_\(name)"),
                                                    RotationGestureRecognizer(id: "R_\(name)")]
            for recognizer in recognizers {
                recognizer.delegate = delegate
                square.addGestureRecognizer(recognizer)
            }
            squares[name] = recognizers
        }
        let engine = engineUnderTest(window: window)
        var script = TouchScript(engine)
        script.down(1, 100, 200)
        script.down(2, 200, 200, at: 0.01)
        // One sample: centroid +10 pt down, span 100 → 112, angle 0 → 0.12 rad.
        let angle = 0.12, half = 56.0
        let center = Point(150, 210)
        script.move(1, center.x - half * cos(angle), center.y - half * sin(angle), at: 0.05)
        script.move(2, center.x + half * cos(angle), center.y + half * sin(angle), at: 0.05)
        script.down(3, 450, 200, at: 0.1)
        script.move(3, 470, 200, at: 0.15)
        script.up(1, center.x - half * cos(angle), center.y - half * sin(angle), at: 0.2)
        script.move(2, 250, 230, at: 0.25)
        script.up(2, 250, 230, at: 0.3)
        script.up(3, 470, 200, at: 0.35)
        XCTAssertEqual(engine.traceText(only: ["action"]), [
            "@0.050 act P_Y(.began)",
            "@0.050 act Z_Y(.began)",
            "@0.050 act R_Y(.began)",
            "@0.150 act P_C(.began)",
            "@0.250 act P_Y(.changed)",
            // §5.6: same-turn actions are unordered; the engine uses participant order.
            "@0.300 act P_Y(.ended)",
            "@0.300 act Z_Y(.ended)",
            "@0.300 act R_Y(.ended)",
            "@0.350 act P_C(.ended)",
        ])
        assertQuiescent(engine)
    }

    // MARK: Screen-edge pan

    func testScreenEdgePanNeedsAnEdgeStartAndInwardMotion() {
        let fromEdge = ScreenEdgePanGestureRecognizer(id: "edge")
        fromEdge.edges = .left
        let inward = run([fromEdge]) { $0.down(1, 19, 100); $0.move(1, 30, 105, at: 0.1); $0.up(1, 30, 105, at: 0.2) }
        XCTAssertEqual(actions(inward), ["@0.100 act edge(.began)", "@0.200 act edge(.ended)"])

        let outside = ScreenEdgePanGestureRecognizer(id: "edge")
        outside.edges = .left
        let late = run([outside]) { $0.down(1, 20, 100); $0.move(1, 40, 100, at: 0.1); $0.up(1, 40, 100, at: 0.2) }
        XCTAssertTrue(late.story.contains("@0.000 edge possible → failed (not started at an edge)"))

        let sideways = ScreenEdgePanGestureRecognizer(id: "edge")
        sideways.edges = .left
        let along = run([sideways]) { $0.down(1, 5, 100); $0.move(1, 10, 120, at: 0.1); $0.up(1, 10, 120, at: 0.2) }
        XCTAssertTrue(along.story.contains("@0.100 edge possible → failed (moved along the edge, not inward)"))
        assertQuiescent(along.engine)
    }
}
