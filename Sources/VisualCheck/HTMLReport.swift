/// The check's report as one self-contained HTML page (inline style, no script, relative links
/// only, to images in the page's own folder): the summary first, then each difference — expected,
/// actual and diff side by side, or a trace's first divergence (the golden's events against this
/// run's, aligned, and the recognizers and views whose summaries differ; the lines around the
/// first differing line when it could not be compared by meaning), and the command that approves
/// it — then what matched.
public enum HTMLReport {
    /// The page for `results`, checked at `tolerance` against the goldens in `goldensFolder`
    /// (shown as given).
    public static func page(results: [CheckResult], tolerance: ComparisonTolerance, goldensFolder: String) -> String {
        let summary = CheckSummary(results)
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>gesturescope check: \(Markup.escape(summary.description))</title>
        <style>
        body { font: 14px/1.4 sans-serif; margin: 1.5em; color: #222; }
        .summary { font-size: 1.3em; padding: 0.4em 0.7em; border-radius: 4px; display: inline-block; }
        .passed { background: #dff3df; } .failed { background: #f8dada; }
        .images { display: flex; gap: 1em; align-items: flex-start; }
        figure { margin: 0; } figcaption { color: #555; }
        .images figure { flex: 1 1 0; min-width: 0; }
        img { width: 100%; border: 1px solid #bbb; image-rendering: pixelated; }
        pre { background: #f4f4f4; padding: 0.5em; white-space: pre-wrap; word-break: break-all; }
        table.changes { border-collapse: collapse; }
        .changes th, .changes td { text-align: left; vertical-align: top; padding: 0.2em 0.7em; border-bottom: 1px solid #ddd; }
        .changes td { font-family: monospace; }
        </style>
        </head>
        <body>
        <h1>gesturescope check</h1>
        <p class="summary \(summary.allMatched ? "passed" : "failed")">\(Markup.escape(summary.description))</p>
        <p>Goldens: <code>\(Markup.escape(goldensFolder))</code>; colour threshold \(tolerance.threshold), \
        at most \(tolerance.maximumDifferingPixels) differing pixels an image; anti-aliased pixels (yellow in a diff) are not counted.</p>

        """
        let problems = results.filter { !$0.passed }
        if !problems.isEmpty {
            html += "<h2>Differences</h2>\n"
            for result in problems { html += section(result) }
        }
        let matched = results.filter(\.passed)
        if !matched.isEmpty {
            html += "<h2>Matched</h2>\n<ul>\n"
            for result in matched { html += "<li>\(Markup.escape(result.name))</li>\n" }
            html += "</ul>\n"
        }
        return html + "</body>\n</html>\n"
    }

    private static func section(_ result: CheckResult) -> String {
        var html = "<section>\n<h3>\(Markup.escape(result.name))</h3>\n<p>\(Markup.escape(result.problem ?? ""))</p>\n"
        let images = result.reportImages
        if !images.isEmpty {
            html += "<div class=\"images\">\n"
            for (role, file) in images {
                let url = Markup.relativeURL(fileName: file)
                html += "<figure><a href=\"\(url)\"><img src=\"\(url)\" alt=\"\(role)\"></a><figcaption>\(caption(role))</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        if case let .traceDiffers(difference) = result.verdict {
            html += traceSection(difference)
        }
        html += "<p>If the change is intended, approve it: <code>\(Markup.escape(result.approval))</code></p>\n"
        return html + "</section>\n"
    }

    /// The divergence aligned, then a table of the summary lines that differ; or, when the
    /// trace was not compared by meaning, why, and the lines around the first difference.
    private static func traceSection(_ difference: TraceDifference) -> String {
        guard let divergence = difference.divergence else {
            var html = difference.shownAsLinesBecause.map { "<p>Shown as lines: \(Markup.escape($0)).</p>\n" } ?? ""
            html += "<p>Around the first difference (<code>-</code> the golden, <code>+</code> this run):</p>\n"
            return html + "<pre>\(Markup.escape(difference.excerpt))</pre>\n"
        }
        var html = "<p>The first divergence, aligned (<code>A</code> the golden, <code>B</code> this run, <code>=</code> both; "
            + "the files first differ at line \(difference.line)):</p>\n"
        html += "<pre>\(Markup.escape(divergence.aligned.joined(separator: "\n")))</pre>\n"
        guard !divergence.changes.isEmpty else {
            return html + "<p>Every recognizer's state path, view's responder calls and recognizer's actions are the same overall.</p>\n"
        }
        html += "<table class=\"changes\">\n<tr><th></th><th>golden (A)</th><th>now (B)</th></tr>\n"
        for change in divergence.changes {
            html += "<tr><th>\(Markup.escape(change.name)) (\(Markup.escape(change.aspect)))</th>"
                + "<td>\(Markup.escape(change.golden))</td><td>\(Markup.escape(change.now))</td></tr>\n"
        }
        return html + "</table>\n"
    }

    private static func caption(_ role: String) -> String {
        switch role {
        case "expected": "expected (golden)"
        case "actual": "actual (this rendering)"
        default: "diff: red counted, yellow anti-aliased"
        }
    }
}
