import GestureEngine

/// The first divergence as trace lines (the trace's text form, docs/TRACE.md), aligned: the
/// shared events just before it marked `=`, then each side's event there marked `A` and `B`
/// (a side with no event there says so). At most `TraceDivergence.contextLength` + 2 lines, so
/// that `compare` and `check` can show it whole in a terminal.
public enum DivergenceLines {
    /// What a side without an event at the divergence shows.
    public static let nothing = "(nothing more before the next input)"

    /// `= @0.333 widget.moved(T1)` …, `A @0.350 tap possible → failed …`, `B …`; unindented.
    public static func lines(_ divergence: TraceDivergence) -> [String] {
        divergence.context.map { "= \($0.textLine)" }
            + ["A \(divergence.a?.textLine ?? nothing)", "B \(divergence.b?.textLine ?? nothing)"]
    }
}
