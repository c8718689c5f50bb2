import GestureEngine
import TraceDiff
import VisualCheck

/// A changed golden trace told by meaning (issue 32 part 5, docs/CHECK.md): the golden read back
/// (`TraceEvent.events(jsonLines:)`) is side A, this run's events side B, compared as `compare`
/// compares two scenes (`SemanticDiff`, standard tolerance). Where that cannot tell anything —
/// the golden is not a trace this version reads (edited by hand, an old or later format), or it
/// reads back as the same events (only the writing differs) — the difference is shown as lines,
/// saying why. Everything from the files is escaped for the terminal.
enum GoldenTraceMeaning {
    /// `difference`, the golden's text against this run's lines, with its meaning or the reason
    /// it has none; `now` is this run's trace, whose lines `difference` compared.
    static func explain(_ difference: TraceDifference, golden: String, now: [TraceEvent]) -> TraceDifference {
        let expected: [TraceEvent]
        do {
            expected = try TraceEvent.events(jsonLines: golden)
        } catch {
            return difference.shownAsLines(because: "the golden cannot be read back as a trace (\(error.description.escapingControlCharacters))")
        }
        let diff = SemanticDiff(expected, now)
        guard let divergence = diff.divergence else {
            return difference.shownAsLines(because: "the golden reads back as the same events within \(diff.toleranceText); only how they are written differs")
        }
        return difference.explained(by: TraceDivergenceReport(
            sentence: DivergenceSentence.text(divergence, a: "golden", b: "now").escapingControlCharacters,
            aligned: DivergenceLines.lines(divergence),
            changes: diff.summaryDifferences.map {
                TraceDivergenceReport.Change(aspect: $0.aspect.rawValue, name: $0.name.escapingControlCharacters,
                                             golden: $0.a.escapingControlCharacters, now: $0.b.escapingControlCharacters)
            }))
    }
}
