import GestureEngine
import SceneFormat
import Session
import SwiftExport
import XCTest

/// The line map as the code panel will use it: the events of a scene's demo, replayed, light
/// the lines that do what each event says.
final class SwiftLineMapTests: XCTestCase {
    private struct Played {
        let lines: [String]
        let map: SwiftLineMap
        let events: [TraceEvent]

        /// The text of the lines `event` lights, joined.
        func lit(_ event: TraceEvent) -> String {
            map.lines(for: event).flatMap { lines[($0.lowerBound - 1)...($0.upperBound - 1)] }.joined(separator: "\n")
        }
    }

    private func play(_ name: String) throws -> Played {
        let scene = try shippedScene(name)
        let source = UIKitSource(scene: scene, name: name)
        let events = Replay.session(of: scene, playing: .script(scene.script, timeScale: 1)).engine.trace.events
        return Played(lines: source.text.components(separatedBy: "\n"), map: source.lineMap, events: events)
    }

    func testWidget4LightsTheRecognizersTheirActionsAndTheViewsResponderCalls() throws {
        let played = try play("widget-4-pan-requires-tap")
        var actions = 0, states = 0, deliveries = 0
        for event in played.events {
            let lit = played.lit(event)
            switch event.kind {
            case .state(_, _, .possible, "reset"):
                XCTAssertEqual(lit, "", "UIKit's own reset")
            case let .state(recognizer, _, _, _):
                states += 1
                XCTAssertTrue(lit.contains(recognizer == "pan" ? "UIPanGestureRecognizer(target: self" : "UITapGestureRecognizer(target: self"), lit)
                if recognizer == "pan" { XCTAssertTrue(lit.contains("pan.require(toFail: tap)"), lit) }
            case let .action(recognizer, state, _):
                actions += 1
                XCTAssertTrue(lit.contains("@objc private func handle\(recognizer.capitalized)("), "\(state): \(lit)")
                if recognizer == "pan" { XCTAssertTrue(lit.contains("pan.setTranslation(.zero, in: widget.superview)"), lit) }
            case let .deliver(view, _, phase):
                deliveries += 1
                XCTAssertEqual(view, "widget")
                XCTAssertTrue(lit.contains("override func touches\(phase.description.capitalized)(_ touches: Set<UITouch>, with event: UIEvent?)"), lit)
            case .touch, .hit, .participants, .timer, .wait, .suppressed, .withheld:
                XCTAssertEqual(lit, "", "\(event.kind): the app's code takes no part")
            default:
                break
            }
        }
        XCTAssertGreaterThan(actions, 3)
        XCTAssertGreaterThan(states, 3)
        XCTAssertGreaterThan(deliveries, 3)
    }

    /// An action lights the method's declaration and only the lines bound to its state.
    func testAnActionLightsTheLinesOfItsState() throws {
        let source = try shippedSource("property-animator")
        let lines = source.text.components(separatedBy: "\n")
        func text(_ anchor: CodeAnchor) -> [String] { source.lineMap[anchor].flatMap { lines[($0.lowerBound - 1)...($0.upperBound - 1)] } }
        let ended = text(.action(recognizer: "scrub", state: .ended))
        XCTAssertEqual(ended.first?.trimmingCharacters(in: .whitespaces), "@objc private func handleScrub(_ scrub: UIPanGestureRecognizer) {")
        XCTAssertTrue(ended.contains { $0.contains("slide.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)") })
        XCTAssertFalse(ended.contains { $0.contains("fractionComplete") })
        let changed = text(.action(recognizer: "scrub", state: .changed))
        XCTAssertTrue(changed.contains { $0.contains("slide.fractionComplete = slideScrubStart + translation.x / 740") })
        XCTAssertFalse(changed.contains { $0.contains("continueAnimation") })
    }

    func testAQuestionLightsTheDelegateLineAnsweringIt() throws {
        let played = try play("relevant-who-takes-part")
        let asks = played.events.filter { if case .ask = $0.kind { true } else { false } }
        XCTAssertFalse(asks.isEmpty)
        for event in asks {
            guard case let .ask(question, recognizer, _, _) = event.kind else { continue }
            let expected = question == "shouldBegin" ? "return false" : "touch.type == .pencil"
            XCTAssertEqual(played.lit(event).trimmingCharacters(in: .whitespaces),
                           "if gestureRecognizer === \(recognizer) { \(question == "shouldBegin" ? expected : "return " + expected) }")
        }
    }

    func testAControlEventLightsItsActionMethod() throws {
        let played = try play("controls")
        let touchUps = played.events.filter { if case .controlEvent("B", .touchUpInside, _, _, _, _) = $0.kind { true } else { false } }
        XCTAssertFalse(touchUps.isEmpty)
        for event in touchUps {
            XCTAssertTrue(played.lit(event).contains("@objc private func handleBButtonTouchUpInside(_ sender: UIButton) {"))
            XCTAssertTrue(played.lit(event).contains("sender.setTitle(\"Button (pressed)\", for: .normal)"))
        }
        // The card's tap vetoed by the button is UIKit's doing: no line of the app's.
        let vetoes = played.events.filter { if case .ask("controlShouldBegin", _, _, _) = $0.kind { true } else { false } }
        XCTAssertFalse(vetoes.isEmpty)
        XCTAssertTrue(vetoes.allSatisfy { played.map.lines(for: $0).isEmpty })
    }

    func testADragDelegateCallLightsTheAnswerForItsView() throws {
        let played = try play("drag-adding")
        var calls = 0
        for event in played.events {
            guard case let .dragDelegate(interaction, call, _, _) = event.kind, call == .itemsForBeginning || call == .itemsForAdding else { continue }
            calls += 1
            let view = String(interaction.dropLast(".drag".count))
            XCTAssertTrue(played.lit(event).trimmingCharacters(in: .whitespaces).hasPrefix("if interaction.view === \(view) { return dragItems("),
                          played.lit(event))
        }
        XCTAssertGreaterThan(calls, 1)
        let drops = played.events.filter { if case .dropPerformed = $0.kind { true } else { false } }
        XCTAssertFalse(drops.isEmpty)
        XCTAssertTrue(drops.allSatisfy { played.lit($0).contains("moveDraggedViews(of: session, into: album)") })
    }

    /// An action in a state no line is bound to lights the method's declaration and the test
    /// that let nothing run, not the lines after it.
    func testAnActionNoLineIsBoundToLightsOnlyItsTest() throws {
        let played = try play("controls")
        let method = try XCTUnwrap(played.lines.firstIndex { $0.contains("@objc private func handlePk") })
        var unbound = 0
        for event in played.events {
            guard case .action("PK", let state, _) = event.kind, state != .began else { continue }
            unbound += 1
            let lit = played.map.lines(for: event)
            XCTAssertEqual(lit, [(method + 1)...(method + 1), (method + 2)...(method + 2)], "\(state)")
            XCTAssertTrue(played.lit(event).contains("guard pk"), played.lit(event))
        }
        XCTAssertGreaterThan(unbound, 0)
    }

    /// UIKit's own return of a recognizer to `.possible` runs none of the app's code.
    func testAResetLightsNothing() throws {
        let played = try play("widget-4-pan-requires-tap")
        let resets = played.events.filter { if case .state(_, _, .possible, "reset") = $0.kind { true } else { false } }
        XCTAssertFalse(resets.isEmpty)
        XCTAssertTrue(resets.allSatisfy { played.map.lines(for: $0).isEmpty })
    }
}
