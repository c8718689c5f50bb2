import CYAML

/// Why a YAML text could not become a node tree.
enum YAMLCompositionError: Error, Equatable {
    /// libyaml's scanner or parser refused the text: its problem, with its context in
    /// parentheses when it gives one ("did not find expected key (while parsing a block
    /// mapping)"), at the problem's position.
    case syntax(String, at: YAMLMark)
    /// A mapping repeats keys: their texts in the order they repeat, at the first repeat.
    case duplicateKeys([String], at: YAMLMark)
    /// libyaml's reader refused a character (a control character, for instance), at it.
    case unreadable(String, at: YAMLMark)
}

/// Builds `YAMLNode`s straight from libyaml's events: one pass, one node per scalar, mapping
/// and list, each with the position of its first character. Refuses, as YAML requires, a
/// mapping that repeats a key, and a stream of more than one document, which a scene file never is.
///
/// Recursive: nesting depth is bounded before parsing (`YAMLPreflight`).
struct YAMLComposer: ~Copyable {
    private static let keysSearchedInOrder = 16
    /// libyaml's parser state, at a fixed address as libyaml requires.
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    private let text: UnsafeBufferPointer<UInt8>

    /// The root node of the single document in `text`, or nil when there is none (an empty
    /// file, or only comments).
    static func compose(_ text: String) -> Result<YAMLNode?, YAMLCompositionError> {
        var text = text
        return text.withUTF8 { bytes in
            let composer = YAMLComposer(text: bytes)
            do throws(YAMLCompositionError) {
                return .success(try composer.document())
            } catch {
                return .failure(error)
            }
        }
    }

    private init(text: UnsafeBufferPointer<UInt8>) {
        self.text = text
        // Fails only when it cannot allocate its buffers; the first parse then reports that.
        parser.initialize(to: yaml_parser_t())
        _ = yaml_parser_initialize(parser)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, text.baseAddress, text.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    private func document() throws(YAMLCompositionError) -> YAMLNode? {
        guard try nextType() == YAML_STREAM_START_EVENT, try nextType() == YAML_DOCUMENT_START_EVENT else { return nil }
        let root = try node(startingWith: try next())
        _ = try nextType()
        var after = try next()
        defer { yaml_event_delete(&after) }
        // YAML allows several documents in one stream; a scene file is one.
        guard after.type == YAML_STREAM_END_EVENT else {
            throw .syntax("found a second document (a scene file is one document; remove the '---' line)",
                          at: mark(after.start_mark))
        }
        return root
    }

    /// The node that `event` starts, read to its end; `event` is released here.
    private func node(startingWith event: consuming yaml_event_t) throws(YAMLCompositionError) -> YAMLNode {
        defer { yaml_event_delete(&event) }
        let start = mark(event.start_mark)
        switch event.type {
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let string = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            return YAMLNode(content: .scalar(YAMLScalar(string: string, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE)),
                            mark: start)
        case YAML_SEQUENCE_START_EVENT:
            return YAMLNode(content: .sequence(try items()), mark: start)
        case YAML_MAPPING_START_EVENT:
            return YAMLNode(content: .mapping(try entries()), mark: start)
        default:
            // An alias, the only other event that can start a node. `YAMLPreflight` refuses
            // aliases first, with a hint; this is the backstop.
            throw .syntax("found an alias (aliases are not supported in scene files)", at: start)
        }
    }

    /// A list's items, through its end event.
    private func items() throws(YAMLCompositionError) -> [YAMLNode] {
        var items: [YAMLNode] = []
        while true {
            var event = try next()
            if event.type == YAML_SEQUENCE_END_EVENT {
                yaml_event_delete(&event)
                return items
            }
            items.append(try node(startingWith: event))
        }
    }

    /// A mapping's entries, through its end event.
    private func entries() throws(YAMLCompositionError) -> YAMLMapping {
        var keyTexts: [String] = [], keys: [YAMLNode] = [], values: [YAMLNode] = []
        var repeats: [(text: String, mark: YAMLMark)] = []
        // Searched in order while the mapping is small (a scene's mappings hold a few keys);
        // hashed beyond, so that a hostile mapping of a million keys stays linear.
        var seen: Set<String> = []
        while true {
            var event = try next()
            if event.type == YAML_MAPPING_END_EVENT {
                yaml_event_delete(&event)
                break
            }
            let key = try node(startingWith: event)
            let text = key.scalar?.string ?? ""
            if keyTexts.count == Self.keysSearchedInOrder { seen = Set(keyTexts) }
            let repeated = keyTexts.count < Self.keysSearchedInOrder ? keyTexts.contains(text) : !seen.insert(text).inserted
            // YAML: the keys of a mapping are unique.
            if key.scalar != nil, repeated { repeats.append((text, key.mark)) }
            keyTexts.append(text)
            keys.append(key)
            values.append(try node(startingWith: try next()))
        }
        if let first = repeats.first {
            var named: Set<String> = []
            throw .duplicateKeys(repeats.map(\.text).filter { named.insert($0).inserted }, at: first.mark)
        }
        return YAMLMapping(keyTexts: keyTexts, keys: keys, values: values)
    }

    /// The type of the next event, which holds nothing to release (stream and document
    /// boundaries).
    private func nextType() throws(YAMLCompositionError) -> yaml_event_type_t {
        var event = try next()
        defer { yaml_event_delete(&event) }
        return event.type
    }

    /// The next event; the caller releases it with `yaml_event_delete`.
    private func next() throws(YAMLCompositionError) -> yaml_event_t {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw failure() }
        return event
    }

    /// libyaml's error, in its own words, at the position it names.
    private func failure() -> YAMLCompositionError {
        let problem = parser.pointee.problem.map { String(cString: $0) } ?? "out of memory"
        switch parser.pointee.error {
        case YAML_READER_ERROR:
            return .unreadable(problem, at: mark(atByte: Int(parser.pointee.problem_offset)))
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            let detail = parser.pointee.context.map { "\(problem) (\(String(cString: $0)))" } ?? problem
            return .syntax(detail, at: mark(parser.pointee.problem_mark))
        default:
            return .syntax(problem, at: YAMLMark(line: 1, column: 1))
        }
    }

    private func mark(_ mark: yaml_mark_t) -> YAMLMark {
        YAMLMark(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// The line and column of the character at byte `offset` of the text.
    private func mark(atByte offset: Int) -> YAMLMark {
        let before = UnsafeBufferPointer(rebasing: text[..<min(offset, text.count)])
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = 1 + before.count(where: { $0 == UInt8(ascii: "\n") })
        // Characters, not bytes: a UTF-8 continuation byte (10xxxxxx) starts none.
        let column = 1 + before[lineStart...].count(where: { $0 & 0xC0 != 0x80 })
        return YAMLMark(line: line, column: column)
    }
}
