/// What scene files refuse, found in the text before YAML parses it: anchors (`&a`), aliases
/// (`*a`), tags (`!!str`), and nesting deep enough to make parsing slow.
///
/// An alias repeats a subtree by reference, so a 1 KB
/// file of nested aliases expands into billions of nodes (and YAML's own duplicate-key check
/// hashes aliased keys in full, before any limit could apply); a tag silently changes what a
/// value is (`!!str 100` is text). Scanning the text is the only check that runs before that
/// expansion. Parsing time grows faster than the nesting depth (500 nested brackets in a 2 KB
/// file take 0.3 s); no scene nests brackets beyond a few levels or indents past 400 columns.
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
    static func firstProblem(in text: String) -> Finding? {
        var flowDepth = 0
        var blockIndent: Int?
        var lineNumber = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            lineNumber += 1
            let characters = Array(line)
            let indent = characters.prefix { $0 == " " }.count
            if indent > maximumIndentation {
                return Finding(message: "indented more than \(maximumIndentation) columns", hint: "scene files nest a few levels; flatten the structure",
                               line: lineNumber, column: maximumIndentation + 1)
            }
            if let block = blockIndent {
                // Inside a block scalar: lines indented deeper (or blank) are its text.
                if indent > block || characters.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
                blockIndent = nil
            }
            var quote: Character?
            var atNodeStart = true
            // Only indentation and `- ` / `? ` indicators so far on this line.
            var atLineStart = true
            var afterClosingQuote = false
            var index = indent
            while index < characters.count {
                let character = characters[index]
                if let open = quote {
                    if open == "\"" && character == "\\" {
                        index += 2
                        continue
                    }
                    if character == open {
                        if open == "'", index + 1 < characters.count, characters[index + 1] == "'" {
                            index += 2
                            continue
                        }
                        quote = nil
                        afterClosingQuote = true
                    }
                    index += 1
                    continue
                }
                let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
                let followedBySpace = next == nil || next == " " || next == "\t"
                switch character {
                case " ", "\t":
                    index += 1
                    continue
                case "#" where index == 0 || characters[index - 1] == " " || characters[index - 1] == "\t":
                    index = characters.count
                    continue
                default:
                    break
                }
                if atNodeStart {
                    switch character {
                    case "&", "*", "!":
                        // `!` alone is a tag too (the non-specific one).
                        if !followedBySpace || character == "!" {
                            let what = character == "&" ? "an anchor ('&…')" : character == "*" ? "an alias ('*…')" : "a tag ('!…')"
                            return Finding(message: "\(what): scene files use plain YAML",
                                           hint: "write repeated parts out in full; anchors, aliases and tags are not supported",
                                           line: lineNumber, column: index + 1)
                        }
                    case "\"", "'":
                        quote = character
                        atNodeStart = false
                        atLineStart = false
                        index += 1
                        continue
                    case "|", ">":
                        blockIndent = indent
                    default:
                        break
                    }
                }
                let wasAfterClosingQuote = afterClosingQuote
                afterClosingQuote = false
                let inFlow = flowDepth > 0
                switch character {
                case "-" where atLineStart, "?" where atLineStart || inFlow:
                    atNodeStart = followedBySpace
                case ":":
                    // `key: value`, and `"key":value` (a value may follow a quoted key directly).
                    atNodeStart = followedBySpace || wasAfterClosingQuote
                    atLineStart = false
                case "[" where atNodeStart || inFlow, "{" where atNodeStart || inFlow:
                    flowDepth += 1
                    guard flowDepth <= maximumFlowDepth else {
                        return Finding(message: "brackets nested more than \(maximumFlowDepth) levels deep",
                                       hint: "scene files nest a few levels; flatten the structure", line: lineNumber, column: index + 1)
                    }
                    atNodeStart = true
                    atLineStart = false
                case "]" where inFlow, "}" where inFlow:
                    flowDepth -= 1
                    atNodeStart = false
                case "," where inFlow:
                    atNodeStart = true
                default:
                    atNodeStart = false
                    atLineStart = false
                }
                index += 1
            }
        }
        return nil
    }
}
