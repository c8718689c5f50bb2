import EngineTestSupport
@testable import GestureEngine
import XCTest

/// The numbers of §3.8's motion after a lift as docs/SEMANTICS.md gives them: the critically
/// damped springs (ω 12/s back to an edge, 15/s onto a page), settled within 0.5 pt; and
/// paging's projection, with its tie at half a page.
final class ScrollSpringTests: EngineTestCase {
    func testTheSpringsAreCriticallyDampedWithTheirDocumentedFrequencies() {
        XCTAssertEqual(Defaults.scrollBounceFrequency, 12)
        XCTAssertEqual(Defaults.scrollPagingFrequency, 15)
        XCTAssertEqual(Defaults.scrollSettleDistance, 0.5)
        // 50 pt past an edge, at rest: x(s) = −50·(1 + 12·s)·e^(−12·s).
        let bounce = ScrollAxisMotion.springing(.bouncing, from: -50, velocity: 0, to: 0, frequency: Defaults.scrollBounceFrequency)
        XCTAssertEqual(bounce.value(at: 0.1), -50 * 2.2 * exp(-1.2), accuracy: 1e-9)
        XCTAssertEqual(bounce.value(at: 0.1), -33.1314, accuracy: 1e-4)
        // Settled when the envelope (50 + 600·s)·e^(−12·s) falls to 0.5 pt: 0.5532 s.
        XCTAssertEqual(bounce.duration, 0.553196, accuracy: 1e-6)
        XCTAssertEqual(abs(bounce.value(at: bounce.duration - 1e-9)), 0.5, accuracy: 1e-6)
        // A page 300 pt away: (300 + 4500·s)·e^(−15·s) falls to 0.5 pt at 0.5777 s.
        let page = ScrollAxisMotion.springing(.paging, from: 0, velocity: 0, to: 300, frequency: Defaults.scrollPagingFrequency)
        XCTAssertEqual(page.duration, 0.577699, accuracy: 1e-6)
    }

    /// A pager of three 300-pt pages dragged left `distance` points since its pan began, then
    /// held still 0.1 s (no velocity: the projection is where it was let go) and lifted.
    private func pagerReleased(after distance: Double) -> [String] {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        let pagerView = View(id: "P", frame: Rect(0, 0, 300, 200))
        let pager = ScrollView(viewID: "P", contentSize: Size(900, 200))
        pager.isPagingEnabled = true
        pagerView.setScrollView(pager)
        window.addSubview(pagerView)
        let engine = engineUnderTest(window: window)
        var script = TouchScript(engine)
        script.down(1, 290, 100, at: 0)
        script.move(1, 280, 100, at: 0.016)
        script.move(1, 280 - distance, 100, at: 0.032)
        script.up(1, 280 - distance, 100, at: 0.132)
        script.advance(to: 2)
        return engine.traceText(only: ["scroll"]).filter { !$0.contains("dragged") }
    }

    /// Exactly half a page rounds away from offset 0: to the next page; just under it stays.
    func testAProjectionExactlyHalfAPageAwayGoesToTheNextPage() {
        XCTAssertEqual(pagerReleased(after: 150), [
            "@0.016 scroll P began dragging at (0,0)",
            "@0.132 scroll P released at velocity (0,0): settles on the page at (300,0)",
            "@0.658 scroll P settled at (300,0)",
        ])
        XCTAssertEqual(pagerReleased(after: 149.99)[1], "@0.132 scroll P released at velocity (0,0): settles on the page at (0,0)")
    }
}
