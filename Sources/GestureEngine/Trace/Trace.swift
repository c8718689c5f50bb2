/// The ordered log of everything the engine did: the source of truth for the overlay, the tests
/// and the CLI. Append-only; readers keep an index to consume it incrementally.
public final class Trace {
    public private(set) var events: [TraceEvent] = []

    public init() {}

    func append(_ kind: TraceEvent.Kind, at time: Double) {
        events.append(TraceEvent(time: time, kind: kind))
    }

    /// Events appended at or after position `index`.
    public func events(from index: Int) -> ArraySlice<TraceEvent> {
        events[min(max(index, 0), events.count)...]
    }
}
