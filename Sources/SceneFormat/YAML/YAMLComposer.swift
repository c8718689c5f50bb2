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
    /// The file holds a second document, starting here (YAML allows several; these files are one).
    case secondDocument(at: YAMLMark)
    /// Lists and mappings nested deeper than `YAMLComposer.maximumDepth`, from here.
    case tooDeep(at: YAMLMark)
    /// A tag, an anchor or an alias, named with its indicator ("a tag ('!…')"), which these
    /// files never hold.
    case unsupported(String, at: YAMLMark)
    /// libyaml could not allocate what it needed.
    case outOfMemory
}

/// Builds `YAMLNode`s straight from libyaml's events: one pass, one node per scalar, mapping
/// and list, each with the position of its first character. Refuses, as YAML requires, a
/// mapping that repeats a key; and what these files never hold: a second document, an alias, a
/// tag or an anchor, and nesting deeper than `maximumDepth` (composing recurses once per level).
///
/// libyaml's parser never expands an alias (its loader would; this reads events), and the
/// composer stops at the first anchor, alias or tag libyaml reports, so an alias bomb costs no
/// more than its text. Nothing is checked before libyaml reads the text: within the 4 MiB a
/// file may be (`SceneLimits.fileBytes`), the deepest nesting the depth bound lets through, on
/// every line, costs seconds (docs/RELIABILITY.md, Figures).
struct YAMLComposer: ~Copyable {
    /// Lists and mappings open at once: brackets, braces, a line of `- - - …` (a list per dash)
    /// and indentation all nest, and composing recurses once per level.
    static let maximumDepth = 200
    private static let keysSearchedInOrder = 16
    /// libyaml's parser state, at a fixed address as libyaml requires.
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let text: UnsafeBufferPointer<UInt8>

    /// The root node of the single document in `text`, or nil when there is none (an empty
    /// file, or only comments).
    static func compose(_ text: String) -> Result<YAMLNode?, YAMLCompositionError> {
        var text = text
        return text.withUTF8 { bytes in
            guard let composer = YAMLComposer(text: bytes) else { return .failure(.outOfMemory) }
            do throws(YAMLCompositionError) {
                return .success(try composer.document())
            } catch {
                return .failure(error)
            }
        }
    }

    /// Nil when libyaml cannot allocate its buffers.
    private init?(text: UnsafeBufferPointer<UInt8>) {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        // A failed initialisation frees what it allocated.
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            return nil
        }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, text.baseAddress, text.count)
        self.parser = parser
        self.text = text
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    private func document() throws(YAMLCompositionError) -> YAMLNode? {
        guard try next().type == YAML_STREAM_START_EVENT, try next().type == YAML_DOCUMENT_START_EVENT else { return nil }
        let root = try node(startingWith: try next(), depth: 0)
        _ = try next()
        let after = try next()
        guard after.type == YAML_STREAM_END_EVENT else { throw .secondDocument(at: mark(after.raw.start_mark)) }
        return root
    }

    /// The node that `event` starts, read to its end, `depth` lists and mappings down.
    private func node(startingWith event: borrowing Event, depth: Int) throws(YAMLCompositionError) -> YAMLNode {
        let start = mark(event.raw.start_mark)
        let data = event.raw.data
        switch event.type {
        case YAML_SCALAR_EVENT:
            try refuseTagOrAnchor(tag: data.scalar.tag, anchor: data.scalar.anchor, at: start)
            let string = String(decoding: UnsafeBufferPointer(start: data.scalar.value, count: data.scalar.length), as: UTF8.self)
            return YAMLNode(content: .scalar(YAMLScalar(string: string, isPlain: data.scalar.style == YAML_PLAIN_SCALAR_STYLE)),
                            mark: start)
        case YAML_SEQUENCE_START_EVENT:
            try refuseTagOrAnchor(tag: data.sequence_start.tag, anchor: data.sequence_start.anchor, at: start)
            guard depth < Self.maximumDepth else { throw .tooDeep(at: start) }
            return YAMLNode(content: .sequence(try items(depth: depth + 1)), mark: start)
        case YAML_MAPPING_START_EVENT:
            try refuseTagOrAnchor(tag: data.mapping_start.tag, anchor: data.mapping_start.anchor, at: start)
            guard depth < Self.maximumDepth else { throw .tooDeep(at: start) }
            return YAMLNode(content: .mapping(try entries(depth: depth + 1)), mark: start)
        case YAML_ALIAS_EVENT:
            throw .unsupported("an alias ('*…')", at: start)
        default:
            // Unreachable: libyaml's parser starts every node with one of the events above (an
            // empty value is an empty scalar). A backstop, as an error rather than a trap.
            throw .syntax("found no value where one was expected", at: start)
        }
    }

    private func refuseTagOrAnchor(tag: UnsafeMutablePointer<yaml_char_t>?, anchor: UnsafeMutablePointer<yaml_char_t>?,
                                   at mark: YAMLMark) throws(YAMLCompositionError) {
        if tag != nil { throw .unsupported("a tag ('!…')", at: mark) }
        if anchor != nil { throw .unsupported("an anchor ('&…')", at: mark) }
    }

    /// A list's items, through its end event.
    private func items(depth: Int) throws(YAMLCompositionError) -> [YAMLNode] {
        var items: [YAMLNode] = []
        while true {
            let event = try next()
            if event.type == YAML_SEQUENCE_END_EVENT { return items }
            items.append(try node(startingWith: event, depth: depth))
        }
    }

    /// A mapping's entries, through its end event.
    private func entries(depth: Int) throws(YAMLCompositionError) -> YAMLMapping {
        var keyTexts: [String] = [], keys: [YAMLNode] = [], values: [YAMLNode] = []
        var repeats: [(text: String, mark: YAMLMark)] = []
        // The scalar keys so far are searched in order while the mapping is small (a scene's
        // mappings hold a few keys), and hashed beyond, so that a hostile mapping of a million
        // keys stays linear.
        var hashed: Set<String>?
        while true {
            let event = try next()
            if event.type == YAML_MAPPING_END_EVENT { break }
            let key = try node(startingWith: event, depth: depth)
            if let text = key.scalar?.string {
                if hashed == nil, keys.count == Self.keysSearchedInOrder {
                    hashed = Set(keys.indices.filter { keys[$0].scalar != nil }.map { keyTexts[$0] })
                }
                let repeated = hashed != nil ? !hashed!.insert(text).inserted
                    : keys.indices.contains { keys[$0].scalar != nil && keyTexts[$0] == text }
                // YAML: the keys of a mapping are unique.
                if repeated { repeats.append((text, key.mark)) }
            }
            keyTexts.append(key.scalar?.string ?? "")
            keys.append(key)
            values.append(try node(startingWith: try next(), depth: depth))
        }
        if let first = repeats.first {
            var named: Set<String> = []
            throw .duplicateKeys(repeats.map(\.text).filter { named.insert($0).inserted }, at: first.mark)
        }
        return YAMLMapping(keyTexts: keyTexts, keys: keys, values: values)
    }

    /// The next event.
    private func next() throws(YAMLCompositionError) -> Event {
        var event = yaml_event_t()
        // libyaml returns no event (and no error) only past the stream's end or after an error.
        guard yaml_parser_parse(parser, &event) == 1, event.type != YAML_NO_EVENT else { throw failure() }
        return Event(raw: event)
    }

    /// libyaml's error, in its own words, at the position it names.
    private func failure() -> YAMLCompositionError {
        let problem = parser.pointee.problem.map { String(cString: $0) } ?? "libyaml stopped without saying why"
        switch parser.pointee.error {
        case YAML_READER_ERROR:
            return .unreadable(problem, at: mark(atByte: Int(parser.pointee.problem_offset)))
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            let detail = parser.pointee.context.map { "\(problem) (\(String(cString: $0)))" } ?? problem
            return .syntax(detail, at: mark(parser.pointee.problem_mark))
        case YAML_MEMORY_ERROR:
            return .outOfMemory
        default:
            return .syntax(problem, at: YAMLMark(line: 1, column: 1))
        }
    }

    private func mark(_ mark: yaml_mark_t) -> YAMLMark {
        YAMLMark(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// The line and column of the character at byte `offset` of the text. Lines end at `\n`,
    /// `\r\n` or `\r` (libyaml also ends them at U+0085, U+2028 and U+2029, which no scene
    /// holds).
    private func mark(atByte offset: Int) -> YAMLMark {
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        var line = 1, lineStart = 0
        for index in 0..<min(offset, text.count) where text[index] == newline
            || (text[index] == carriageReturn && (index + 1 == text.count || text[index + 1] != newline)) {
            line += 1
            lineStart = index + 1
        }
        let end = min(offset, text.count)
        return YAMLMark(line: line, column: YAMLMark.column(ofByte: end - lineStart, in: UnsafeBufferPointer(rebasing: text[lineStart..<end])))
    }
}

/// One libyaml event, released exactly once: when it goes.
private struct Event: ~Copyable {
    let raw: yaml_event_t

    var type: yaml_event_type_t { raw.type }

    deinit {
        var raw = raw
        yaml_event_delete(&raw)
    }
}
