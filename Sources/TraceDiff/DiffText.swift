import GestureEngine

/// `SemanticDiff` for a terminal: the two sides, the first divergence as a sentence and as
/// trace lines (shared context marked `=`, each side's event `A`/`B`), then per recognizer,
/// view and action either one `=` line (same) or an `A` and a `B` line.
extension SemanticDiff {
    /// `a` and `b` name the sides (scene names or files); `input` says what was played.
    public func text(a: String, b: String, input: String) -> String {
        var lines = ["A: \(a)", "B: \(b)", "input: \(input)", ""]
        guard let divergence else {
            lines.append("Same: A and B behave the same (every event within \(toleranceText)).")
            return lines.joined(separator: "\n") + "\n"
        }
        lines += ["First divergence:", DivergenceSentence.text(divergence), ""]
        lines += DivergenceLines.lines(divergence).map { "  " + $0 }
        lines += ["", "Recognizers (state path):"]
        lines += recognizers.flatMap { Self.rows($0.recognizer, SummaryDifference.path($0.a), SummaryDifference.path($0.b)) }
        lines += ["", "Views (responder calls):"]
        lines += views.flatMap { Self.rows($0.view, $0.a.description, $0.b.description) }
        lines += ["", "Actions:"]
        lines += actions.flatMap { Self.rows($0.recognizer, SummaryDifference.runs($0.a), SummaryDifference.runs($0.b)) }
        lines += ["", "Numbers compared within \(toleranceText)."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The tolerance in words: "1e-06 s and 0.001 pt".
    public var toleranceText: String {
        "\(formatNumber(tolerance.seconds, decimals: 9)) s and \(formatNumber(tolerance.points, decimals: 9)) pt"
    }

    private static func rows(_ name: String, _ a: String, _ b: String) -> [String] {
        a == b ? ["  \(name)  = \(a)"] : ["  \(name)  A \(a)", "  \(String(repeating: " ", count: name.count))  B \(b)"]
    }
}
