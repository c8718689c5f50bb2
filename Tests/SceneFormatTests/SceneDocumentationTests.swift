import ExampleRecognizers
import Foundation
import SceneFormat
import XCTest

/// Issue 10 §5: a recognizer parameter (`RecognizerKind`) and a view property (`ViewProperty`)
/// are declared once; docs/SCENES.md's tables and docs/scene.schema.json's keys follow from the
/// declarations. With `GESTURESCOPE_UPDATE_DOCS=1` the test rewrites the tables instead of
/// comparing.
final class SceneDocumentationTests: XCTestCase {
    private let registry = RecognizerRegistry.withExamples
    private let update = ProcessInfo.processInfo.environment["GESTURESCOPE_UPDATE_DOCS"] == "1"
    private let end = "<!-- end of generated table -->\n"

    private func checkGeneratedTable(from source: String, equals table: String) throws {
        let begin = "<!-- generated from \(source) declarations; GESTURESCOPE_UPDATE_DOCS=1 swift test --filter SceneDocumentationTests rewrites it -->\n"
        let path = ProjectFiles.path("docs/SCENES.md")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: begin), "no generated-table marker for \(source) in docs/SCENES.md")
        let stop = try XCTUnwrap(text.range(of: end, range: start.upperBound..<text.endIndex))
        if update {
            try (text[..<start.upperBound] + table + text[stop.lowerBound...]).write(toFile: path, atomically: true, encoding: .utf8)
        } else {
            XCTAssertEqual(String(text[start.upperBound..<stop.lowerBound]), table)
        }
    }

    func testTheScenesDocumentListsEveryKindAsDeclared() throws {
        try checkGeneratedTable(from: "RecognizerKind", equals: registry.markdownTable)
    }

    func testTheScenesDocumentListsEveryViewKeyAsDeclared() throws {
        try checkGeneratedTable(from: "ViewProperty", equals: ViewProperty.markdownTable)
    }

    func testTheSchemaGivesEveryViewKeyItsDeclaredSchema() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: ProjectFiles.path("docs/scene.schema.json")))
        let schema = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let view = try XCTUnwrap((schema["$defs"] as? [String: Any])?["view"] as? [String: Any])
        let properties = try XCTUnwrap(view["properties"] as? [String: Any])
        XCTAssertEqual(Set(properties.keys), Set(ViewProperty.schemas.keys))
        for (key, declared) in ViewProperty.schemas {
            var found = try XCTUnwrap(properties[key] as? [String: Any])
            found["description"] = nil
            XCTAssertEqual(try normalized(found), try normalized(try JSONSerialization.jsonObject(with: Data(declared.utf8))),
                           "$defs/view/properties/\(key) should be \(declared)")
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
            var found = try XCTUnwrap(properties[key] as? [String: Any], "schema lacks '\(key)'")
            XCTAssertEqual(found.removeValue(forKey: "description") as? String, registry.parameterDescriptions[key],
                           "$defs/gesture/properties/\(key) describes what each kind's declaration says")
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
