import Yams

/// Parses YAML text into a node tree with positions, turning libyaml's errors into diagnostics.
/// Anchors, aliases, tags and deep nesting are refused before parsing (`YAMLPreflight`).
enum YAMLDocument {
    static func parse(_ text: String, log: DiagnosticLog) -> Node? {
        if let found = YAMLPreflight.firstProblem(in: text) {
            log.error(found.message, line: found.line, column: found.column, hint: found.hint)
            return nil
        }
        do {
            // No implicit tags: the decoders read scalars as written (quoted text is never a
            // number), and YAML 1.1's tag rules are regular expressions run on every scalar.
            guard let node = try Yams.compose(yaml: text, .basic) else {
                log.error("the file is empty", line: 1, column: 1,
                          hint: "a scene needs at least 'name', 'window' and 'views'; see docs/SCENES.md")
                return nil
            }
            return node
        } catch let error as YamlError {
            report(error, text: text, log: log)
            return nil
        } catch {
            log.error("cannot parse YAML: \(error)", line: 1, column: 1)
            return nil
        }
    }

    private static func report(_ error: YamlError, text: String, log: DiagnosticLog) {
        let hint = "check indentation, colons and quotes near this position"
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let detail = context.map { "\(problem) (\($0.text))" } ?? problem
            log.error("invalid YAML: \(detail)", at: mark, hint: hint)
        case let .duplicatedKeysInMapping(duplicates, context):
            let first = (line: context.mark.line, column: context.mark.column)
            let repeated = duplicates.first.flatMap { repeatedKey($0, after: first, in: text) } ?? first
            log.error("duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in a mapping",
                      line: repeated.line, column: repeated.column, hint: "each key may appear once; remove or rename the repeat")
        case let .reader(problem, _, _, _):
            log.error("unreadable text: \(problem)", line: 1, column: 1, hint: "save the file as UTF-8")
        default:
            log.error("invalid YAML: \(error)", line: 1, column: 1, hint: hint)
        }
    }

    /// Where `key` is written a second time in the mapping whose first key is at `first`: on the
    /// same line (a flow mapping) or at the same column further down (a block mapping). Yams
    /// reports only the first occurrence.
    static func repeatedKey(_ key: String, after first: (line: Int, column: Int), in text: String) -> (line: Int, column: Int)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        let forms = [key, "\"\(key)\"", "'\(key)'"].map { Array($0 + ":") }
        func isKey(_ line: [Character], at column: Int) -> Bool {
            forms.contains { form in column + form.count <= line.count && Array(line[column..<column + form.count]) == form }
        }
        guard first.line >= 1, first.line <= lines.count else { return nil }
        let firstLine = lines[first.line - 1]
        let firstColumn = first.column - 1
        var column = firstColumn + 1
        while column < firstLine.count {
            if isKey(firstLine, at: column), column == 0 || " {,".contains(firstLine[column - 1]) {
                return (first.line, column + 1)
            }
            column += 1
        }
        for index in first.line..<lines.count {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            if indent < firstColumn, indent < line.count { return nil }
            if indent == firstColumn, isKey(line, at: firstColumn) { return (index + 1, firstColumn + 1) }
        }
        return nil
    }
}
