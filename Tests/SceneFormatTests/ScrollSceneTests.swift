import EngineTestSupport
import GestureEngine
import SceneFormat
import XCTest

/// §3.8 in scene files: a scroll view's own recognizers are named participants that app
/// recognizers can be related to (required to fail, simultaneous), and its pan can be moved.
final class ScrollSceneTests: EngineTestCase {
    /// A list S with a card C inside; C's swipe and tap are related to S's pan by `gestures`.
    private func engine(gestures: String, scroll: String = "") throws -> Engine {
        let scene = try SceneLoader.parseScene("""
        name: relations
        window: {size: [400, 400]}
        views:
          - id: S
            frame: [0, 0, 400, 400]
            scroll: {contentSize: [400, 2000]\(scroll)}
            subviews:
              - id: C
                frame: [20, 20, 360, 200]
                gestures:
        \(gestures)
        """, file: "relations.yaml").get()
        let engine = scene.makeEngine()
        checkAtRestAfterTest(engine)
        return engine
    }

    /// A drag up on the card, 10 pt every 16 ms from (200, 180), lifted at 0.2 s; then, when
    /// `settling`, time runs on until the content rests.
    private func drag(_ engine: Engine, settling: Bool = true) {
        var script = TouchScript(engine)
        script.down(1, 200, 180, at: 0)
        for step in 1...10 { script.move(1, 200, 180 - 10 * Double(step), at: 0.016 * Double(step)) }
        script.up(1, 200, 80, at: 0.2)
        if settling { script.advance(to: 5) }
    }

    /// The app's swipe up is required to fail by the scroll pan (its delegate's
    /// shouldBeRequiredToFailBy): the pan waits, the swipe wins the quick flick, nothing scrolls.
    func testTheScrollPanCanBeMadeToWaitForAnAppRecognizer() throws {
        let engine = try engine(gestures: """
                  - {id: up, type: swipe, direction: up, delegate: {requiredToFailBy: [S.scroll.pan]}}
        """)
        drag(engine)
        let lines = engine.traceText(only: ["state", "wait", "suppressed", "scroll"])
        XCTAssertEqual(Array(lines.prefix(9)), [
            "@0.016 S.scroll.pan possible → began (moved 10 pt)",
            "@0.016 S.scroll.pan waits for up to fail",
            "@0.032 S.scroll.pan began → changed",
            "@0.048 S.scroll.pan changed → changed",
            "@0.064 S.scroll.pan changed → changed",
            "@0.080 S.scroll.pan changed → changed",
            "@0.080 up possible → ended (swiped 50 pt)",
            "@0.080 S.scroll.pan suppressed: up recognized",
            "@0.080 S.scroll.pan changed → cancelled (required up recognized)",
        ])
        XCTAssertFalse(lines.contains { $0.contains("scroll S") }, "the pan never acted, so nothing scrolled: \(lines)")
        XCTAssertEqual(engine.window.descendant(withID: "S")?.bounds.origin, .zero)
    }

    /// A pan on the card made simultaneous with the scroll pan: both run on the same finger.
    func testAnAppPanCanRunWithTheScrollPan() throws {
        let engine = try engine(gestures: """
                  - {id: P, type: pan, delegate: {simultaneousWith: [S.scroll.pan]}}
        """)
        drag(engine, settling: false)
        let lines = engine.traceText(only: ["state", "scroll"])
        XCTAssertTrue(lines.contains("@0.016 P possible → began (moved 10 pt)"), "\(lines)")
        XCTAssertTrue(lines.contains("@0.016 S.scroll.pan possible → began (moved 10 pt)"), "\(lines)")
        XCTAssertEqual(engine.window.descendant(withID: "S")?.bounds.origin.y ?? 0, 90, accuracy: 1e-9, "dragged 90 pt after began")
        engine.advance(to: 5)
    }

    /// The `fast` rate coasts a shorter way: v / (−1000·ln 0.99) instead of v / (−1000·ln 0.998).
    func testTheFastRateCoastsAShorterWay() throws {
        let normal = try engine(gestures: "          []")
        let fast = try engine(gestures: "          []", scroll: ", decelerationRate: fast")
        drag(normal)
        drag(fast)
        let normalOffset = try XCTUnwrap(normal.window.descendant(withID: "S")).bounds.origin.y
        let fastOffset = try XCTUnwrap(fast.window.descendant(withID: "S")).bounds.origin.y
        XCTAssertGreaterThan(normalOffset, fastOffset)
        // 90 pt dragged; the lift adds no velocity sample (§7.0: it did not move), so 625 pt/s.
        XCTAssertEqual(fastOffset, 90 + 625 * (1 - 5 / 625) / (-1000 * log(0.99)), accuracy: 1e-6)
    }

    /// A scroll view clips its content unless the scene says `clipsToBounds: false`.
    func testAScrollViewClipsUnlessTheSceneSaysOtherwise() throws {
        func clips(_ extra: String) throws -> Bool? {
            let scene = try SceneLoader.parseScene("""
            name: c
            window: {size: [100, 100]}
            views:
              - {id: S, frame: [0, 0, 100, 100], scroll: {contentSize: [100, 300]}\(extra)}
            """, file: "c.yaml").get()
            return scene.makeWindow().descendant(withID: "S")?.clipsToBounds
        }
        XCTAssertEqual(try clips(""), true)
        XCTAssertEqual(try clips(", clipsToBounds: false"), false)
    }

    /// `viewForZooming` names one of the scroll view's own subviews, not a deeper one.
    func testTheZoomViewMustBeADirectSubview() {
        let result = SceneLoader.parseScene("""
        name: z
        window: {size: [100, 100]}
        views:
          - id: S
            frame: [0, 0, 100, 100]
            scroll: {contentSize: [100, 100], maximumZoomScale: 2, zoomView: inner}
            subviews:
              - id: outer
                frame: [0, 0, 100, 100]
                subviews: [{id: inner, frame: [0, 0, 10, 10]}]
        """, file: "z.yaml")
        guard case let .failure(errors) = result else { return XCTFail("accepted") }
        XCTAssertEqual(errors.diagnostics.map(\.message), ["zoomView 'inner' is not a subview of 'S'"])
    }
}

