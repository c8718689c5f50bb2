import EngineTestSupport
import GestureEngine
import SceneRuntime
import XCTest

final class BehaviorTests: EngineTestCase {
    func testPanMovesItsViewByTheTranslation() {
        var harness = RecognizerHarness()
        let card = View(id: "card", frame: Rect(50, 50, 100, 100))
        harness.view.addSubview(card)
        let pan = PanGestureRecognizer(id: "pan")
        card.addGestureRecognizer(pan)
        pan.bind([BehaviorBinding(states: [], behavior: .moveByTranslation)], in: harness.engine)
        harness.script.down(1, 100, 100)
        harness.script.move(1, 112, 100, at: 0.1)
        harness.script.move(1, 140, 130, at: 0.2)
        harness.script.up(1, 140, 130, at: 0.3)
        XCTAssertEqual(card.frame, Rect(78, 80, 100, 100), "moved by the 28,30 pt after the pan began")
    }

    func testToggleEnabledReleasesAnotherRecognizersTouch() {
        var harness = RecognizerHarness()
        let press = LongPressGestureRecognizer(id: "LP")
        let pan = PanGestureRecognizer(id: "pan")
        let delegate = RuleDelegate()
        delegate.answers.simultaneousWith = ["*"]
        press.delegate = delegate
        press.cancelsTouchesInView = false
        harness.view.addGestureRecognizer(press)
        harness.view.addGestureRecognizer(pan)
        press.bind([BehaviorBinding(states: [.began], behavior: .toggleEnabled(recognizer: "pan"))], in: harness.engine)
        harness.script.down(1, 100, 100)
        harness.script.advance(to: 0.6)
        harness.script.move(1, 150, 100, at: 0.7)
        harness.script.up(1, 150, 100, at: 0.8)
        XCTAssertEqual(harness.engine.traceText(only: ["action"]), ["@0.500 act LP(.began) at (100,100)", "@0.700 act LP(.changed) at (150,100)", "@0.800 act LP(.ended) at (150,100) 0 touches"],
                       "the pan never scrolls: it lost the touch at 0.5")
        XCTAssertTrue(harness.story.contains("@0.500 pan possible → failed (disabled)"))
    }

    func testReparentMovesTheViewIntoTheViewUnderTheFingerKeepingItsPlace() {
        var harness = RecognizerHarness()
        let drawer = View(id: "drawer", frame: Rect(0, 0, 400, 100))
        let canvas = View(id: "canvas", frame: Rect(0, 200, 400, 200))
        harness.engine.window.addSubview(canvas)
        harness.engine.window.addSubview(drawer)
        let dot = View(id: "dot", frame: Rect(40, 40, 20, 20))
        drawer.addSubview(dot)
        let pan = PanGestureRecognizer(id: "drag")
        dot.addGestureRecognizer(pan)
        pan.bind([BehaviorBinding(states: [], behavior: .moveByTranslation),
                  BehaviorBinding(states: [.ended], behavior: .reparentToViewUnderFinger),
                  BehaviorBinding(states: [.ended], behavior: .log("dropped"))], in: harness.engine)
        harness.script.down(1, 50, 50)
        harness.script.move(1, 50, 150, at: 0.1)
        harness.script.move(1, 50, 250, at: 0.2)
        harness.script.up(1, 50, 250, at: 0.3)
        XCTAssertTrue(dot.superview === canvas)
        // The pan began on the first 100 pt move (translation zero there), so the dot moved 100 pt.
        XCTAssertEqual(dot.convert(dot.bounds.center, to: nil), Point(50, 150))
        XCTAssertEqual(harness.engine.traceText(only: ["log"]), ["@0.300 drag: dropped"])
    }

    func testRuleDelegateBeginsOnlyWhileAnotherIsPossible() {
        var harness = RecognizerHarness()
        let tap = TapGestureRecognizer(id: "tap"), press = LongPressGestureRecognizer(id: "LP")
        let rules = RuleDelegate()
        rules.answers.beginOnlyWhilePossible = "tap"
        tap.allowableMovement = 5
        press.allowableMovement = 50
        press.delegate = rules
        harness.view.addGestureRecognizer(tap)
        harness.view.addGestureRecognizer(press)
        harness.script.down(1, 100, 100)
        harness.script.move(1, 110, 100, at: 0.1)
        harness.script.advance(to: 0.6)
        harness.script.up(1, 110, 100, at: 0.7)
        XCTAssertTrue(harness.story.contains("@0.500 LP possible → failed (shouldBegin false)"), harness.story.joined(separator: "\n"))
    }
}
