/// The check's results as JUnit XML, which CI systems show as tests: one test case per scene and
/// checkpoint and per scene trace (class name: the scene), a failure with a message for each
/// difference or missing golden, whose message says what differs, where its diff image is and
/// the command that approves it.
public enum JUnitReport {
    /// The XML for `results`, whose report images are in `reportFolder` (named in the messages).
    public static func xml(results: [CheckResult], reportFolder: String) -> String {
        let failures = results.count { !$0.passed }
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="gesturescope check" tests="\(results.count)" failures="\(failures)">
        <testsuite name="gesturescope check" tests="\(results.count)" failures="\(failures)" errors="0" skipped="0">

        """
        for result in results {
            let opening = "<testcase classname=\"\(Markup.escape(result.scene))\" name=\"\(Markup.escape(result.name))\""
            if let problem = result.explanation(reportFolder: reportFolder) {
                let kind = if case .missingGolden = result.verdict { "missing golden" } else { "difference" }
                xml += "\(opening)>\n<failure message=\"\(Markup.escape(problem))\" type=\"\(kind)\">\(Markup.escape(detail(result)))</failure>\n</testcase>\n"
            } else {
                xml += "\(opening)/>\n"
            }
        }
        return xml + "</testsuite>\n</testsuites>\n"
    }

    /// The failure's text: the golden, and for a trace its first divergence aligned with every
    /// summary line that differs, or the lines around its first difference
    /// (`TraceDifference.detail`).
    private static func detail(_ result: CheckResult) -> String {
        var text = "golden: \(result.goldenPath)"
        if case let .traceDiffers(difference) = result.verdict {
            text += "\n" + difference.detail()
        }
        return text
    }
}
