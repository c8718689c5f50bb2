/// What a window that wrote two outputs says when it closes and one or both could not be
/// written: each failure, and that the other output was kept. Every output that can be kept is
/// kept (a capture that could not be saved never costs the trace), so the message names what
/// failed and what is safe.
public struct OutputsAtClose {
    /// Why the capture could not be saved (nil: saved, or none was made).
    public var capture: OutputError?
    /// Why the trace file could not be completed (nil: completed, or none was asked for).
    public var trace: OutputError?
    /// The trace file asked for (`run --trace-out`), if any.
    public var tracePath: String?

    public init(capture: OutputError?, trace: OutputError?, tracePath: String?) {
        self.capture = capture
        self.trace = trace
        self.tracePath = tracePath
    }

    /// One error naming every failure and what was kept; nil when nothing failed.
    public var failure: OutputError? {
        switch (capture, trace) {
        case (nil, nil):
            return nil
        case let (capture?, nil):
            let kept = tracePath.map { "; the trace \($0) is complete" } ?? ""
            return OutputError("the capture was not saved: \(capture.message)\(kept)")
        case let (nil, trace?):
            return OutputError("the trace is incomplete (its complete lines are kept): \(trace.message)")
        case let (capture?, trace?):
            return OutputError("the capture was not saved: \(capture.message); the trace is incomplete (its complete lines are kept): "
                               + trace.message)
        }
    }
}
