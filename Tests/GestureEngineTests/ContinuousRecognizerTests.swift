import EngineTestSupport
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
        XCTAssertEqual(actions(held), ["@0.500 act LP(.began) at (100,100)", "@0.600 act LP(.changed) at (130,100)", "@0.700 act LP(.ended) at (130,100) 0 touches"])
        assertQuiescent(held.engine)
    }

    func testLongPressAllowsTenPointsBeforeItBegins() {
        let within = run([LongPressGestureRecognizer(id: "LP")]) { script in
            script.down(1, 100, 100); script.move(1, 106, 108, at: 0.1); script.advance(to: 0.6); script.up(1, 106, 108, at: 0.7)
        }
        XCTAssertEqual(actions(within).first, "@0.500 act LP(.began) at (106,108)")
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
        XCTAssertEqual(actions(harness), ["@0.500 act LP(.began) at (100,100)", "@0.800 act LP(.ended) at (100,100) 0 touches"])
        XCTAssertTrue(harness.story.contains("@0.500 tap possible → failed (excluded by LP)"))
    }

    // MARK: Pan

    func testPanBeginsAtTenPointsNotBefore() {
        let under = run([PanGestureRecognizer(id: "pan")]) { $0.down(1, 100, 100); $0.move(1, 109.9, 100, at: 0.1); $0.up(1, 109.9, 100, at: 0.2) }
        XCTAssertEqual(actions(under), [])
        let at = run([PanGestureRecognizer(id: "pan")]) { $0.down(1, 100, 100); $0.move(1, 110, 100, at: 0.1); $0.up(1, 110, 100, at: 0.2) }
        XCTAssertEqual(actions(at), ["@0.100 act pan(.began) at (110,100) translation (0,0) velocity (0,0)", "@0.200 act pan(.ended) at (110,100) 0 touches translation (0,0) velocity (0,0)"])
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
        XCTAssertEqual(actions(harness), ["@0.016 act PAN(.began) at (110,100) translation (0,0) velocity (625,0)", "@0.032 act PAN(.changed) at (130,101) translation (20,1) velocity (1562.5,93.8)", "@0.048 act PAN(.changed) at (160,102) translation (50,2) velocity (2187.5,90.6)", "@0.064 act PAN(.ended) at (160,102) 0 touches translation (50,2) velocity (2187.5,90.6)"])
    }

    func testE11bFlickRecognizesTheSwipeAndSuppressesTheWaitingPan() {
        let pan = PanGestureRecognizer(id: "PAN"), swipe = SwipeGestureRecognizer(id: "SW")
        pan.require(toFail: swipe)
        let harness = run([pan, swipe]) { script in
            script.down(1, 100, 100)
            script.move(1, 110, 100, at: 0.016); script.move(1, 130, 101, at: 0.032); script.move(1, 160, 102, at: 0.048)
            script.up(1, 160, 102, at: 0.064)
        }
        XCTAssertEqual(actions(harness), ["@0.048 act SW(.ended) at (100,100)"])
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
        XCTAssertEqual(actions(harness).first, "@0.250 act PAN(.began) at (125,100) translation (15,0) velocity (100,0)")
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
        XCTAssertEqual(actions(harness), ["@0.100 act Z(.began) at (155,100) 2 touches scale 1 velocity 0", "@0.200 act Z(.changed) at (210,100) 2 touches scale 2 velocity 0", "@0.300 act Z(.ended) at (210,100) 0 touches scale 2 velocity 0"])
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
        XCTAssertEqual(actions(harness), ["@0.100 act R(.began) at (150,105.5) 2 touches rotation 0 velocity 0", "@0.200 act R(.changed) at (100,150) 2 touches rotation 1.4612 velocity 0", "@0.300 act R(.ended) at (100,150) 0 touches rotation 1.4612 velocity 0"])
        XCTAssertEqual(angles[0], 0, accuracy: 1e-12)
        XCTAssertEqual(angles[1], Double.pi / 2 - atan(0.11), accuracy: 1e-9)
    }

    /// Issue 28 §4: a client that resets the measure in every action (`scale = 1`, `rotation =
    /// 0`, `setTranslation(.zero)`, as a scene's behaviours do) reads steps; the action's value
    /// since began is still the whole gesture — what a client that never resets reads — through
    /// a finger lifting and another landing.
    func testTheValueSinceBeganIgnoresTheClientsResetsAndFingerChanges() {
        /// Each action's measure and value since began, as components.
        func sinceBegan(_ recognizer: GestureRecognizer, resets: Bool) -> [(measure: [Double], sinceBegan: [Double])] {
            if resets {
                recognizer.addTarget { target in
                    (target as? PinchGestureRecognizer)?.scale = 1
                    (target as? RotationGestureRecognizer)?.rotation = 0
                    (target as? PanGestureRecognizer)?.setTranslation(.zero, in: nil)
                }
            }
            let harness = run([recognizer]) { script in
                script.down(1, 100, 100); script.down(2, 200, 100, at: 0.01)
                script.move(2, 220, 20, at: 0.1)      // begins
                script.move(2, 250, 40, at: 0.2)
                script.up(2, 250, 40, at: 0.3)        // one finger: silent
                script.down(2, 300, 100, at: 0.4)     // a new pair: rebased
                script.move(2, 400, 160, at: 0.5)
                script.move(1, 90, 80, at: 0.55)
                script.up(1, 90, 80, at: 0.6); script.up(2, 400, 160, at: 0.6)
            }
            return harness.engine.trace.events.compactMap { event in
                guard case let .action(_, _, values) = event.kind else { return nil }
                switch values.measure {
                case let .pinch(scale, _, since)?: return ([scale], [since])
                case let .rotation(rotation, _, since)?: return ([rotation], [since])
                case let .pan(translation, _, since)?: return ([translation.x, translation.y], [since.x, since.y])
                case nil: return nil
                }
            }
        }
        for make in [{ PinchGestureRecognizer(id: "Z") as GestureRecognizer }, { RotationGestureRecognizer(id: "R") }, { PanGestureRecognizer(id: "P") }] {
            let kept = sinceBegan(make(), resets: false), reset = sinceBegan(make(), resets: true)
            let name = String(describing: type(of: make()))
            XCTAssertEqual(kept.count, 5, name)
            XCTAssertEqual(reset.count, kept.count, name)
            for (index, (kept, reset)) in zip(kept, reset).enumerated() {
                XCTAssertEqual(kept.sinceBegan, kept.measure, "\(name) \(index): never reset, the measure is the value since began")
                for (got, expected) in zip(reset.sinceBegan, kept.measure) {
                    XCTAssertEqual(got, expected, accuracy: 1e-9, "\(name) \(index)")
                }
            }
            XCTAssertNotEqual(reset.dropFirst().map(\.measure), kept.dropFirst().map(\.measure), "\(name): the resetting client reads steps")
        }
    }

    /// The trace carries the value since began where the client's reading differs: the pinch of
    /// a client resetting `scale = 1` ends at ×1.875 though it reads 1.
    func testAResettingPinchsTraceCarriesItsScaleSinceBegan() {
        let pinch = PinchGestureRecognizer(id: "Z")
        pinch.addTarget { ($0 as? PinchGestureRecognizer)?.scale = 1 }
        let harness = run([pinch]) { script in
            script.down(1, 100, 100); script.down(2, 200, 100, at: 0.01)
            script.move(2, 220, 100, at: 0.1)     // span 120: began
            script.move(2, 250, 100, at: 0.2)     // 150: ×1.25
            script.up(2, 250, 100, at: 0.3)
            script.down(2, 300, 100, at: 0.4)     // span 200: rebased
            script.move(2, 400, 100, at: 0.5)     // 300: ×1.5 more
            script.up(1, 100, 100, at: 0.6); script.up(2, 400, 100, at: 0.6)
        }
        XCTAssertEqual(actions(harness), [
            "@0.100 act Z(.began) at (160,100) 2 touches scale 1 velocity 0",
            "@0.200 act Z(.changed) at (175,100) 2 touches scale 1.25 velocity 0",
            "@0.500 act Z(.changed) at (250,100) 2 touches scale 1.5 velocity 0 since began 1.875",
            "@0.600 act Z(.ended) at (250,100) 0 touches scale 1 velocity 0 since began 1.875",
        ])
        let ended = harness.engine.trace.events.last { $0.typeName == "action" }
        XCTAssertEqual(ended?.jsonLine.hasSuffix(#""scale":1,"velocity":0,"scaleSinceBegan":1.875}"#), true, ended?.jsonLine ?? "")
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
            "@0.050 act P_Y(.began) at (150,210) 2 touches translation (0,0) velocity (0,0)",
            "@0.050 act Z_Y(.began) at (150,210) 2 touches scale 1 velocity 0",
            "@0.050 act R_Y(.began) at (150,210) 2 touches rotation 0 velocity 0",
            "@0.150 act P_C(.began) at (470,200) translation (0,0) velocity (0,0)",
            "@0.250 act P_Y(.changed) at (250,230) translation (44.4027,13.2961) velocity (0,0)",
            // §5.6: same-turn actions are unordered; the engine uses participant order.
            "@0.300 act P_Y(.ended) at (172.2014,216.6481) 0 touches translation (44.4027,13.2961) velocity (0,0)",
            "@0.300 act Z_Y(.ended) at (172.2014,216.6481) 0 touches scale 1 velocity 0",
            "@0.300 act R_Y(.ended) at (172.2014,216.6481) 0 touches rotation 0 velocity 0",
            "@0.350 act P_C(.ended) at (470,200) 0 touches translation (0,0) velocity (0,0)",
        ])
        assertQuiescent(engine)
    }

    // MARK: Screen-edge pan

    func testScreenEdgePanNeedsAnEdgeStartAndInwardMotion() {
        let fromEdge = ScreenEdgePanGestureRecognizer(id: "edge")
        fromEdge.edges = .left
        let inward = run([fromEdge]) { $0.down(1, 19, 100); $0.move(1, 30, 105, at: 0.1); $0.up(1, 30, 105, at: 0.2) }
        XCTAssertEqual(actions(inward), ["@0.100 act edge(.began) at (30,105) translation (0,0) velocity (0,0)", "@0.200 act edge(.ended) at (30,105) 0 touches translation (0,0) velocity (0,0)"])

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
