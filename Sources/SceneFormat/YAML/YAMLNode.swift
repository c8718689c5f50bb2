/// Where a node or a problem starts in a YAML file: line and column from 1, the column counted
/// in characters (Unicode scalars), as an editor shows it.
struct YAMLMark: Equatable, Sendable {
    let line: Int
    let column: Int

    /// The column of the character that starts `offset` bytes into `line` (UTF-8): one more than
    /// the Unicode scalars before it, as libyaml counts columns (a combining mark is one).
    static func column(ofByte offset: Int, in line: UnsafeBufferPointer<UInt8>) -> Int {
        // A UTF-8 continuation byte (10xxxxxx) starts no scalar.
        1 + line[..<min(offset, line.count)].count(where: { $0 & 0xC0 != 0x80 })
    }
}

/// A scalar as written: its text after YAML's quoting and folding rules, and whether it was
/// plain (unquoted). Scene files read only plain scalars as numbers and booleans.
struct YAMLScalar: Sendable {
    let string: String
    let isPlain: Bool
}

/// A mapping's entries in file order. Scalar keys are unique (`YAMLComposer` refuses repeats);
/// every key that is not a scalar has the text "", which may repeat.
struct YAMLMapping: Sendable {
    /// Each entry's key as text, in file order: looked up by comparing short strings.
    let keyTexts: [String]
    let keys: [YAMLNode]
    let values: [YAMLNode]
}

/// One node of a YAML document as the scene parsers read it: text, a mapping or a list, and
/// where it starts. Anchors, aliases and tags never reach here (`YAMLComposer` refuses them).
struct YAMLNode: Sendable {
    enum Content: Sendable {
        case scalar(YAMLScalar)
        case mapping(YAMLMapping)
        case sequence([YAMLNode])
    }

    let content: Content
    let mark: YAMLMark

    var scalar: YAMLScalar? {
        if case let .scalar(scalar) = content { return scalar }
        return nil
    }

    var mapping: YAMLMapping? {
        if case let .mapping(mapping) = content { return mapping }
        return nil
    }

    var sequence: [YAMLNode]? {
        if case let .sequence(items) = content { return items }
        return nil
    }

    /// "a mapping", "a list of 2 items", "'abc'" or "nothing" (an empty value), for messages.
    var kindDescription: String {
        switch content {
        case .mapping: "a mapping"
        case let .sequence(items): items.count == 1 ? "a list of 1 item" : "a list of \(items.count) items"
        case let .scalar(scalar): scalar.string.isEmpty ? "nothing" : "'\(scalar.string)'"
        }
    }
}
