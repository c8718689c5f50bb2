/// What hit testing reads: each view's geometry (model, or presentation while animating) and
/// whether an animation makes it untouchable (§2.6).
public struct HitTestContext {
    public let values: (View) -> LayerValues
    public let isBlocked: (View) -> Bool
    /// `values` are the model's and nothing is blocked (lets hit testing skip far children cheaply).
    let isModel: Bool

    public init(values: @escaping (View) -> LayerValues, isBlocked: @escaping (View) -> Bool) {
        self.init(values: values, isBlocked: isBlocked, isModel: false)
    }

    private init(values: @escaping (View) -> LayerValues, isBlocked: @escaping (View) -> Bool, isModel: Bool) {
        self.values = values
        self.isBlocked = isBlocked
        self.isModel = isModel
    }

    /// Model geometry, nothing blocked: UIKit's hit testing with no animation in flight.
    public static var model: HitTestContext { HitTestContext(values: { $0.modelValues }, isBlocked: { _ in false }, isModel: true) }
}

/// UIKit's default hit testing (§2.2), with the per-view overrides of `HitTestOptions`.
extension View {
    /// The rectangle, in this view's coordinates, that §2.2's `point(inside:)` tests (half-open)
    /// for a view of `bounds` and `cornerRadius`: the bounds, widened by the enlarged-hit-area
    /// rule (E9).
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
            if context.isModel, child.isClearlyMissed(by: point) { continue }
            guard let local = context.values(child).transformToSuperview.inverted?.apply(to: point) else { continue }
            if let hit = child.hitTest(local, context: context) { return hit }
        }
        // TouchDemo overlay (E5): a pass-through view hits only through its subviews.
        return hitTestOptions.passesThroughSelf ? nil : self
    }

    /// Large content stays cheap to hit-test: with model geometry and no transform, a point
    /// (superview coordinates) more than a point outside this view's hit area hits neither it
    /// nor its subviews (§2.2: a subview outside its superview is unreachable), found without
    /// building its values and inverting its transform. The margin absorbs rounding, so the
    /// exact test decides every point near the edge.
    func isClearlyMissed(by point: Point) -> Bool {
        guard transform == .identity else { return false }
        let local = Point(point.x - center.x + bounds.midX, point.y - center.y + bounds.midY)
        return !hitArea(bounds: bounds, cornerRadius: cornerRadius).outset(dx: 1, dy: 1).contains(local)
    }
}
