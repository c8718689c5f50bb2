/// UIKit's default hit testing (§2.2), with the per-view overrides of `HitTestOptions`.
extension View {
    /// §2.2 `point(inside:)`: half-open bounds, widened by the enlarged-hit-area rule (E9).
    public func pointInside(_ point: Point) -> Bool {
        hitArea.contains(point)
    }

    /// The rectangle, in this view's coordinates, that `pointInside` tests.
    public var hitArea: Rect {
        // TouchDemo (E9): outset by (minimum / 2 − cornerRadius) while the radius is smaller.
        if let minimum = hitTestOptions.minimumTouchSize, cornerRadius < minimum / 2 {
            let outset = minimum / 2 - cornerRadius
            return bounds.outset(dx: outset, dy: outset)
        }
        return bounds
    }

    /// §2.2 — hidden, non-interactive and nearly transparent views are skipped with their
    /// subtree, the point must be inside, then subviews are tried front-most first and the first
    /// hit wins; otherwise the view itself. `clipsToBounds` plays no part: a subview outside its
    /// superview is unreachable because the superview rejects the point first.
    /// `point` is in this view's coordinates.
    public func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= Defaults.hitTestMinimumAlpha else { return nil }
        guard pointInside(point) else { return nil }
        for child in subviews.reversed() {
            guard let local = child.convertFromSuperview(point) else { continue }
            if let hit = child.hitTest(local) { return hit }
        }
        // TouchDemo overlay (E5): a pass-through view hits only through its subviews.
        return hitTestOptions.passesThroughSelf ? nil : self
    }

    /// A point in the superview's coordinates mapped into this view's; nil if singular.
    func convertFromSuperview(_ point: Point) -> Point? {
        transformToSuperview.inverted?.apply(to: point)
    }
}
