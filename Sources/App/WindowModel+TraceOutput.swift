import GestureEngine
import Session

/// The window's trace stream (`run --trace-out`): events handed to the backend as they happen
/// (`WindowEffect.appendTrace`), so that `tail -f` sees each within a frame; the trace in memory
/// is kept only until then.
extension WindowModel {
    /// Trace events held during a touch sequence before the consumed ones are dropped.
    public static let traceRetention = 4096

    /// Hands the events since the last flush to the stream.
    func flushTrace() {
        guard options.streamsTrace else { return }
        let events = session.engine.trace.events(from: traceCursor)
        guard !events.isEmpty else { return }
        traceCursor = session.engine.trace.endIndex
        effects.append(.appendTrace(TraceEvent.jsonLines(events)))
    }

    /// Keeps in memory only the trace events a reader still needs: the overlay consumes events as
    /// they come, and the stream has had everything before `traceCursor`. Runs when a touch
    /// sequence has ended (no live touch) or when more than `traceRetention` events are held
    /// during a long one.
    func dropTraceNoReaderNeeds() {
        let shown = [session] + (comparison.map { [$0.b] } ?? [])
        let held = shown.map { $0.engine.trace.events.count }
        guard held.contains(where: { $0 > 0 }),
              shown.allSatisfy({ $0.engine.liveTouches.isEmpty }) || held.contains(where: { $0 > Self.traceRetention })
        else { return }
        let keeping = options.streamsTrace ? traceCursor : nil
        played.dropConsumedTrace(keepingFrom: keeping)
    }
}
