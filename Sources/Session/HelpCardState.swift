import Drawing
import GestureEngine

/// The help card as fingers and the mouse meet it. While shown it covers the whole window for
/// input: the first finger (or click) to come down anywhere — on the card, on the scene around
/// it, on the timeline or the strip — closes it and goes nowhere else, so it is in no trace and
/// no capture and runs no strip button; `ViewportInput` ignores that finger until it lifts.
/// Fingers already on the scene when the card opened carry on there.
///
/// Invariant: `cover` is non-nil exactly while the card is shown.
public struct HelpCardState: Equatable, Sendable {
    public private(set) var isShown = false

    public init() {}

    /// `?`, F1, the strip's Help: shows or hides the card.
    public mutating func toggle() { isShown.toggle() }

    public mutating func close() { isShown = false }

    /// What the card covers for input in `layout` (the whole canvas), nil when it is hidden:
    /// the `coveredBy` of `ViewportInput.route`.
    public func cover(in layout: FrameLayout) -> Rect? {
        isShown ? Rect(origin: .zero, size: layout.canvas) : nil
    }

    /// The presses of one window event (`ViewportInput.Routed.pressesOutside`, routed with
    /// `cover`) left for the window: none while the card is shown, which the first closes
    /// (a two-finger Alt-click closes it once, and its second finger runs nothing either).
    public mutating func take(_ presses: [Point]) -> [Point] {
        guard isShown else { return presses }
        if !presses.isEmpty { isShown = false }
        return []
    }
}
