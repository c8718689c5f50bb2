extension ValueDecoder {
    /// Exactly one name, one of `names`' keys: a list (even of one) is an error, so that a key
    /// holding one choice never silently takes the first of several.
    func name<Value>(_ node: YAMLNode, _ what: String, from names: [String: Value]) -> Value? {
        guard node.sequence == nil else {
            log.error("\(what) must be one name, found \(node.kindDescription)", at: node,
                      hint: "use one of \(names.keys.sorted().joined(separator: ", "))")
            return nil
        }
        return self.names(node, what, from: names)?.first
    }
}
