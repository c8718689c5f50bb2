import Yams

/// Parses YAML text into a node tree with positions, turning libyaml's errors into diagnostics.
enum YAMLDocument {
    static func parse(_ text: String, log: DiagnosticLog) -> Node? {
        do {
            guard let node = try Yams.compose(yaml: text) else {
                log.error("the file is empty", line: 1, column: 1,
                          hint: "a scene needs at least 'name', 'window' and 'views'; see docs/SCENES.md")
                return nil
            }
            return node
        } catch let error as YamlError {
            report(error, log: log)
            return nil
        } catch {
            log.error("cannot parse YAML: \(error)", line: 1, column: 1)
            return nil
        }
    }

    private static func report(_ error: YamlError, log: DiagnosticLog) {
        let hint = "check indentation, colons and quotes near this position"
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let detail = context.map { "\(problem) (\($0.text))" } ?? problem
            log.error("invalid YAML: \(detail)", at: mark, hint: hint)
        case let .duplicatedKeysInMapping(duplicates, context):
            log.error("duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in a mapping",
                      at: context.mark, hint: "each key may appear once; remove or rename the repeat")
        case let .reader(problem, _, _, _):
            log.error("unreadable text: \(problem)", line: 1, column: 1, hint: "save the file as UTF-8")
        default:
            log.error("invalid YAML: \(error)", line: 1, column: 1, hint: hint)
        }
    }
}
