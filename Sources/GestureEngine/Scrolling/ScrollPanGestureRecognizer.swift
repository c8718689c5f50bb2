/// A scroll view's own pan (`<view>.scroll.pan`, §3.8): a `PanGestureRecognizer` whose
/// beginning its scroll view decides.
///
/// - Project choice: it fails when the drag runs across the axes the content can move along —
///   its component along every scrollable axis is at most `Defaults.scrollDirectionLockRatio`
///   of the other — so in a horizontal pager of vertical lists a sideways drag leaves the list
///   and pages, and an upward one scrolls the list.
/// - §3.9: when content of the scroll view tracks one of its touches (heard `began`), it may
///   begin only if `canCancelContentTouches` and `touchesShouldCancel(in:)` — false for a
///   control, unless `touchesShouldCancelOverride` answers — allow it (traced as an `ask`); otherwise it fails and the content keeps the
///   touch. Beginning then cancels the content's touches (`cancelsTouchesInView`).
public final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    /// The scroll view it scrolls (wherever it is attached).
    public internal(set) unowned(unsafe) var scrollView: ScrollView?

    override public func shouldBeginPan() -> Bool {
        guard let scrollView, let scrolling = scrollView.view, let engine = host?.engine else { return true }
        let movement = movementSinceDown(in: scrolling)
        let ratio = Defaults.scrollDirectionLockRatio
        let alongHorizontal = scrollView.canScroll(.horizontal) && abs(movement.x) > ratio * abs(movement.y)
        let alongVertical = scrollView.canScroll(.vertical) && abs(movement.y) > ratio * abs(movement.x)
        guard alongHorizontal || alongVertical else {
            fail("the content cannot move along the drag")
            return false
        }
        for touch in touches {
            guard let content = engine.delivery.openTouches[touch.id], content !== scrolling, scrolling.isAncestor(of: content)
            else { continue }
            var allowed = scrollView.canCancelContentTouches
            if allowed {
                // UIScrollView.touchesShouldCancel(in:): true, except for controls, unless overridden.
                allowed = scrollView.touchesShouldCancelOverride ?? (content.responderControl(below: scrolling) == nil)
                engine.trace.append(.ask(question: "touchesShouldCancel", recognizer: id, other: content.id, answer: allowed), at: engine.now)
            }
            if !allowed {
                fail("\(content.id) tracks T\(touch.id) and may not be cancelled")
                return false
            }
        }
        return true
    }
}
