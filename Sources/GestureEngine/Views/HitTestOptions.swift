/// Per-view adjustments to hit testing that an app would make by overriding
/// `point(inside:with:)` or `hitTest(_:with:)`. Both overrides agree (§2.4): the default
/// `hitTest` calls the adjusted `point(inside:)`.
public struct HitTestOptions: Hashable, Sendable {
    /// TouchDemo's enlarged hit area (§11 E9): when `cornerRadius` is below half this size, the
    /// bounds are outset by (size / 2 − cornerRadius) on every side, so a small round dot answers
    /// touches in a square of about this side. Nil: plain bounds. Points.
    public var minimumTouchSize: Double?

    /// TouchDemo's transparent overlay (§11 E5): when the default hit test would return this view
    /// itself (the point is on it but on none of its subviews), it returns nil instead, so views
    /// behind it are tried.
    public var passesThroughSelf: Bool

    /// The talk's override of `point(inside:)`/`hitTest` against the presentation layer: while
    /// the view animates, it is hit where it is drawn, not where its model says it will be.
    public var usesPresentation: Bool

    public init(minimumTouchSize: Double? = nil, passesThroughSelf: Bool = false, usesPresentation: Bool = false) {
        self.minimumTouchSize = minimumTouchSize
        self.passesThroughSelf = passesThroughSelf
        self.usesPresentation = usesPresentation
    }

    public static let standard = HitTestOptions()
}
