import EngineTestSupport
@testable import GestureEngine
import XCTest

/// §2.6–2.8: a 40 pt view animates x 0 → 300 over 1 s ease-in-out; at t 0.5 it is drawn at
/// x 150 while its model says 300. Touches at the drawn and the model position, per mode.
final class AnimationHitTestingTests: EngineTestCase {
    private func run(options: AnimationOptions, presentation: Bool = false) -> (atDrawn: String?, atModel: String?, geometry: [String]) {
        let window = View(id: "window", frame: Rect(0, 0, 800, 200))
        let mover = View(id: "mover", frame: Rect(0, 80, 40, 40))
        mover.hitTestOptions.usesPresentation = presentation
        window.addSubview(mover)
        let engine = engineUnderTest(window: window)
        engine.animations.animate(timing: .curve(.easeInOut, duration: 1), options: options, changes: { mover.frame.origin.x = 300 })
        engine.advance(to: 0.5)
        XCTAssertEqual(engine.animations.presentationValues(of: mover).center.x, 170, accuracy: 1e-6, "drawn at x 150…190")
        var script = TouchScript(engine)
        script.down(1, 170, 100, at: 0.5)
        script.up(1, 170, 100, at: 0.5)
        script.down(1, 320, 100, at: 0.5)
        script.up(1, 320, 100, at: 0.5)
        let hits = engine.trace.events.compactMap { event -> (String?, String)? in
            if case let .hit(_, view, _, geometry) = event.kind { return (view, geometry.rawValue) }
            return nil
        }
        return (hits[0].0, hits[1].0, hits.map(\.1))
    }

    func testWithoutAllowUserInteractionTheAnimatingViewIsUntouchable() {
        let result = run(options: [])
        XCTAssertEqual(result.atDrawn, "window")
        XCTAssertEqual(result.atModel, "window")
    }

    func testWithAllowUserInteractionTheModelGeometryDecides() {
        let result = run(options: .allowUserInteraction)
        XCTAssertEqual(result.atDrawn, "window", "a touch where it is drawn misses")
        XCTAssertEqual(result.atModel, "mover", "a touch where it will end hits")
        XCTAssertEqual(result.geometry, ["model", "model"])
    }

    func testAViewThatHitTestsItsPresentationIsHitWhereItIsDrawn() {
        let result = run(options: .allowUserInteraction, presentation: true)
        XCTAssertEqual(result.atDrawn, "mover")
        XCTAssertEqual(result.atModel, "window")
        XCTAssertEqual(result.geometry, ["presentation", "presentation"])
    }

    func testOnceTheAnimationEndsTheViewIsTouchableAgain() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 200))
        let mover = View(id: "mover", frame: Rect(0, 80, 40, 40))
        window.addSubview(mover)
        let engine = engineUnderTest(window: window)
        engine.animations.animate(timing: .curve(.linear, duration: 1), changes: { mover.frame.origin.x = 300 })
        engine.advance(to: 1)
        XCTAssertEqual(engine.viewAt(Point(320, 100))?.id, "mover")
    }
}
