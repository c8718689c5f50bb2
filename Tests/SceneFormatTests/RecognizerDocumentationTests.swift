import ExampleRecognizers
import Foundation
import SceneFormat
import XCTest

/// Issue 10 §5: a recognizer parameter is declared once (`RecognizerKind`); docs/SCENES.md's
/// table and docs/scene.schema.json's keys follow from the declarations. With
/// `GESTURESCOPE_UPDATE_DOCS=1` the test rewrites the table instead of comparing.
final class RecognizerDocumentationTests: XCTestCase {
    private let registry = RecognizerRegistry.withExamples
    private let update = ProcessInfo.processInfo.environment["GESTURESCOPE_UPDATE_DOCS"] == "1"
    private let begin = "<!-- generated from RecognizerKind declarations; GESTURESCOPE_UPDATE_DOCS=1 swift test --filter RecognizerDocumentationTests rewrites it -->\n"
    private let end = "<!-- end of generated table -->\n"

    func testTheScenesDocumentListsEveryKindAsDeclared() throws {
        let path = ProjectFiles.path("docs/SCENES.md")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: begin), "no generated-table marker in docs/SCENES.md")
        let stop = try XCTUnwrap(text.range(of: end, range: start.upperBound..<text.endIndex))
        if update {
            try (text[..<start.upperBound] + registry.markdownTable + text[stop.lowerBound...]).write(toFile: path, atomically: true, encoding: .utf8)
        } else {
            XCTAssertEqual(String(text[start.upperBound..<stop.lowerBound]), registry.markdownTable)
        }
    }

    /// The schema is edited by hand (its key order is for readers); a mismatch names the key and
    /// the declared schema to paste.
    func testTheSchemaGivesEveryParameterItsDeclaredSchema() throws {
        let path = ProjectFiles.path("docs/scene.schema.json")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let schema = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let defs = try XCTUnwrap(schema["$defs"] as? [String: Any])
        let gesture = try XCTUnwrap(defs["gesture"] as? [String: Any])
        let properties = try XCTUnwrap(gesture["properties"] as? [String: Any])
        let declared = try registry.parameterSchemas.mapValues { try JSONSerialization.jsonObject(with: Data($0.utf8)) }
        for (key, value) in declared {
            let found = try XCTUnwrap(properties[key], "schema lacks '\(key)'")
            XCTAssertEqual(try normalized(found), try normalized(value), "$defs/gesture/properties/\(key) should be \(registry.parameterSchemas[key] ?? "")")
        }
        XCTAssertEqual(gesture["description"] as? String, registry.gestureSchemaDescription)
    }

    func testAKindAddedToTheRegistryIsAcceptedByTheParserAndOthersAreNot() throws {
        let scene = "name: s\nwindow: {size: [100, 100]}\nviews:\n  - {id: v, frame: [0, 0, 50, 50], gestures: [{id: c, type: checkmark}]}\n"
        XCTAssertNoThrow(try SceneLoader.parseScene(scene, file: "s.yaml", recognizers: registry).get())
        guard case let .failure(errors) = SceneLoader.parseScene(scene, file: "s.yaml") else { return XCTFail("built-in kinds only: accepted") }
        XCTAssertEqual(errors.diagnostics.map(\.message), ["unknown recognizer type 'checkmark'"])
    }

    private func normalized(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }
}
