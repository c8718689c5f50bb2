import FileOutput
import GestureEngine
import Session

/// The window's trace file (`run --trace-out`): events handed to a writer thread as they happen,
/// so that `tail -f` sees each within a frame and a reader that does not keep up never holds up
/// the loop; the trace in memory is kept only until the writer has it.
extension WindowApp {
    /// Hands the events since the last flush to the trace file's writer; throws the failure it
    /// met since (a full disk, a reader gone).
    func flushTrace() throws(OutputError) {
        guard let stream = traceStream else { return }
        let events = session.engine.trace.events(from: traceCursor)
        if !events.isEmpty {
            traceCursor = session.engine.trace.endIndex
            stream.write(events.map { $0.jsonLine + "\n" }.joined())
        }
        if let error = stream.error { throw error }
    }

    /// Writes the last events and completes the trace file, waiting at most
    /// `traceDeliveryWait` for a reader that does not keep up; says how much it could not
    /// deliver. Returns the failure that ended the trace, if any.
    func finishTrace() -> OutputError? {
        guard let stream = traceStream else { return nil }
        traceStream = nil
        let events = session.engine.trace.events(from: traceCursor)
        stream.write(events.map { $0.jsonLine + "\n" }.joined())
        traceCursor = session.engine.trace.endIndex
        do throws(OutputError) {
            let undelivered = try stream.finish(waitingAtMost: Self.traceDeliveryWait)
            if undelivered.lines > 0 {
                StandardStreams.err("trace: \(undelivered.lines) events (\(undelivered.bytes) bytes) could not be delivered to \(stream.path): "
                                    + "its reader did not keep up\n")
            }
            return nil
        } catch {
            return error
        }
    }

    /// Seconds the window, closing, waits for a trace reader that is not reading.
    static let traceDeliveryWait = 2.0

    /// Keeps in memory only the trace events a reader still needs: the overlay consumes events as
    /// they come, and the trace file (when streaming) has written everything before
    /// `traceCursor`. Runs when a touch sequence has ended (no live touch) or when more than
    /// `traceRetention` events are held during a long one.
    func dropTraceNoReaderNeeds() {
        let trace = session.engine.trace
        guard trace.endIndex > trace.firstIndex,
              session.engine.liveTouches.isEmpty || trace.events.count > Self.traceRetention
        else { return }
        session.dropConsumedTrace(keepingFrom: traceStream == nil ? nil : traceCursor)
    }

    /// Trace events held during a touch sequence before the consumed ones are dropped.
    static let traceRetention = 4096
}
