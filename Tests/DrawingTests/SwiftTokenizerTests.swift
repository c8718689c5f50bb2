import Drawing
import XCTest

/// The code panel's colouring: each line split into keywords, types, strings, comments, numbers
/// and the rest, the pieces always adding up to the line.
final class SwiftTokenizerTests: XCTestCase {
    private func kinds(_ line: String) -> [String: SwiftToken.Kind] {
        var inComment = false
        let tokens = SwiftTokenizer.tokens(of: line, inBlockComment: &inComment)
        XCTAssertEqual(tokens.map(\.text).joined(), line)
        return Dictionary(tokens.map { ($0.text.trimmingCharacters(in: .whitespaces), $0.kind) }, uniquingKeysWith: { first, _ in first })
    }

    func testADeclarationLineColoursEachKind() {
        var inComment = false
        let tokens = SwiftTokenizer.tokens(of: "    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {", inBlockComment: &inComment)
        XCTAssertEqual(tokens, [
            SwiftToken("    ", .plain), SwiftToken("@objc", .keyword), SwiftToken(" ", .plain), SwiftToken("private", .keyword),
            SwiftToken(" ", .plain), SwiftToken("func", .keyword), SwiftToken(" handlePan(_ pan: ", .plain),
            SwiftToken("UIPanGestureRecognizer", .type), SwiftToken(") {", .plain),
        ])
    }

    func testStringsNumbersCommentsAndMembers() {
        let found = kinds(#"let size = CGSize(width: 640, height: 0.25) // "quoted" 12"#)
        XCTAssertEqual(found["let"], .keyword)
        XCTAssertEqual(found["CGSize"], .type)
        XCTAssertEqual(found["640"], .number)
        XCTAssertEqual(found["0.25"], .number)
        XCTAssertEqual(found[#"// "quoted" 12"#], .comment)
        let string = kinds(#"print("a \(view.frame) \"b\" // no comment") + 0x3b82f6 + view2.self"#)
        XCTAssertEqual(string[#""a \(view.frame) \"b\" // no comment""#], .string)
        XCTAssertEqual(string["0x3b82f6"], .number)
        XCTAssertNil(string["2"], "a digit inside a name is no number")
        XCTAssertEqual(string[".self) +"], nil)
        // A keyword after a dot is a member name (`.default`, `.self`), not a keyword.
        var inComment = false
        let member = SwiftTokenizer.tokens(of: "x.default", inBlockComment: &inComment)
        XCTAssertEqual(member, [SwiftToken("x.default", .plain)])
        XCTAssertEqual(kinds("#selector(handlePan(_:))")["#selector"], .keyword)
    }

    func testABlockCommentSpansLines() {
        let lines = SwiftTokenizer.lines(of: "let a = 1 /* one\nstill */ var b\n")
        XCTAssertEqual(lines.count, 2, "the final newline ends the last line")
        XCTAssertEqual(lines[0].last, SwiftToken("/* one", .comment))
        XCTAssertEqual(lines[1].first, SwiftToken("still */", .comment))
        XCTAssertEqual(lines[1].map(\.kind), [.comment, .plain, .keyword, .plain])
    }

    /// Whatever the text, the tokens add up to it and are never empty or repeated kinds.
    func testTokensAlwaysAddUpToTheLine() {
        for line in ["", "\"unterminated \\", "\"\\(a(\"b\")) c\"", "/*/ x", "1.e", "@", "#", "é ü 42ª", "a//b\"c"] {
            var inComment = false
            let tokens = SwiftTokenizer.tokens(of: line, inBlockComment: &inComment)
            XCTAssertEqual(tokens.map(\.text).joined(), line)
            XCTAssertFalse(tokens.contains { $0.text.isEmpty })
            XCTAssertFalse(zip(tokens, tokens.dropFirst()).contains { $0.kind == $1.kind }, line)
        }
    }
}
