/// The check's report as one self-contained HTML page (inline style, no script, relative links
/// only, to images in the page's own folder): the summary first, then each difference — expected,
/// actual and diff side by side, or the lines around a trace's first difference, and the command
/// that approves it — then what matched.
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
            html += "<p>Around the first difference (<code>-</code> the golden, <code>+</code> this run):</p>\n"
            html += "<pre>\(Markup.escape(difference.excerpt))</pre>\n"
        }
        html += "<p>If the change is intended, approve it: <code>\(Markup.escape(result.approval))</code></p>\n"
        return html + "</section>\n"
    }

    private static func caption(_ role: String) -> String {
        switch role {
        case "expected": "expected (golden)"
        case "actual": "actual (this rendering)"
        default: "diff: red counted, yellow anti-aliased"
        }
    }
}
