@testable import SceneFormat
import XCTest

/// libyaml's events become the scene's own nodes: each node's content and where it starts, and
/// the refusals (repeated keys, a second document, nesting too deep, tags, anchors, aliases) at
/// the place they happen.
final class YAMLComposerTests: XCTestCase {
    private func root(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> YAMLNode {
        let composed = try YAMLComposer.compose(text).get()
        return try XCTUnwrap(composed, "no document", file: file, line: line)
    }

    private func failure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> YAMLCompositionError? {
        guard case let .failure(error) = YAMLComposer.compose(text) else {
            XCTFail("composed without an error", file: file, line: line)
            return nil
        }
        return error
    }

    func testBlockAndFlowNodesKeepTheirTextAndPositions() throws {
        let text = """
        name: "Quoted"  # a comment
        views:
          - {id: a, frame: [0, 10.5, 20, 30]}
          - id: 'b'
            label: |
              two
              lines
        """
        let top = try XCTUnwrap(try root(text).mapping)
        XCTAssertEqual(top.keyTexts, ["name", "views"])
        XCTAssertEqual(top.keys.map(\.mark), [YAMLMark(line: 1, column: 1), YAMLMark(line: 2, column: 1)])
        let name = try XCTUnwrap(top.values[0].scalar)
        XCTAssertEqual(name.string, "Quoted")
        XCTAssertFalse(name.isPlain)
        XCTAssertEqual(top.values[0].mark, YAMLMark(line: 1, column: 7))

        let views = try XCTUnwrap(top.values[1].sequence)
        XCTAssertEqual(views.map(\.mark), [YAMLMark(line: 3, column: 5), YAMLMark(line: 4, column: 5)])
        let first = try XCTUnwrap(views[0].mapping)
        XCTAssertEqual(first.keyTexts, ["id", "frame"])
        let frame = try XCTUnwrap(first.values[1].sequence)
        XCTAssertEqual(frame.map { $0.scalar?.string }, ["0", "10.5", "20", "30"])
        XCTAssertTrue(frame.allSatisfy { $0.scalar?.isPlain == true })
        XCTAssertEqual(frame[1].mark, YAMLMark(line: 3, column: 24))

        let second = try XCTUnwrap(views[1].mapping)
        XCTAssertEqual(second.values[0].scalar?.string, "b")
        XCTAssertEqual(second.values[0].scalar?.isPlain, false)
        XCTAssertEqual(second.values[1].scalar?.string, "two\nlines")
        XCTAssertEqual(second.values[1].scalar?.isPlain, false)
    }

    func testAnEmptyValueIsAnEmptyPlainScalar() throws {
        let top = try XCTUnwrap(try root("views:\nname: x\n").mapping)
        XCTAssertEqual(top.values[0].scalar?.string, "")
        XCTAssertEqual(top.values[0].kindDescription, "nothing")
    }

    func testColumnsCountCharactersNotBytes() throws {
        let top = try XCTUnwrap(try root("ünï: [é, x]\n").mapping)
        let items = try XCTUnwrap(top.values[0].sequence)
        XCTAssertEqual(items[1].mark, YAMLMark(line: 1, column: 10))
    }

    func testNoDocumentIsNil() throws {
        for text in ["", "# only a comment\n", "\n\n"] {
            XCTAssertNil(try YAMLComposer.compose(text).get(), "\(text.debugDescription)")
        }
    }

    // YAML: the keys of a mapping are unique. Reported at the first repeat, every repeated key named.
    func testRepeatedKeysAreRefusedAtTheFirstRepeat() {
        let text = "a: 1\nb: 2\nb: 3\na: 4\nb: 5\n"
        XCTAssertEqual(failure(text), .duplicateKeys(["b", "a"], at: YAMLMark(line: 3, column: 1)))
    }

    func testRepeatedKeysAreFoundInLargeMappings() {
        let keys = (0..<5_000).map { "k\($0): \($0)\n" }.joined()
        XCTAssertEqual(failure(keys + "k17: again\n"), .duplicateKeys(["k17"], at: YAMLMark(line: 5_001, column: 1)))
        XCTAssertEqual(failure("{x: 1, " + (0..<20).map { "k\($0): 0, " }.joined() + "x: 2}"),
                       .duplicateKeys(["x"], at: YAMLMark(line: 1, column: 158)))
    }

    func testQuotedAndPlainSpellingsOfAKeyAreTheSameKey() {
        XCTAssertEqual(failure("id: a\n\"id\": b\n"), .duplicateKeys(["id"], at: YAMLMark(line: 2, column: 1)))
    }

    func testASecondDocumentIsRefusedWhereItStarts() {
        XCTAssertEqual(failure("name: a\n---\nname: b\n"), .secondDocument(at: YAMLMark(line: 2, column: 1)))
        XCTAssertEqual(failure("name: a\n...\n---\nname: b\n"), .secondDocument(at: YAMLMark(line: 3, column: 1)))
    }

    /// A line of `- - - …` nests a list per dash, and composing recurses once per level.
    func testNestingBeyondTheLimitIsRefusedNotRecursedInto() {
        let depth = YAMLComposer.maximumDepth
        XCTAssertEqual(failure(String(repeating: "- ", count: 100_000) + "x\n"), .tooDeep(at: YAMLMark(line: 1, column: 1 + 2 * depth)))
        XCTAssertEqual(failure(String(repeating: "[", count: 100_000)), .tooDeep(at: YAMLMark(line: 1, column: 1 + depth)))
        XCTAssertNotNil(try? root(String(repeating: "- ", count: depth) + "x\n"), "\(depth) levels are allowed")
    }

    /// Refused at the first one libyaml reports, named with its indicator: nothing is expanded.
    func testTagsAnchorsAndAliasesAreRefused() {
        XCTAssertEqual(failure("a: !!str 100\n"), .unsupported("a tag ('!…')", at: YAMLMark(line: 1, column: 4)))
        XCTAssertEqual(failure("a: ! 100\n"), .unsupported("a tag ('!…')", at: YAMLMark(line: 1, column: 4)), "the non-specific tag")
        XCTAssertEqual(failure("a: &x [1]\n"), .unsupported("an anchor ('&…')", at: YAMLMark(line: 1, column: 4)))
        XCTAssertEqual(failure("a: &x 1\n"), .unsupported("an anchor ('&…')", at: YAMLMark(line: 1, column: 4)))
        // libyaml's parser does not check that an alias names an anchor.
        XCTAssertEqual(failure("a: *x\n"), .unsupported("an alias ('*…')", at: YAMLMark(line: 1, column: 4)))
    }

    /// Columns are counted in Unicode scalars, as libyaml counts them: after "é" written as e and
    /// a combining acute accent, the alias starts at column 5.
    func testColumnsAreCountedAsLibyamlCountsThem() {
        XCTAssertEqual(failure("e\u{301}: *x\n"), .unsupported("an alias ('*…')", at: YAMLMark(line: 1, column: 5)))
    }

    func testOnlyScalarKeysAreCheckedForRepeats() throws {
        let top = try XCTUnwrap(try root("? [a]\n: 1\n\"\": 2\n").mapping)
        XCTAssertEqual(top.keyTexts, ["", ""], "a key that is not a scalar has the text \"\"")
        XCTAssertNotNil(top.keys[0].sequence)
    }

    func testLibyamlsProblemAndContextArePassedOnAtTheProblem() {
        XCTAssertEqual(failure("window:\n  size: [100, 100]\n views: []\n"),
                       .syntax("did not find expected key (while parsing a block mapping)", at: YAMLMark(line: 3, column: 2)))
        XCTAssertEqual(failure("a: [1, 2\n"),
                       .syntax("did not find expected ',' or ']' (while parsing a flow sequence)", at: YAMLMark(line: 2, column: 1)))
    }

    func testAControlCharacterIsUnreadableWhereItStands() {
        guard case let .unreadable(message, mark)? = failure("name: ok\nlabel: é\u{07}\n") else { return XCTFail("not unreadable") }
        XCTAssertEqual(message, "control characters are not allowed")
        XCTAssertEqual(mark, YAMLMark(line: 2, column: 9))
        // Lines end at \r\n or a lone \r too.
        XCTAssertEqual(failure("a: 1\r\nb: 2\rc: \u{07}\n"), .unreadable("control characters are not allowed", at: YAMLMark(line: 3, column: 4)))
    }

    func testDocumentReportsEachFailureAsOnePositionedDiagnostic() {
        let log = DiagnosticLog(file: "s.yaml")
        XCTAssertNil(YAMLDocument.parse("views: []\nviews: []\n", log: log))
        XCTAssertEqual(log.sorted.map(\.line), [2])
        XCTAssertEqual(log.sorted.map(\.message), ["duplicate key 'views' in a mapping"])
    }

    func testManyRepeatedKeysAreCountedBeyondTheFirstFive() {
        let log = DiagnosticLog(file: "s.yaml")
        let entries = (0..<3).flatMap { _ in (0..<8).map { "k\($0): 1" } }
        XCTAssertNil(YAMLDocument.parse("{" + entries.joined(separator: ", ") + "}", log: log))
        XCTAssertEqual(log.sorted.map(\.message), ["duplicate keys 'k0', 'k1', 'k2', 'k3', 'k4' and 3 more in a mapping"])
        XCTAssertEqual(log.sorted.map(\.column), [58])
    }
}
