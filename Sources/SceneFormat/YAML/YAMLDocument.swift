/// Parses YAML text into a node tree with positions, turning libyaml's errors and what
/// `YAMLComposer` refuses (anchors, aliases, tags, nesting too deep) into diagnostics.
enum YAMLDocument {
    /// Repeated keys named in one message; the rest are counted.
    private static let keysNamed = 5

    static func parse(_ text: String, log: DiagnosticLog) -> YAMLNode? {
        switch YAMLComposer.compose(text) {
        case let .success(root?):
            return root
        case .success(nil):
            log.error("the file is empty", line: 1, column: 1,
                      hint: "a scene needs at least 'name', 'window' and 'views'; see docs/SCENES.md")
        case let .failure(.syntax(problem, mark)):
            log.error("invalid YAML: \(problem)", at: mark, hint: "check indentation, colons and quotes near this position")
        case let .failure(.unsupported(what, mark)):
            log.error("\(what): scene files use plain YAML", at: mark,
                      hint: "write repeated parts out in full; anchors, aliases and tags are not supported")
        case .failure(.outOfMemory):
            log.error("out of memory while parsing", line: 1, column: 1, hint: "close other programs, or split the file")
        case let .failure(.duplicateKeys(keys, mark)):
            let named = keys.prefix(Self.keysNamed).map { "'\($0)'" }.joined(separator: ", ")
            let more = keys.count > Self.keysNamed ? " and \(keys.count - Self.keysNamed) more" : ""
            log.error("duplicate \(keys.count == 1 ? "key" : "keys") \(named)\(more) in a mapping", at: mark,
                      hint: "each key may appear once; remove or rename the repeat")
        case let .failure(.unreadable(problem, mark)):
            log.error("unreadable text: \(problem)", at: mark, hint: "save the file as UTF-8, without control characters")
        case let .failure(.secondDocument(mark)):
            log.error("a second YAML document starts here", at: mark,
                      hint: "a file holds one document: remove this one, or the '---' or '...' line before it")
        case let .failure(.tooDeep(mark)):
            log.error("lists and mappings nested more than \(YAMLComposer.maximumDepth) levels deep", at: mark,
                      hint: "scene files nest a few levels; flatten the structure")
        }
        return nil
    }
}
