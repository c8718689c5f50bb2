import ExampleRecognizers
import GestureEngine
@testable import SceneFormat
import XCTest

final class SceneValidationTests: XCTestCase {
    func testEveryShippedSceneValidates() {
        let scenes = ProjectFiles.yamlFiles(in: "Scenes")
        XCTAssertGreaterThanOrEqual(scenes.count, 3)
        for scene in scenes {
            XCTAssertEqual(SceneLoader.validate(path: scene, recognizers: .withExamples).map(\.description), [], scene)
        }
    }

    /// Each file in Broken/ lists the diagnostics it must produce as `# expect: line:col: message`.
    func testEveryBrokenFileGivesItsExpectedDiagnostics() throws {
        let files = ProjectFiles.yamlFiles(in: "Tests/SceneFormatTests/Broken")
        XCTAssertGreaterThanOrEqual(files.count, 10)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let expected = text.split(separator: "\n").compactMap { line -> String? in
                line.hasPrefix("# expect: ") ? String(line.dropFirst("# expect: ".count)) : nil
            }
            XCTAssertFalse(expected.isEmpty, "\(file) declares no expectation")
            let found = SceneLoader.validate(path: file).map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
            XCTAssertEqual(found, expected, file)
        }
    }

    func testEveryDiagnosticCarriesAHint() {
        for file in ProjectFiles.yamlFiles(in: "Tests/SceneFormatTests/Broken") {
            for diagnostic in SceneLoader.validate(path: file) {
                XCTAssertNotNil(diagnostic.hint, "\(diagnostic.location): \(diagnostic.message)")
            }
        }
    }

    func testDiagnosticPrintsAsFileLineColumn() {
        let diagnostic = Diagnostic(file: "a.yaml", line: 3, column: 7, message: "unknown key 'x'", hint: "did you mean 'y'?")
        XCTAssertEqual(diagnostic.description, "a.yaml:3:7: error: unknown key 'x'\n    hint: did you mean 'y'?")
    }

    func testMissingFileIsADiagnosticNotACrash() {
        let found = SceneLoader.validate(path: "/nonexistent/scene.yaml")
        XCTAssertEqual(found.map(\.description), ["/nonexistent/scene.yaml: error: no such file\n    hint: give a path to a .yaml file, or a scene name from Scenes/"])
    }

    func testNonUTF8AndBinaryInputNeverTrap() {
        let inputs = ["\u{0}\u{1}\u{2}", "[[[[", "{", "- - - -", "name: [", ":", "views: *undefined", String(repeating: "[", count: 5000)]
        for text in inputs {
            if case .success = SceneLoader.parseScene(text, file: "x.yaml") { XCTFail("accepted \(text.prefix(20))") }
        }
    }

    func testUnknownKeyHintSuggestsTheClosestKey() {
        let result = SceneLoader.parseScene("name: a\nwindow: {size: [1, 1]}\nviews:\n  - {id: a, frame: [0,0,1,1], cornerRadus: 3}\n", file: "f")
        guard case let .failure(errors) = result else { return XCTFail("accepted") }
        XCTAssertEqual(errors.diagnostics.first?.hint, "did you mean 'cornerRadius'?")
    }
}
