/// A touches-type `UIEvent` (§1.2): one per turn, grouping the touches of one input sample.
///
/// `allTouches` holds every touch down during the turn, unchanged ones with phase `stationary`;
/// `changedTouches` those this input sample moved, began, ended or cancelled.
public struct TouchEvent {
    /// Engine seconds.
    public let timestamp: Double
    public let changedTouches: [Touch]
    /// Lists `allTouches` when asked: thousands of touches may be down, and few recognizers ask.
    private let listAllTouches: () -> [Touch]

    /// Every touch down during the turn (the changed ones among them, lifted ones last).
    public var allTouches: [Touch] { listAllTouches() }

    /// An event of `changedTouches` among those `allTouches` lists when read: `allTouches` must
    /// list the touches of this event's turn whenever it is called, not those down at the time.
    public init(timestamp: Double, allTouches: @escaping () -> [Touch], changedTouches: [Touch]) {
        self.timestamp = timestamp
        self.listAllTouches = allTouches
        self.changedTouches = changedTouches
    }

    /// The touches of this event whose hit view is `view`.
    public func touches(for view: View) -> [Touch] {
        allTouches.filter { $0.view === view }
    }
}
