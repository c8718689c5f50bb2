/// The ordered log of everything the engine did: the source of truth for the overlay, the tests
/// and the CLI. Append-only; readers keep an absolute index (a cursor) to consume it
/// incrementally.
///
/// A long-running reader (the window) may drop events no reader needs any more with
/// `dropEvents(before:)`; absolute indices stay stable across a drop (`firstIndex` counts the
/// dropped events). Nothing in the engine drops events, so headless runs keep the whole trace.
public final class Trace {
    /// The events still held, at absolute indices `firstIndex ..< endIndex`: the whole trace
    /// unless a reader dropped some.
    public private(set) var events: [TraceEvent] = []
    /// Absolute index of `events.first`: how many events were dropped.
    public private(set) var firstIndex = 0

    public init() {}

    /// Absolute index the next event will get: how many events were ever appended.
    public var endIndex: Int { firstIndex + events.count }

    func append(_ kind: TraceEvent.Kind, at time: Double) {
        events.append(TraceEvent(time: time, kind: kind))
    }

    /// Events appended at or after absolute index `index` (all held events for an index below
    /// 0). A reader asking for dropped events is a reader that was not consulted before the
    /// drop: that is a programming error, and traps.
    public func events(from index: Int) -> ArraySlice<TraceEvent> {
        let start = max(index, 0)
        precondition(start >= firstIndex, "trace events before \(firstIndex) were dropped; a reader asked from \(index)")
        return events[min(start, endIndex) - firstIndex ..< events.count]
    }

    /// Forgets the events before absolute index `index` (clamped to `endIndex`); their memory is
    /// released. Indices of the remaining events do not change.
    public func dropEvents(before index: Int) {
        let count = min(index, endIndex) - firstIndex
        guard count > 0 else { return }
        events = Array(events[count...])
        firstIndex += count
    }
}
