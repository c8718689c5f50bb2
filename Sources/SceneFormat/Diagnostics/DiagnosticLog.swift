/// Collects diagnostics while one file is parsed, so that a single run reports every problem it
/// can find rather than the first — up to `limits.diagnostics`; then the walk stops and one
/// last diagnostic says so.
final class DiagnosticLog {
    let file: String
    let limits: SceneLimits
    private(set) var diagnostics: [Diagnostic] = []
    /// Problems found beyond the limit, or a walk stopped because of it.
    private var stopped = false

    init(file: String, limits: SceneLimits = .standard) {
        self.file = file
        self.limits = limits
    }

    var hasErrors: Bool { !diagnostics.isEmpty }

    /// Whether a long walk (views, steps) should stop before its next item: the limit is reached
    /// and nothing more would be shown. Stopping is noted in the last diagnostic.
    func shouldStop() -> Bool {
        guard diagnostics.count >= limits.diagnostics else { return false }
        stopped = true
        return true
    }

    /// At `node`'s first character; at the top of the file when there is no node.
    func error(_ message: String, at node: YAMLNode?, hint: String? = nil) {
        error(message, at: node?.mark ?? YAMLMark(line: 1, column: 1), hint: hint)
    }

    func error(_ message: String, at mark: YAMLMark, hint: String? = nil) {
        error(message, line: mark.line, column: mark.column, hint: hint)
    }

    func error(_ message: String, line: Int, column: Int, hint: String? = nil) {
        guard diagnostics.count < limits.diagnostics else {
            stopped = true
            return
        }
        diagnostics.append(Diagnostic(file: file, line: line, column: column, message: message, hint: hint))
    }

    /// Diagnostics sorted by position (stable for equal positions), then one saying that the
    /// check stopped at the limit.
    var sorted: [Diagnostic] {
        let ordered = diagnostics.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.line ?? 0, lhs.element.column ?? 0, lhs.offset)
            let right = (rhs.element.line ?? 0, rhs.element.column ?? 0, rhs.offset)
            return left < right
        }.map(\.element)
        guard stopped else { return ordered }
        return ordered + [Diagnostic(file: file, line: nil, column: nil,
                                     message: "more problems may not be shown: the check stopped after the first \(limits.diagnostics)",
                                     hint: "fix these and validate again")]
    }
}
