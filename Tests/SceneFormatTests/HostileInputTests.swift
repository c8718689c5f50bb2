import Foundation
@testable import SceneFormat
import XCTest

/// Issue 9 §2: input built to be expensive is refused early, with a position. The limits are
/// scaled down here so that each is reached in milliseconds (the checks are the same code);
/// `Tests/Hostile/corpus.py` runs the standard limits end to end through the command line.
final class HostileInputTests: XCTestCase {
    private let limits: SceneLimits = {
        var small = SceneLimits()
        small.views = 50
        small.viewDepth = 8
        small.recognizersPerView = 6
        small.recognizers = 20
        small.scriptSteps = 40
        small.diagnostics = 30
        small.fileBytes = 4096
        return small
    }()

    func testTheStandardLimitsAreTheDocumentedOnes() {
        let standard = SceneLimits.standard
        XCTAssertEqual([standard.fileBytes, standard.diagnostics, standard.views, standard.viewDepth, standard.recognizersPerView,
                        standard.recognizers, standard.scriptSteps, standard.textLength],
                       [4 << 20, 200, 20_000, 64, 64, 20_000, 20_000, 10_000])
        XCTAssertEqual([standard.magnitude, standard.duration, standard.scaleFactor], [1_000_000, 3600, 1000])
    }

    private func diagnostics(_ text: String) -> [String] {
        guard case let .failure(errors) = SceneLoader.parseScene(text, file: "h.yaml", limits: limits) else { return [] }
        return errors.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
    }

    private let header = "name: h\nwindow: {size: [200, 200]}\n"

    func testAnAliasUsedAsAKeyIsRefusedBeforeYAMLHashesItsExpansion() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 { text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        text += "? *a9\n: 1\n"
        XCTAssertEqual(diagnostics(text), ["1:5: an anchor ('&…'): scene files use plain YAML"])
    }

    /// The scene-file fuzzer found 500 nested braces in a 2 KB script taking 0.3 s to parse (through
    /// Yams, before scenes were composed from libyaml's events): the level past 200 is refused
    /// where it opens. Deep indentation alone nests nothing and is plain YAML.
    func testDeepNestingIsRefusedWhereItPassesTheBound() {
        let braces = String(repeating: "{", count: 500) + String(repeating: "}", count: 500)
        // The root mapping, `script`, its item and the `at` list are four levels: the 197th brace,
        // at column 29 + 196, is level 201.
        XCTAssertEqual(diagnostics(header + "views: []\nscript:\n  - {t: 0, down: 1, at: [1, \(braces)]}\n"),
                       ["5:225: lists and mappings nested more than 200 levels deep"])
        XCTAssertEqual(diagnostics(header + "views:\n" + String(repeating: " ", count: 100_000) + "- {id: v, frame: [0, 0, 1, 1]}\n"), [])
    }

    /// A review found three ways past the lexical scan that once looked for these before parsing
    /// (Windows line endings after a comment, a JSON-style `"key":value`, a continuation line
    /// opening a false quote) and refusals of valid plain text (`Save, *now*`, `a - *b*`, `see [*]
    /// note`); libyaml reads them all as YAML does.
    func testAnchorsAreFoundAfterAnyLineEndingAndKeyStyleAndPlainTextPasses() {
        let anchor = "an anchor ('&…'): scene files use plain YAML"
        XCTAssertEqual(diagnostics("name: h # c\r\nwindow: {size: [200, 200]}\r\nviews:\r\n  - id: v\r\n    frame: &f [0, 0, 10, 10]\r\n"),
                       ["5:12: " + anchor])
        XCTAssertEqual(diagnostics(header + "views:\n  - {\"id\":v, \"frame\":&f [0, 0, 10, 10]}\n"), ["4:22: " + anchor])
        XCTAssertEqual(diagnostics("description: Songs of the\n  '90s\n" + header + "views:\n  - {id: v, frame: &f [0, 0, 10, 10]}\n"),
                       ["6:20: " + anchor])
        XCTAssertEqual(diagnostics(header + "views:\n  - id: v\n    frame: [0, 0, 10, 10]\n    label: ! 100\n").first, "6:12: a tag ('!…'): scene files use plain YAML")
        for label in ["Save, *now*", "a - *b*", "see [*] note", "it's 3 * 4 & more"] {
            XCTAssertEqual(diagnostics(header + "views:\n  - id: v\n    frame: [0, 0, 10, 10]\n    label: \(label)\n"), [], label)
        }
    }

    func testIndicatorsInsideTextCommentsAndBlocksAreNotRefused() {
        let text = header + """
        # a comment with *stars* & ampersands
        description: |
          - *not an alias
          &not an anchor
        views:
          - {id: a, frame: [0, 0, 1, 1], label: "say \\"*hi*\\" & !go"}
          - {id: b, frame: [0, 0, 1, 1], label: it's 3 * 4 & more}
        """
        XCTAssertEqual(diagnostics(text), [])
    }

    func testMoreViewsThanTheLimitStopAtTheFirstOneOver() {
        var text = header + "views:\n"
        for index in 0...limits.views { text += "  - {id: v\(index), frame: [0, 0, 1, 1]}\n" }
        XCTAssertEqual(diagnostics(text), ["\(limits.views + 4):5: more than \(limits.views) views"])
    }

    func testViewsNestedTooDeeplyAreRefusedAtTheLevelOver() {
        var text = header + "views:\n"
        for depth in 0..<(limits.viewDepth + 5) {
            let indent = String(repeating: "  ", count: depth * 2)
            text += "\(indent)  - id: v\(depth)\n\(indent)    frame: [0, 0, 1, 1]\n\(indent)    subviews:\n"
        }
        text += String(repeating: "  ", count: (limits.viewDepth + 5) * 2) + "  - {id: last, frame: [0, 0, 1, 1]}\n"
        XCTAssertEqual(diagnostics(text).first?.hasSuffix("views nest more than \(limits.viewDepth) levels deep"), true,
                       "\(diagnostics(text))")
    }

    func testTooManyRecognizersOnOneViewAreRefusedAtTheList() {
        var text = header + "views:\n  - id: v\n    frame: [0, 0, 10, 10]\n    gestures:\n"
        for index in 0...limits.recognizersPerView { text += "      - {id: g\(index), type: tap}\n" }
        XCTAssertEqual(diagnostics(text), ["7:7: view 'v' has \(limits.recognizersPerView + 1) recognizers"])
    }

    func testMoreRecognizersThanTheSceneLimitAreRefusedAtTheViewOver() {
        var text = header + "views:\n"
        for view in 0..<4 {
            text += "  - id: v\(view)\n    frame: [0, 0, 10, 10]\n    gestures:\n"
            for index in 0..<limits.recognizersPerView { text += "      - {id: g\(view)x\(index), type: tap}\n" }
        }
        XCTAssertEqual(diagnostics(text), ["\(4 + 3 * (3 + limits.recognizersPerView) + 3):7: more than \(limits.recognizers) recognizers"])
    }

    func testAScriptWithTooManyStepsIsRefusedAtTheFirstStepOver() {
        var text = header + "views: []\nscript:\n"
        for index in 0...limits.scriptSteps { text += "  - {t: 0, down: 1, at: [\(index % 100), 0]}\n" }
        XCTAssertEqual(diagnostics(text), ["\(limits.scriptSteps + 5):5: the script has \(limits.scriptSteps + 1) steps"])
    }

    func testMovesLastingMoreThanAnHourInAllAreRefused() {
        var text = header + "views: []\nscript:\n  - {t: 0, down: 1, at: [0, 0]}\n"
        for index in 0..<3 { text += "  - {t: \(index * 1500), move: 1, to: [\(index), 0], duration: 1500}\n" }
        text += "  - {t: 3600, up: 1}\n"
        XCTAssertEqual(diagnostics(text), ["8:5: the script's moves last more than 3600 s in all"])
    }

    func testAFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let path = NSTemporaryDirectory() + "gesturescope-big-\(UUID().uuidString).yaml"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let line = Array("# padding padding padding padding padding padding padding padding\n".utf8)
        let data = Data((0...(limits.fileBytes / line.count)).flatMap { _ in line })
        try data.write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(SceneLoader.validate(path: path, limits: limits).map(\.message),
                       ["the file is \(data.count) bytes, larger than the 4096 bytes a scene may be"])
    }

    func testTheDiagnosticsOfOneFileStopAtTheLimitAndCountTheRest() {
        var text = header + "views:\n"
        for index in 0..<(limits.diagnostics + 10) { text += "  - {id: v\(index), frame: [0, 0, 1, 1], alpha: 2}\n" }
        let found = diagnostics(text)
        XCTAssertEqual(found.count, limits.diagnostics + 1)
        XCTAssertEqual(found.last, "0:0: more problems may not be shown: the check stopped after the first \(limits.diagnostics)")
    }

    func testAFolderAndADeviceAreNamedForWhatTheyAre() {
        XCTAssertEqual(SceneLoader.validate(path: NSTemporaryDirectory()).map(\.message), ["is a directory, not a scene file"])
        XCTAssertEqual(SceneLoader.validate(path: "/dev/zero").map(\.message), ["is not a regular file"])
    }

    func testControlCharactersFromTheFileAreEscapedWhenPrinted() {
        let diagnostic = Diagnostic(file: "a\u{1B}.yaml", line: 1, column: 1, message: "unknown key 'x\u{1B}[2J'", hint: "bell \u{7}")
        XCTAssertEqual(diagnostic.description, "a\\u{1B}.yaml:1:1: error: unknown key 'x\\u{1B}[2J'\n    hint: bell \\u{7}")
    }
}
