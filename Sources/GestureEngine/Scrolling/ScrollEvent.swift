/// What a scroll view did (`scroll` trace events).
public enum ScrollEvent: String, Sendable, CaseIterable {
    /// Its pan began: the content follows the finger from the traced offset.
    case began
    /// The pan moved the content to the traced offset (rubber-banded past an edge): once per
    /// turn in which the drag changed it.
    case dragged
    /// The finger lifted (or the pan was cancelled) and nothing moves on: the content rests.
    case resting
    /// Released with a velocity: the content coasts to the traced offset.
    case decelerating
    /// Released into or past an edge: the content springs back to the traced offset.
    case bouncing
    /// Released with paging on: the content settles on the page at the traced offset.
    case paging
    /// A touch came down on the moving content: it stops where it is (§3.8: that touch does
    /// not reach the content).
    case stopped
    /// The motion came to rest at the traced offset.
    case settled
    /// A pinch ended at the traced zoom scale.
    case zoomed
}
