import EngineTestSupport
@testable import GestureEngine
import XCTest

/// An animation block animates exactly the views its changes set (as UIKit's setters register
/// with the current block), in the window's back-to-front order, whatever order it sets them in.
final class AnimationBlockScopeTests: EngineTestCase {
    private var engine: Engine!
    private var window: View!
    private var first: View!, second: View!, inner: View!

    override func setUp() {
        window = View(id: "window", frame: Rect(0, 0, 800, 600))
        first = View(id: "first", frame: Rect(0, 0, 40, 40))
        second = View(id: "second", frame: Rect(100, 0, 40, 40))
        inner = View(id: "inner", frame: Rect(0, 0, 10, 10))
        window.addSubview(first)
        window.addSubview(second)
        first.addSubview(inner)
        engine = engineUnderTest(window: window)
    }

    func testViewsAreAnimatedInTreeOrderWhateverOrderTheBlockSetsThem() {
        engine.animations.animate(timing: .curve(.linear, duration: 1), changes: {
            self.second.alpha = 0.5
            self.inner.alpha = 0.5
            self.first.alpha = 0.5
        })
        XCTAssertEqual(engine.traceText(only: ["animation"]), [
            "@0.000 animation start first.alpha (1) → (0.5) linear 1 s",
            "@0.000 animation start inner.alpha (1) → (0.5) linear 1 s",
            "@0.000 animation start second.alpha (1) → (0.5) linear 1 s",
        ])
        engine.advance(to: 1)
        assertQuiescent(engine)
    }

    func testViewsTheBlockDoesNotSetOrThatAreOutsideTheWindowDoNotAnimate() {
        let detached = View(id: "detached", frame: Rect(0, 0, 10, 10))
        first.center.x = 300
        let count = engine.animations.animate(timing: .curve(.linear, duration: 1), changes: {
            self.second.center.x = 400
            detached.center.x = 50
        })
        XCTAssertEqual(count, 1)
        XCTAssertFalse(engine.animations.isAnimating(first), "set before the block: not animated")
        XCTAssertFalse(engine.animations.isAnimating(detached))
        XCTAssertEqual(engine.animations.presentationValues(of: second).center.x, 120)
        engine.advance(to: 1)
        assertQuiescent(engine)
    }

    func testANestedBlockAnimatesItsOwnChangesWithItsOwnTiming() {
        engine.animations.animate(timing: .curve(.linear, duration: 1), changes: {
            self.first.alpha = 0
            self.engine.animations.animate(timing: .curve(.linear, duration: 2), changes: { self.second.alpha = 0 })
        })
        XCTAssertEqual(engine.traceText(only: ["animation"]), [
            "@0.000 animation start second.alpha (1) → (0) linear 2 s",
            "@0.000 animation start first.alpha (1) → (0) linear 1 s",
        ])
        engine.advance(to: 2)
        assertQuiescent(engine)
    }

    func testSettingAPropertyToItsOwnValueStartsNothing() {
        let count = engine.animations.animate(timing: .curve(.linear, duration: 1), changes: { self.first.alpha = 1 })
        XCTAssertEqual(count, 0)
        XCTAssertFalse(engine.animations.isAnimating)
        engine.advance(to: 1)
        assertQuiescent(engine)
    }
}
