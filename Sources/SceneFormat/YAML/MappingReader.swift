/// Reads one YAML mapping against a fixed set of keys: looks up values, reports missing required
/// keys at the mapping, and (on `finish`) every unknown key with a did-you-mean hint.
struct MappingReader {
    let node: YAMLNode
    let what: String
    private let mapping: YAMLMapping
    /// The key of each entry of `mapping` as text ("" for a key that is not a scalar), in file order.
    private var keys: [String] { mapping.keyTexts }
    private let allowed: [String]
    private let log: DiagnosticLog

    /// Nil (after reporting) when `node` is not a mapping.
    init?(_ node: YAMLNode, what: String, allowed: [String], log: DiagnosticLog) {
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
    }

    func has(_ key: String) -> Bool { keys.contains(key) }

    func value(_ key: String) -> YAMLNode? {
        keys.firstIndex(of: key).map { mapping.values[$0] }
    }

    /// The value of a required key; reports its absence at the mapping.
    func required(_ key: String, hint: String? = nil) -> YAMLNode? {
        if let found = value(key) { return found }
        log.error("\(what) is missing '\(key)'", at: node, hint: hint)
        return nil
    }

    /// The keys present among `candidates`, in file order.
    func present(among candidates: [String]) -> [(key: String, value: YAMLNode)] {
        keys.indices.filter { candidates.contains(keys[$0]) }.map { (keys[$0], mapping.values[$0]) }
    }

    /// Reports every key that is not allowed.
    func finish() {
        for (index, key) in keys.enumerated() where !allowed.contains(key) {
            let suggestion = closestMatch(to: key, in: allowed)
            let hint = suggestion.map { "did you mean '\($0)'?" }
                ?? "allowed keys: \(allowed.joined(separator: ", "))"
            log.error("unknown key '\(key)' in \(what)", at: mapping.keys[index], hint: hint)
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
