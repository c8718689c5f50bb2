import GestureEngine

/// A trace cut at its input: step 0 holds what happened before the first `touch` event (events
/// at load time); every later step starts at one `touch` event and holds what the engine did
/// until the next one. Two traces of the same input have the same steps, each opening with the
/// same touch, so their events align step by step whatever either scene did in between.
struct TraceSteps {
    /// Each step's range of indices into the trace's events, in order; together they cover it.
    let ranges: [Range<Int>]

    init(_ events: [TraceEvent]) {
        var starts = [0]
        for (index, event) in events.enumerated() where index > 0 {
            if case .touch = event.kind { starts.append(index) }
        }
        ranges = zip(starts, starts.dropFirst() + [events.count]).map { $0 ..< $1 }
    }

    /// The range of step `index`, or an empty range at `end` past the last step.
    func range(_ index: Int, end: Int) -> Range<Int> {
        index < ranges.count ? ranges[index] : end ..< end
    }
}
