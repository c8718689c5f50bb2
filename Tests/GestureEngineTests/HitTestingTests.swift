import EngineTestSupport
@testable import GestureEngine
import XCTest

final class HitTestingTests: EngineTestCase {
    private var root: View!

    override func setUp() {
        root = View(id: "window", frame: Rect(0, 0, 400, 400))
    }

    @discardableResult
    private func add(_ id: String, _ frame: Rect, to parent: View? = nil) -> View {
        let view = View(id: id, frame: frame)
        (parent ?? root).addSubview(view)
        return view
    }

    func testFrontMostSubviewWinsAndNestedViewsAreReached() {
        let back = add("back", Rect(0, 0, 200, 200))
        add("front", Rect(100, 100, 200, 200))
        let child = add("child", Rect(10, 10, 50, 50), to: back)
        XCTAssertEqual(root.hitTest(Point(150, 150))?.id, "front")
        XCTAssertEqual(root.hitTest(Point(80, 80))?.id, "back")
        XCTAssertEqual(root.hitTest(Point(20, 20))?.id, child.id)
        XCTAssertEqual(root.hitTest(Point(350, 20))?.id, "window")
        XCTAssertNil(root.hitTest(Point(400, 20)), "the right edge is outside (half-open bounds)")
    }

    func testHiddenTransparentAndNonInteractiveViewsAreSkippedWithTheirSubtree() {
        let front = add("front", Rect(0, 0, 100, 100))
        add("inner", Rect(0, 0, 50, 50), to: front)
        let back = add("back", Rect(0, 0, 100, 100))
        root.insertSubview(back, at: 0)

        front.isHidden = true
        XCTAssertEqual(root.hitTest(Point(10, 10))?.id, "back")
        front.isHidden = false
        front.alpha = 0.009
        XCTAssertEqual(root.hitTest(Point(10, 10))?.id, "back")
        front.alpha = 0.01
        XCTAssertEqual(root.hitTest(Point(10, 10))?.id, "inner", "alpha 0.01 is still hit")
        front.isUserInteractionEnabled = false
        XCTAssertEqual(root.hitTest(Point(10, 10))?.id, "back")
    }

    func testSubviewOutsideItsSuperviewIsUnreachableWhateverClipsToBounds() {
        let parent = add("parent", Rect(0, 0, 100, 100))
        add("outside", Rect(120, 0, 50, 50), to: parent)
        for clips in [false, true] {
            parent.clipsToBounds = clips
            XCTAssertEqual(root.hitTest(Point(130, 10))?.id, "window")
        }
    }

    func testRotatedAndScaledViewsAreHitInTheirOwnGeometry() {
        // A 100×20 bar rotated a quarter turn about (150,150) covers x 140…160, y 100…200.
        let bar = add("bar", Rect(100, 140, 100, 20))
        bar.transform = Transform2D(rotationAngle: .pi / 2)
        XCTAssertEqual(root.hitTest(Point(150, 105))?.id, "bar")
        XCTAssertEqual(root.hitTest(Point(110, 150))?.id, "window", "the unrotated footprint misses")
        bar.transform = Transform2D(scaleX: 0.5, y: 0.5)
        XCTAssertEqual(root.hitTest(Point(126, 150))?.id, "bar")
        XCTAssertEqual(root.hitTest(Point(124, 150))?.id, "window")
    }

    func testAlteredBoundsOriginMovesWhereSubviewsAreHit() {
        let scroller = add("scroller", Rect(0, 0, 200, 200))
        add("row", Rect(0, 100, 200, 40), to: scroller)
        XCTAssertEqual(root.hitTest(Point(10, 110))?.id, "row")
        scroller.bounds.origin = Point(0, 100)
        XCTAssertEqual(root.hitTest(Point(10, 10))?.id, "row")
        XCTAssertEqual(root.hitTest(Point(10, 110))?.id, "scroller")
    }

    func testEnlargedTouchAreaFollowsTheTouchDemoRule() {
        let parent = add("parent", Rect(0, 0, 300, 300))
        let dot = add("dot", Rect(100, 100, 10, 10), to: parent)
        dot.cornerRadius = 5
        dot.hitTestOptions.minimumTouchSize = 44
        // Outset by 22 − 5 = 17 pt: x from 83 to 127 (half-open).
        XCTAssertEqual(root.hitTest(Point(83, 105))?.id, "dot")
        XCTAssertEqual(root.hitTest(Point(126.9, 105))?.id, "dot")
        XCTAssertEqual(root.hitTest(Point(127, 105))?.id, "parent")
        XCTAssertEqual(root.hitTest(Point(82.9, 105))?.id, "parent")
        dot.cornerRadius = 22
        XCTAssertEqual(root.hitTest(Point(95, 105))?.id, "parent", "no outset once the radius reaches 22")
    }

    func testEnlargedTouchAreaStillStopsAtTheSuperviewEdge() {
        let parent = add("parent", Rect(100, 100, 100, 100))
        let dot = add("dot", Rect(0, 0, 10, 10), to: parent)
        dot.hitTestOptions.minimumTouchSize = 44
        XCTAssertEqual(root.hitTest(Point(101, 101))?.id, "dot")
        XCTAssertEqual(root.hitTest(Point(95, 105))?.id, "window", "outside the superview: rejected first")
    }

    func testPassThroughViewHitsOnlyThroughItsSubviews() {
        let behind = add("behind", Rect(0, 0, 400, 400))
        _ = behind
        let overlay = add("overlay", Rect(0, 0, 400, 400))
        overlay.hitTestOptions.passesThroughSelf = true
        add("drawer", Rect(0, 0, 400, 100), to: overlay)
        XCTAssertEqual(root.hitTest(Point(50, 50))?.id, "drawer")
        XCTAssertEqual(root.hitTest(Point(50, 250))?.id, "behind", "transparent area passes to siblings behind")
    }
}

/// The cheap rejection of far children (model geometry, no transform) never changes a hit:
/// the same points hit the same views through the full path.
final class HitTestShortcutTests: XCTestCase {
    func testTheShortcutAgreesWithTheFullTestEverywhere() {
        let window = View(id: "window", frame: Rect(0, 0, 400, 400))
        var seed: UInt64 = 7
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for index in 0..<60 {
            let view = View(id: "v\(index)", frame: Rect(next() * 360, next() * 360, 4 + next() * 80, 4 + next() * 80))
            if index % 5 == 0 { view.transform = Transform2D(rotationAngle: next()) }
            if index % 7 == 0 { view.bounds.origin = Point(next() * 30, next() * 30) }
            if index % 4 == 0 { view.hitTestOptions.minimumTouchSize = 44 }
            view.cornerRadius = index % 3 == 0 ? 2 : 0
            let child = View(id: "c\(index)", frame: Rect(next() * 20, next() * 20, 10, 10))
            view.addSubview(child)
            window.addSubview(view)
        }
        let full = HitTestContext(values: { $0.modelValues }, isBlocked: { _ in false })
        for _ in 0..<5000 {
            let point = Point(next() * 420 - 10, next() * 420 - 10)
            XCTAssertEqual(window.hitTest(point, context: .model)?.id, window.hitTest(point, context: full)?.id, "\(point)")
        }
    }
}
