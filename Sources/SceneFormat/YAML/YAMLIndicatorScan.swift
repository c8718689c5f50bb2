/// Finds YAML anchors (`&a`), aliases (`*a`) and tags (`!!str`) in a file before it is parsed.
///
/// Scene and script files refuse all three: an alias repeats a subtree by reference, so a 1 KB
/// file of nested aliases expands into billions of nodes (and YAML's own duplicate-key check
/// hashes aliased keys in full, before any limit could apply); a tag silently changes what a
/// value is (`!!str 100` is text). Scanning the text is the only check that runs before that
/// expansion.
///
/// The scan is lexical and conservative: an indicator counts only where a node can start (the
/// start of a line's content, after `- `, `: `, `? `, `[`, `{` or `,`), outside comments, quoted
/// text and block scalars — where YAML itself would read it as an indicator.
enum YAMLIndicatorScan {
    struct Finding: Equatable {
        /// "an anchor", "an alias" or "a tag".
        let what: String
        /// 1-based.
        let line: Int
        let column: Int
    }

    /// The first anchor, alias or tag in `text`, or nil.
    static func firstIndicator(in text: String) -> Finding? {
        var quote: Character?
        var blockIndent: Int?
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let characters = Array(line)
            let indent = characters.prefix { $0 == " " }.count
            if let block = blockIndent {
                // Inside a block scalar: lines indented deeper (or blank) are its text.
                if indent > block || characters.allSatisfy({ $0 == " " || $0 == "\r" }) { continue }
                blockIndent = nil
            }
            var atNodeStart = quote == nil
            var index = quote == nil ? indent : 0
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
                    }
                    index += 1
                    continue
                }
                let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
                let followedBySpace = next == nil || next == " " || next == "\t" || next == "\r"
                switch character {
                case " ", "\t", "\r":
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
                        if !followedBySpace {
                            let what = character == "&" ? "an anchor" : character == "*" ? "an alias" : "a tag"
                            return Finding(what: what, line: lineNumber, column: index + 1)
                        }
                    case "\"", "'":
                        quote = character
                        atNodeStart = false
                        index += 1
                        continue
                    case "|", ">":
                        blockIndent = indent
                    default:
                        break
                    }
                }
                switch character {
                case "-", "?", ":":
                    atNodeStart = followedBySpace
                case "[", "{", ",":
                    atNodeStart = true
                default:
                    atNodeStart = false
                }
                index += 1
            }
        }
        return nil
    }
}
