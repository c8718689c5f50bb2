import GestureEngine

/// A Swift file as the code panel shows it: its title, its lines as coloured tokens, and those
/// lines set in rows of a given width (long lines wrap, their later rows indented further).
///
/// The rows of the last width, font size and measurer asked for are kept: a frame sets only the
/// rows it shows. Call `forgetRows()` when the measurer changes. Not thread-safe (one session's).
public final class CodeListing {
    /// One row of the panel: pieces of one line at x offsets from the text's left edge.
    public struct Row: Equatable, Sendable {
        /// The line the row shows part of, 1-based.
        public let line: Int
        /// Whether the row continues its line (a wrapped line's later rows).
        public let continues: Bool
        /// The row's tokens (or parts of tokens) and their x offsets in points.
        public let pieces: [(token: SwiftToken, x: Double)]
        /// Points from the text's left edge to the row's end.
        public let width: Double

        public static func == (lhs: Row, rhs: Row) -> Bool {
            lhs.line == rhs.line && lhs.continues == rhs.continues && lhs.width == rhs.width
                && lhs.pieces.map(\.token) == rhs.pieces.map(\.token) && lhs.pieces.map(\.x) == rhs.pieces.map(\.x)
        }
    }

    /// Shown above the code (a file name).
    public let title: String
    /// Each line's tokens; line `n` is `lines[n - 1]`.
    public let lines: [[SwiftToken]]
    private var rowCache: (width: Double, fontSize: Double, rows: [Row])?

    /// Each line's text (line `n` is `texts[n - 1]`).
    public var texts: [String] { lines.map { $0.map(\.text).joined() } }

    /// The listing of `text` (Swift source, lines ended by newlines), titled `title`.
    public init(text: String, title: String) {
        self.title = title
        self.lines = SwiftTokenizer.lines(of: text)
    }

    /// The rows of every line set `width` points wide at `fontSize`, widths from `measurer`. A
    /// line wider than `width` breaks before the token (or the word of plain text) that would
    /// cross it — inside one only when it alone is too wide, as many characters as fit, found by
    /// halving — and its later rows start `continuationIndent` spaces further in than the line.
    /// Every row holds at least one character, so the rows always end.
    public func rows(width: Double, fontSize: Double, measurer: some TextMeasuring) -> [Row] {
        if let cache = rowCache, cache.width == width, cache.fontSize == fontSize { return cache.rows }
        let space = measurer.width(of: " ", fontSize: fontSize)
        var rows: [Row] = []
        for (index, tokens) in lines.enumerated() {
            let indentCount = tokens.first.map { $0.kind == .plain ? $0.text.prefix { $0 == " " }.count : 0 } ?? 0
            let continuation = Double(indentCount + Self.continuationIndent) * space
            var pieces: [(token: SwiftToken, x: Double)] = [], x = 0.0, continues = false
            func endRow() {
                rows.append(Row(line: index + 1, continues: continues, pieces: pieces, width: x))
                pieces = []
                x = continuation
                continues = true
            }
            // A line that fits is drawn token by token; one that wraps, word by word, to break
            // between words.
            let fits = tokens.reduce(0) { $0 + measurer.width(of: $1.text, fontSize: fontSize) } <= width
            var queue = (fits ? tokens : Self.words(of: tokens))[...]
            while var token = queue.popFirst() {
                // A row's first piece on a continuation row drops the spaces it would start with.
                if continues, pieces.isEmpty, token.kind == .plain {
                    let trimmed = String(token.text.drop { $0 == " " })
                    if trimmed.isEmpty { continue }
                    token = SwiftToken(trimmed, .plain)
                }
                let tokenWidth = measurer.width(of: token.text, fontSize: fontSize)
                if x + tokenWidth <= width || width <= continuation + space {
                    pieces.append((token, x))
                    x += tokenWidth
                    continue
                }
                if !pieces.isEmpty, continuation + tokenWidth <= width {
                    endRow()
                    queue.insert(token, at: queue.startIndex)
                    continue
                }
                // Too wide even alone: as many characters as fit (at least one), the rest next row;
                // on a row of its own when not even its first character fits after the others.
                // Widths grow with the prefix, so the longest that fits is found by halving.
                let characters = Array(token.text)
                if !pieces.isEmpty, x + measurer.width(of: String(characters[0]), fontSize: fontSize) > width {
                    endRow()
                    queue.insert(token, at: queue.startIndex)
                    continue
                }
                var fits = 1, tooLong = characters.count
                while tooLong - fits > 1 {
                    let middle = (fits + tooLong) / 2
                    if x + measurer.width(of: String(characters[..<middle]), fontSize: fontSize) <= width { fits = middle } else { tooLong = middle }
                }
                let count = fits
                let head = SwiftToken(String(characters[..<max(1, count)]), token.kind)
                pieces.append((head, x))
                x += measurer.width(of: head.text, fontSize: fontSize)
                endRow()
                let rest = String(characters[max(1, count)...])
                if !rest.isEmpty { queue.insert(SwiftToken(rest, token.kind), at: queue.startIndex) }
            }
            if !pieces.isEmpty || !continues { endRow() }
        }
        rowCache = (width, fontSize, rows)
        return rows
    }

    /// Forgets the rows kept: the next `rows` sets them again (the measurer changed).
    public func forgetRows() {
        rowCache = nil
    }

    /// `tokens` cut after each run of spaces, each piece keeping its token's kind
    /// (`widget.center = ` → `widget.center `, `= `; a comment into its words): a row breaks
    /// between words, not inside one.
    static func words(of tokens: [SwiftToken]) -> [SwiftToken] {
        tokens.flatMap { token -> [SwiftToken] in
            guard token.text.contains(" ") else { return [token] }
            var words: [SwiftToken] = [], current = ""
            for character in token.text {
                if character != " ", current.last == " ", current.contains(where: { $0 != " " }) {
                    words.append(SwiftToken(current, token.kind))
                    current = ""
                }
                current.append(character)
            }
            if !current.isEmpty { words.append(SwiftToken(current, token.kind)) }
            return words
        }
    }

    /// Spaces a wrapped line's later rows start further in than the line.
    public static let continuationIndent = 4
}
