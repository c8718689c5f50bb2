import Yams

/// Collects diagnostics while one file is parsed, so that a single run reports every problem it
/// can find rather than the first — up to `SceneLimits.diagnostics`; the rest are counted.
final class DiagnosticLog {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Problems found beyond the limit.
    private var uncounted = 0

    init(file: String) {
        self.file = file
    }

    var hasErrors: Bool { !diagnostics.isEmpty }

    func error(_ message: String, at node: Node?, hint: String? = nil) {
        error(message, at: node?.mark, hint: hint)
    }

    func error(_ message: String, at mark: Mark?, hint: String? = nil) {
        error(message, line: mark?.line ?? 1, column: mark?.column ?? 1, hint: hint)
    }

    func error(_ message: String, line: Int, column: Int, hint: String? = nil) {
        guard diagnostics.count < SceneLimits.diagnostics else {
            uncounted += 1
            return
        }
        diagnostics.append(Diagnostic(file: file, line: line, column: column, message: message, hint: hint))
    }

    /// Diagnostics sorted by position (stable for equal positions), then one saying how many
    /// more were found past the limit.
    var sorted: [Diagnostic] {
        let ordered = diagnostics.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.line ?? 0, lhs.element.column ?? 0, lhs.offset)
            let right = (rhs.element.line ?? 0, rhs.element.column ?? 0, rhs.offset)
            return left < right
        }.map(\.element)
        guard uncounted > 0 else { return ordered }
        return ordered + [Diagnostic(file: file, line: nil, column: nil,
                                     message: "\(uncounted) more problem\(uncounted == 1 ? "" : "s") not shown",
                                     hint: "fix the first \(SceneLimits.diagnostics) and validate again")]
    }
}
