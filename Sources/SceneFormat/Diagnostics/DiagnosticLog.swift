import Yams

/// Collects diagnostics while one file is parsed, so that a single run reports every problem it
/// can find rather than the first.
final class DiagnosticLog {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

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
        diagnostics.append(Diagnostic(file: file, line: line, column: column, message: message, hint: hint))
    }

    /// Diagnostics sorted by position (stable for equal positions).
    var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.line ?? 0, lhs.element.column ?? 0, lhs.offset)
            let right = (rhs.element.line ?? 0, rhs.element.column ?? 0, rhs.offset)
            return left < right
        }.map(\.element)
    }
}
