import ExampleRecognizers
import Foundation
import GestureEngine
@testable import SceneFormat
import XCTest

/// Keeps docs/scene.schema.json in step with the parser: every object definition allows exactly
/// the keys the parser accepts, and rejects others.
final class SceneSchemaTests: XCTestCase {
    private func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: ProjectFiles.path("docs/scene.schema.json")))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func definitions() throws -> [String: [String: Any]] {
        try XCTUnwrap(try schema()["$defs"] as? [String: [String: Any]])
    }

    func testEveryObjectDefinitionListsExactlyTheParsersKeys() throws {
        let defs = try definitions()
        let expected: [String: [String]] = [
            "scene": SceneKeys.scene, "source": SceneKeys.source, "window": SceneKeys.window, "view": SceneKeys.view, "transform": SceneKeys.transform,
            "border": SceneKeys.border, "label": SceneKeys.label, "hitTest": SceneKeys.hitTest,
            "scriptFile": SceneKeys.scriptFile, "step": SceneKeys.step, "gesture": SceneKeys.gestureCommon + RecognizerRegistry.withExamples.parameterKeys,
            "delegate": SceneKeys.delegate, "overrides": SceneKeys.overrides, "action": SceneKeys.action,
            "animation": SceneKeys.animation, "animator": SceneKeys.animator, "animationTarget": SceneKeys.animationTarget, "timing": SceneKeys.timing,
            "spring": SceneKeys.spring, "interactions": SceneKeys.interactions, "drag": SceneKeys.drag, "drop": SceneKeys.drop,
            "dropAction": SceneKeys.dropAction, "control": SceneKeys.control, "controlAction": SceneKeys.controlAction, "scroll": SceneKeys.scroll,
        ]
        for (name, keys) in expected {
            let definition = try XCTUnwrap(defs[name], "no $defs/\(name)")
            let properties = try XCTUnwrap(definition["properties"] as? [String: Any], name)
            XCTAssertEqual(Set(properties.keys), Set(keys), "$defs/\(name) properties")
            XCTAssertEqual(definition["additionalProperties"] as? Bool, false, "$defs/\(name) must reject unknown keys")
        }
        let objectDefinitions = defs.filter { ($0.value["type"] as? String) == "object" }.map(\.key)
        XCTAssertEqual(Set(objectDefinitions), Set(expected.keys), "every object in the schema is checked here")
    }

    func testRecognizerTypesInTheSchemaAreTheRegistrysTypes() throws {
        let gesture = try XCTUnwrap(try definitions()["gesture"])
        let properties = try XCTUnwrap(gesture["properties"] as? [String: [String: Any]])
        XCTAssertEqual(Set(try XCTUnwrap(properties["type"]?["enum"] as? [String])), Set(RecognizerRegistry.withExamples.names))
    }

    /// Editors show a key's description on hover (yaml-language-server), so every key has one.
    func testEveryKeyHasADescription() throws {
        var undescribed: [String] = []
        func walk(_ node: Any, _ path: String) {
            if let object = node as? [String: Any] {
                if let properties = object["properties"] as? [String: Any] {
                    for (key, property) in properties {
                        let text = (property as? [String: Any])?["description"] as? String ?? ""
                        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                            undescribed.append("\(path)/properties/\(key)")
                        }
                    }
                }
                // Values, not schemas: an example's keys are not properties.
                for (key, value) in object where !["examples", "enum", "const", "default"].contains(key) {
                    walk(value, "\(path)/\(key)")
                }
            } else if let array = node as? [Any] {
                for (index, value) in array.enumerated() {
                    walk(value, "\(path)/\(index)")
                }
            }
        }
        walk(try schema(), "#")
        for path in undescribed.sorted() {
            XCTFail("\(path) has no description")
        }
    }

    func testTouchTypesInTheSchemaAreTheEnginesTouchTypes() throws {
        let step = try XCTUnwrap(try definitions()["step"])
        let properties = try XCTUnwrap(step["properties"] as? [String: [String: Any]])
        let types = try XCTUnwrap(properties["type"]?["enum"] as? [String])
        XCTAssertEqual(types, TouchType.allCases.map(\.rawValue))
    }

    /// Editors flag an action the schema does not list: it must list exactly the parser's.
    func testTheActionListIsTheParsers() throws {
        let action = try XCTUnwrap(try definitions()["action"])
        let properties = try XCTUnwrap(action["properties"] as? [String: [String: Any]])
        XCTAssertEqual(try XCTUnwrap(properties["do"]?["enum"] as? [String]), GestureParser.behaviors)
    }
}
