/// A touches-type `UIEvent` (§1.2): one per turn, grouping the touches of one input sample.
///
/// `allTouches` holds every touch down during the turn, unchanged ones with phase `stationary`;
/// `changedTouches` those this input sample moved, began, ended or cancelled.
public struct TouchEvent {
    /// Engine seconds.
    public let timestamp: Double
    public let allTouches: [Touch]
    public let changedTouches: [Touch]

    /// The touches of this event whose hit view is `view`.
    public func touches(for view: View) -> [Touch] {
        allTouches.filter { $0.view === view }
    }
}
