/// What scene files refuse, found in the text before YAML parses it: anchors (`&a`), aliases
/// (`*a`), tags (`!!str`), and nesting deep enough to make parsing slow.
///
/// An alias repeats a subtree by reference, so a 1 KB file of nested aliases names billions of
/// nodes; a tag silently changes what a value is (`!!str 100` is text). `YAMLComposer` refuses
/// all three as libyaml reports them; this scan finds them first, with a hint, and is the only
/// check that runs before parsing. Parsing time grows
/// faster than the nesting depth (500 nested brackets in a 2 KB file take 0.3 s); no scene nests
/// brackets beyond a few levels or indents past 400 columns.
///
/// The scan is lexical and conservative: an indicator counts only where a node can start (the
/// start of a line's content, after `- `, `: `, `? `, `[`, `{` or `,`), outside comments, quoted
/// text and block scalars — where YAML itself would read it as an indicator.
enum YAMLPreflight {
    struct Finding: Equatable {
        let message: String
        let hint: String
        /// 1-based.
        let line: Int
        let column: Int
    }

    /// Brackets (`[`, `{`) open at once, and columns of indentation, that a file may reach.
    static let maximumFlowDepth = 100
    static let maximumIndentation = 400

    /// The first anchor, alias, tag or excessive nesting in `text`, or nil. Lines end at `\n`,
    /// `\r\n` or `\r`. A quote is followed to its end on its own line only: a quoted text
    /// continued on the next line has that line scanned afresh, which can refuse a valid file
    /// (an alias-like word at the start of a continuation line) but never lets an indicator
    /// through unseen.
    ///
    /// Scans UTF-8 bytes, as YAML reads code points: every indicator is ASCII and no byte of a
    /// multi-byte character is below 0x80, so an indicator is never mistaken (and one followed by
    /// a combining mark still counts, as it does for YAML). Columns are counted as libyaml counts
    /// them, in Unicode scalars (`YAMLMark.column`).
    static func firstProblem(in text: String) -> Finding? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = Scanner()
            var lineStart = 0, index = 0
            while index <= bytes.count {
                guard index == bytes.count || bytes[index] == newline || bytes[index] == carriageReturn else {
                    index += 1
                    continue
                }
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<index])
                if let found = scanner.scan(line) { return found }
                // `\r\n` ends one line.
                if index + 1 < bytes.count, bytes[index] == carriageReturn, bytes[index + 1] == newline { index += 1 }
                index += 1
                lineStart = index
            }
            return nil
        }
    }

    private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")

    /// The state carried from line to line: open brackets and an open block scalar.
    private struct Scanner {
        var flowDepth = 0
        var blockIndent: Int?
        var lineNumber = 0

        mutating func scan(_ line: UnsafeBufferPointer<UInt8>) -> Finding? {
            lineNumber += 1
            let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
            let indent = line.prefix { $0 == space }.count
            if indent > maximumIndentation {
                return Finding(message: "indented more than \(maximumIndentation) columns", hint: "scene files nest a few levels; flatten the structure",
                               line: lineNumber, column: maximumIndentation + 1)
            }
            if let block = blockIndent {
                // Inside a block scalar: lines indented deeper (or blank) are its text.
                if indent > block || line.allSatisfy({ $0 == space || $0 == tab }) { return nil }
                blockIndent = nil
            }
            var quote: UInt8?
            var atNodeStart = true
            // Only indentation and `- ` / `? ` indicators so far on this line.
            var atLineStart = true
            var afterClosingQuote = false
            var index = indent
            while index < line.count {
                let character = line[index]
                if let open = quote {
                    if open == UInt8(ascii: "\""), character == UInt8(ascii: "\\") {
                        index += 2
                        continue
                    }
                    if character == open {
                        if open == UInt8(ascii: "'"), index + 1 < line.count, line[index + 1] == open {
                            index += 2
                            continue
                        }
                        quote = nil
                        afterClosingQuote = true
                    }
                    index += 1
                    continue
                }
                let next: UInt8? = index + 1 < line.count ? line[index + 1] : nil
                let followedBySpace = next == nil || next == space || next == tab
                if character == space || character == tab {
                    index += 1
                    continue
                }
                if character == UInt8(ascii: "#"), index == 0 || line[index - 1] == space || line[index - 1] == tab { return nil }
                if atNodeStart {
                    switch character {
                    case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
                        // `!` alone is a tag too (the non-specific one).
                        if !followedBySpace || character == UInt8(ascii: "!") {
                            let what = character == UInt8(ascii: "&") ? "an anchor ('&…')" : character == UInt8(ascii: "*") ? "an alias ('*…')" : "a tag ('!…')"
                            return Finding(message: "\(what): scene files use plain YAML",
                                           hint: "write repeated parts out in full; anchors, aliases and tags are not supported",
                                           line: lineNumber, column: YAMLMark.column(ofByte: index, in: line))
                        }
                    case UInt8(ascii: "\""), UInt8(ascii: "'"):
                        quote = character
                        atNodeStart = false
                        atLineStart = false
                        index += 1
                        continue
                    case UInt8(ascii: "|"), UInt8(ascii: ">"):
                        blockIndent = indent
                    default:
                        break
                    }
                }
                let wasAfterClosingQuote = afterClosingQuote
                afterClosingQuote = false
                let inFlow = flowDepth > 0
                switch character {
                case UInt8(ascii: "-") where atLineStart, UInt8(ascii: "?") where atLineStart || inFlow:
                    atNodeStart = followedBySpace
                case UInt8(ascii: ":"):
                    // `key: value`, and `"key":value` (a value may follow a quoted key directly).
                    atNodeStart = followedBySpace || wasAfterClosingQuote
                    atLineStart = false
                case UInt8(ascii: "[") where atNodeStart || inFlow, UInt8(ascii: "{") where atNodeStart || inFlow:
                    flowDepth += 1
                    guard flowDepth <= maximumFlowDepth else {
                        return Finding(message: "brackets nested more than \(maximumFlowDepth) levels deep",
                                       hint: "scene files nest a few levels; flatten the structure",
                                       line: lineNumber, column: YAMLMark.column(ofByte: index, in: line))
                    }
                    atNodeStart = true
                    atLineStart = false
                case UInt8(ascii: "]") where inFlow, UInt8(ascii: "}") where inFlow:
                    flowDepth -= 1
                    atNodeStart = false
                case UInt8(ascii: ",") where inFlow:
                    atNodeStart = true
                default:
                    atNodeStart = false
                    atLineStart = false
                }
                index += 1
            }
            return nil
        }
    }
}
