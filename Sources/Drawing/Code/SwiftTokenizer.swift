/// A piece of one line of Swift, for colouring: its text and what it is.
public struct SwiftToken: Equatable, Sendable {
    /// What a token is, which decides its colour.
    public enum Kind: Equatable, Sendable {
        /// A keyword (`let`, `func`, `override` …), an attribute (`@objc`) or a `#` directive.
        case keyword
        /// A name starting with a capital: a type (`UIPanGestureRecognizer`, `CGPoint`).
        case type
        /// A string literal, quotes included.
        case string
        /// A `//` comment to the line's end, or a `/* … */` comment (over several lines).
        case comment
        /// A number literal (`20`, `0.25`, `0x3b82f6`).
        case number
        /// Everything else: other names, punctuation, spaces.
        case plain
    }

    public let text: String
    public let kind: Kind

    public init(_ text: String, _ kind: Kind) {
        self.text = text
        self.kind = kind
    }
}

/// Splits Swift source into coloured tokens, one line at a time: a small lexer for the code
/// `gesturescope swift` writes (no full Swift grammar). Pure.
///
/// Invariant: a line's tokens joined are the line, character for character; adjacent tokens
/// differ in kind (runs are merged), and no token is empty.
public enum SwiftTokenizer {
    /// Swift's keywords the panel colours (declarations, statements, expressions and the
    /// contextual ones a view controller uses).
    static let keywords: Set<String> = [
        "as", "break", "case", "class", "continue", "default", "defer", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "final", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "lazy", "let", "nil",
        "open", "override", "private", "protocol", "public", "repeat", "return", "self", "Self", "static", "struct", "super", "switch",
        "throw", "throws", "true", "try", "typealias", "var", "weak", "where", "while", "get", "set", "didSet", "willSet", "convenience",
        "required", "mutating", "some", "any",
    ]

    /// The tokens of every line of `text` (lines split at `\n`; a final newline ends the last
    /// line rather than starting an empty one). A `/*` comment carries on into later lines.
    public static func lines(of text: String) -> [[SwiftToken]] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        var inComment = false
        return lines.map { tokens(of: $0, inBlockComment: &inComment) }
    }

    /// The tokens of one line; `inBlockComment` says whether the line starts inside a `/* */`
    /// comment and is left saying whether it ends inside one.
    public static func tokens(of line: String, inBlockComment: inout Bool) -> [SwiftToken] {
        let characters = Array(line)
        var tokens: [SwiftToken] = []
        func add(_ range: Range<Int>, _ kind: SwiftToken.Kind) {
            guard !range.isEmpty else { return }
            let text = String(characters[range])
            if let last = tokens.last, last.kind == kind {
                tokens[tokens.count - 1] = SwiftToken(last.text + text, kind)
            } else {
                tokens.append(SwiftToken(text, kind))
            }
        }
        func starts(_ prefix: String, at index: Int) -> Bool {
            let prefix = Array(prefix)
            return index + prefix.count <= characters.count && Array(characters[index..<(index + prefix.count)]) == prefix
        }
        var index = 0
        while index < characters.count {
            let start = index
            let character = characters[index]
            if inBlockComment {
                while index < characters.count, !starts("*/", at: index) { index += 1 }
                if index < characters.count {
                    index += 2
                    inBlockComment = false
                }
                add(start..<index, .comment)
            } else if starts("//", at: index) {
                add(start..<characters.count, .comment)
                index = characters.count
            } else if starts("/*", at: index) {
                inBlockComment = true
                index += 2
                add(start..<index, .comment)
            } else if character == "\"" {
                index = endOfString(characters, from: index)
                add(start..<index, .string)
            } else if character.isNumber, !isNamePart(characters, before: index) {
                index += 1
                while index < characters.count, characters[index].isHexDigit || "._xob".contains(characters[index]) {
                    if characters[index] == ".", !(index + 1 < characters.count && characters[index + 1].isNumber) { break }
                    index += 1
                }
                add(start..<index, .number)
            } else if character.isLetter || character == "_" || ((character == "@" || character == "#") && index + 1 < characters.count
                                                                  && characters[index + 1].isLetter) {
                index += 1
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    index += 1
                }
                let word = String(characters[start..<index])
                let isMember = start > 0 && characters[start - 1] == "."
                // A keyword right before a colon is an argument label (`translation(in:)`,
                // `for: .touchUpInside`), but for a switch's `default:`.
                let isLabel = index < characters.count && characters[index] == ":" && word != "default"
                let kind: SwiftToken.Kind = if character == "@" || character == "#" || (!isMember && !isLabel && keywords.contains(word)) {
                    .keyword
                } else if character.isUppercase {
                    .type
                } else {
                    .plain
                }
                add(start..<index, kind)
            } else {
                index += 1
                add(start..<index, .plain)
            }
        }
        return tokens
    }

    /// The index just past the string literal opening at `start` (its closing quote, or the
    /// line's end): escapes skip the next character, `\(…)` interpolations are part of it.
    private static func endOfString(_ characters: [Character], from start: Int) -> Int {
        var index = start + 1, depth = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                if index + 1 < characters.count, characters[index + 1] == "(" { depth += 1 }
                index += 2
                continue
            }
            if depth > 0 {
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            } else if character == "\"" {
                return index + 1
            }
            index += 1
        }
        return characters.count
    }

    /// Whether the character before `index` continues a name (a digit in `view2` is no number).
    private static func isNamePart(_ characters: [Character], before index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = characters[index - 1]
        return previous.isLetter || previous.isNumber || previous == "_"
    }
}
