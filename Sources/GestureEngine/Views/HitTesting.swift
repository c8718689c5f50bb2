/// What hit testing reads: each view's geometry (model, or presentation while animating) and
/// whether an animation makes it untouchable (§2.6).
public struct HitTestContext {
    public var values: (View) -> LayerValues
    public var isBlocked: (View) -> Bool

    public init(values: @escaping (View) -> LayerValues, isBlocked: @escaping (View) -> Bool) {
        self.values = values
        self.isBlocked = isBlocked
    }

    /// Model geometry, nothing blocked: UIKit's hit testing with no animation in flight.
    public static var model: HitTestContext { HitTestContext(values: { $0.modelValues }, isBlocked: { _ in false }) }
}

/// UIKit's default hit testing (§2.2), with the per-view overrides of `HitTestOptions`.
extension View {
    /// §2.2 `point(inside:)`: half-open bounds, widened by the enlarged-hit-area rule (E9).
    public func pointInside(_ point: Point) -> Bool {
        hitArea(bounds: bounds, cornerRadius: cornerRadius).contains(point)
    }

    /// The rectangle, in this view's coordinates, that `pointInside` tests.
    public var hitArea: Rect { hitArea(bounds: bounds, cornerRadius: cornerRadius) }

    func hitArea(bounds: Rect, cornerRadius: Double) -> Rect {
        // TouchDemo (E9): outset by (minimum / 2 − cornerRadius) while the radius is smaller.
        if let minimum = hitTestOptions.minimumTouchSize, cornerRadius < minimum / 2 {
            let outset = minimum / 2 - cornerRadius
            return bounds.outset(dx: outset, dy: outset)
        }
        return bounds
    }

    /// §2.2 with model geometry (no animation in flight).
    public func hitTest(_ point: Point) -> View? {
        hitTest(point, context: .model)
    }

    /// §2.2 — hidden, non-interactive, nearly transparent and (§2.6) animation-blocked views are
    /// skipped with their subtree, the point must be inside, then subviews are tried front-most
    /// first and the first hit wins; otherwise the view itself. `clipsToBounds` plays no part: a
    /// subview outside its superview is unreachable because the superview rejects the point
    /// first. `point` is in this view's coordinates as `context` places it.
    public func hitTest(_ point: Point, context: HitTestContext) -> View? {
        guard !isHidden, isUserInteractionEnabled, !context.isBlocked(self) else { return nil }
        let values = context.values(self)
        guard values.alpha >= Defaults.hitTestMinimumAlpha else { return nil }
        guard hitArea(bounds: values.bounds, cornerRadius: values.cornerRadius).contains(point) else { return nil }
        for child in subviews.reversed() {
            guard let local = context.values(child).transformToSuperview.inverted?.apply(to: point) else { continue }
            if let hit = child.hitTest(local, context: context) { return hit }
        }
        // TouchDemo overlay (E5): a pass-through view hits only through its subviews.
        return hitTestOptions.passesThroughSelf ? nil : self
    }
}
