import EngineTestSupport
import GestureEngine
import SceneFormat
import XCTest

/// §3.8–3.9 in scene files: a scroll view's `touchesShouldBegin` and `touchesShouldCancel`
/// overridden by its `scroll` keys. A list S holding a plain row R with a tap, and a button B.
final class ScrollOverrideTests: EngineTestCase {
    private func engine(scroll: String) throws -> Engine {
        let scene = try SceneLoader.parseScene("""
        name: overrides
        window: {size: [400, 400]}
        views:
          - id: S
            frame: [0, 0, 400, 400]
            scroll: {contentSize: [400, 2000]\(scroll)}
            subviews:
              - {id: R, frame: [0, 100, 400, 44], gestures: [{id: tapR, type: tap}]}
              - {id: B, frame: [20, 20, 100, 44], control: {type: button}}
        """, file: "overrides.yaml").get()
        let engine = scene.makeEngine()
        checkAtRestAfterTest(engine)
        return engine
    }

    /// A tap on the row: what the row hears, and whether its tap acts.
    private func tapTheRow(_ engine: Engine) -> [String] {
        var script = TouchScript(engine)
        script.down(1, 200, 120, at: 0)
        script.up(1, 200, 120, at: 0.1)
        script.advance(to: 1)
        return engine.traceText(only: ["ask", "undelivered", "deliver", "withheld", "action"])
    }

    func testTouchesShouldBeginFalseKeepsTheTouchFromTheContentButNotFromItsRecognizers() throws {
        XCTAssertEqual(tapTheRow(try engine(scroll: ", touchesShouldBegin: false")), [
            "@0.000 ask S.scroll.pan touchesShouldBegin R → false",
            "@0.000 R does not hear T1: touchesShouldBegin",
            "@0.100 act tapR(.ended) at (200,120) 0 touches",
        ])
    }

    /// Overridden to answer true, it is asked; not overridden, it is not (UIKit's true). The
    /// row's `began` waits for the content-touch delay and is dropped when its tap recognizes.
    func testTouchesShouldBeginIsAskedOnlyWhenOverridden() throws {
        let heard = ["@0.000 R.began(T1) withheld", "@0.100 act tapR(.ended) at (200,120) 0 touches"]
        XCTAssertEqual(tapTheRow(try engine(scroll: ", touchesShouldBegin: true")), ["@0.000 ask S.scroll.pan touchesShouldBegin R → true"] + heard)
        XCTAssertEqual(tapTheRow(try engine(scroll: "")), heard)
    }

    /// Held 0.2 s on the button (it tracks the touch from the 0.15 s delay on), then dragged up.
    private func holdTheButtonThenDrag(_ engine: Engine) -> [String] {
        var script = TouchScript(engine)
        script.down(1, 60, 40, at: 0)
        for step in 1...4 { script.move(1, 60, 40 - 8 * Double(step), at: 0.2 + 0.016 * Double(step)) }
        script.up(1, 60, 8, at: 0.3)
        script.advance(to: 3)
        return engine.traceText(only: ["ask", "controlEvent", "state"]).filter { $0.contains("S.scroll.pan") || $0.contains("B sends") }
            .filter { !$0.contains("reset") }
    }

    func testTouchesShouldCancelOverriddenTrueLetsADragFromAButtonScroll() throws {
        XCTAssertEqual(holdTheButtonThenDrag(try engine(scroll: ", touchesShouldCancel: true")), [
            "@0.150 B sends .touchDown (T1)",
            "@0.216 B sends .touchDragInside (T1)",
            "@0.232 ask S.scroll.pan touchesShouldCancel B → true",
            "@0.232 S.scroll.pan possible → began (moved 10 pt)",
            "@0.232 B sends .touchCancel (T1)",
            "@0.248 S.scroll.pan began → changed",
            "@0.264 S.scroll.pan changed → changed",
            "@0.300 S.scroll.pan changed → ended",
        ])
    }

    /// Not overridden: false for a control, so the button keeps the touch and the pan fails.
    func testTouchesShouldCancelNotOverriddenKeepsTheButtonsTouch() throws {
        XCTAssertEqual(holdTheButtonThenDrag(try engine(scroll: "")), [
            "@0.150 B sends .touchDown (T1)",
            "@0.216 B sends .touchDragInside (T1)",
            "@0.232 ask S.scroll.pan touchesShouldCancel B → false",
            "@0.232 S.scroll.pan possible → failed (B tracks T1 and may not be cancelled)",
            "@0.232 B sends .touchDragInside (T1)",
            "@0.248 B sends .touchDragInside (T1)",
            "@0.264 B sends .touchDragInside (T1)",
            "@0.300 B sends .touchUpInside (T1)",
            "@0.300 B sends .primaryActionTriggered (T1)",
        ])
    }
}
