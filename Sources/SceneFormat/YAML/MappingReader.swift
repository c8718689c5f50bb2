import Yams

/// Reads one YAML mapping against a fixed set of keys: looks up values, reports missing required
/// keys at the mapping, and (on `finish`) every unknown key with a did-you-mean hint.
struct MappingReader {
    let node: Node
    let what: String
    private let mapping: Node.Mapping
    /// The key of each entry of `mapping` as text ("" for a key that is not a scalar), in file
    /// order: looked up by comparing short strings, the entries' nodes copied only when asked for.
    private let keys: [String]
    private let allowed: [String]
    private let log: DiagnosticLog

    /// Nil (after reporting) when `node` is not a mapping.
    init?(_ node: Node, what: String, allowed: [String], log: DiagnosticLog) {
        guard let mapping = node.mapping else {
            log.error("expected a mapping for \(what), found \(node.kindDescription)", at: node,
                      hint: "write it as 'key: value' lines or {key: value}")
            return nil
        }
        self.node = node
        self.what = what
        self.allowed = allowed
        self.log = log
        self.mapping = mapping
        self.keys = mapping.keys.map { $0.string ?? "" }
    }

    func has(_ key: String) -> Bool { keys.contains(key) }

    func value(_ key: String) -> Node? {
        keys.firstIndex(of: key).map { mapping[mapping.startIndex + $0].value }
    }

    /// The value of a required key; reports its absence at the mapping.
    func required(_ key: String, hint: String? = nil) -> Node? {
        if let found = value(key) { return found }
        log.error("\(what) is missing '\(key)'", at: node, hint: hint)
        return nil
    }

    /// The keys present among `candidates`, in file order.
    func present(among candidates: [String]) -> [(key: String, value: Node)] {
        keys.indices.filter { candidates.contains(keys[$0]) }.map { (keys[$0], mapping[mapping.startIndex + $0].value) }
    }

    /// Reports every key that is not allowed.
    func finish() {
        for (index, key) in keys.enumerated() where !allowed.contains(key) {
            let suggestion = closestMatch(to: key, in: allowed)
            let hint = suggestion.map { "did you mean '\($0)'?" }
                ?? "allowed keys: \(allowed.joined(separator: ", "))"
            log.error("unknown key '\(key)' in \(what)", at: mapping[mapping.startIndex + index].key, hint: hint)
        }
    }
}

/// The allowed word closest to `word` by edit distance, if it is close enough to be a typo.
func closestMatch(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, word.count / 3) ? best.0 : nil
}

/// Levenshtein distance between two strings, by characters.
func editDistance(_ a: String, _ b: String) -> Int {
    let left = Array(a), right = Array(b)
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var previous = Array(0...right.count)
    for (i, leftChar) in left.enumerated() {
        var current = [i + 1]
        for (j, rightChar) in right.enumerated() {
            current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (leftChar == rightChar ? 0 : 1)))
        }
        previous = current
    }
    return previous[right.count]
}

extension Node {
    /// "a mapping", "a list", "the text 'abc'", for messages.
    var kindDescription: String {
        switch self {
        case .mapping: "a mapping"
        case let .sequence(items): items.count == 1 ? "a list of 1 item" : "a list of \(items.count) items"
        case .alias: "an alias"
        case let .scalar(scalar): scalar.string.isEmpty ? "nothing" : "'\(scalar.string)'"
        }
    }
}
