import VisualCheck

/// What `check` says in the terminal: one line per comparison (a differing trace also shows its
/// first divergence aligned and a few summary lines that differ, or the lines around its first
/// difference), the summary, and the command that approves what changed. A run and a merge of
/// runs say the same words for the same results.
enum CheckOutput {
    /// The summary lines shown under a changed trace; the report and JUnit show them all.
    static let traceChangesShown = 3

    /// The result's line, and for a differing trace its detail indented below it.
    static func line(_ result: CheckResult, reportFolder: String) -> String {
        let detail = switch result.verdict {
        case .matched: "ok"
        case .missingGolden: result.problem ?? ""
        case let .imageDiffers(count, expectedSize, actualSize) where expectedSize == actualSize:
            "DIFF \(count) \(count == 1 ? "pixel" : "pixels") → \(reportFolder)/\(result.reportImage("diff") ?? "")"
        case .imageDiffers, .traceDiffers: "DIFF: \(result.problem ?? "") → \(reportFolder)/index.html"
        }
        var text = "\(result.name): \(detail)\n"
        if case let .traceDiffers(difference) = result.verdict {
            text += difference.detail(changeLimit: traceChangesShown).split(separator: "\n").map { "    \($0)\n" }.joined()
        }
        return text
    }

    /// The last lines: the tally and the report page, then, when something differs or is
    /// missing, the commands that approve it (one per scene, in order).
    static func summary(_ results: [CheckResult], reportFolder: String) -> String {
        var text = "check: \(CheckSummary(results).description) → \(reportFolder)/index.html\n"
        var approvals: [String] = []
        for result in results where !result.passed && !approvals.contains(result.approval) { approvals.append(result.approval) }
        if !approvals.isEmpty {
            text += "check: if the changes are intended, approve them:\n" + approvals.map { "    \($0)\n" }.joined()
        }
        return text
    }
}
