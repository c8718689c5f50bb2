import ExampleRecognizers
import Foundation
import GoldenSupport
import SceneFormat
import SwiftExport
import XCTest

/// Properties every generated file has: the same scene gives the same bytes, the text is tidy,
/// and every line the map names is in the file.
final class UIKitSourceTests: XCTestCase {
    /// Every shipped scene, and the test scene using every part of the format.
    private func everyScene() throws -> [(name: String, path: String)] {
        let scenes = Golden.repositoryRoot.appendingPathComponent("Scenes")
        let fixture = Golden.repositoryRoot.appendingPathComponent("Tests/SwiftExportTests/Fixtures/every-feature.yaml").path
        let shipped = try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter { $0.hasSuffix(".yaml") }.sorted()
        return shipped.map { (String($0.dropLast(5)), scenes.appendingPathComponent($0).path) } + [("every-feature", fixture)]
    }

    private func source(_ path: String, name: String) throws -> UIKitSource {
        UIKitSource(scene: try SceneLoader.loadScene(path: path, recognizers: .withExamples).get(), name: name)
    }

    func testTheSameSceneGivesTheSameFileByteForByte() throws {
        for (name, path) in try everyScene() {
            let first = try source(path, name: name)
            let second = try source(path, name: name)
            XCTAssertEqual(first.text, second.text, name)
            XCTAssertEqual(first.lineMap, second.lineMap, name)
        }
    }

    func testEveryFileIsTidy() throws {
        for (name, path) in try everyScene() {
            let text = try source(path, name: name).text
            XCTAssertTrue(text.hasSuffix("}\n"), name)
            let lines = text.components(separatedBy: "\n").dropLast()
            XCTAssertFalse(lines.contains { $0.hasSuffix(" ") }, "\(name): trailing space")
            XCTAssertFalse(lines.contains { $0.contains("\t") }, "\(name): a tab")
            XCTAssertFalse(zip(lines, lines.dropFirst()).contains { $0.isEmpty && $1.isEmpty }, "\(name): two empty lines in a row")
            XCTAssertEqual(text.filter { $0 == "{" }.count, text.filter { $0 == "}" }.count, "\(name): unbalanced braces")
        }
    }

    func testEveryMappedLineIsInTheFile() throws {
        for (name, path) in try everyScene() {
            let source = try source(path, name: name)
            let count = source.text.components(separatedBy: "\n").count - 1
            for (anchor, ranges) in source.lineMap.ranges {
                for range in ranges { XCTAssertTrue(range.lowerBound >= 1 && range.upperBound <= count, "\(name): \(anchor) \(range)") }
            }
        }
    }

    /// What the window's panel will light is there for every recognizer and view a scene has.
    func testEveryRecognizerAndViewHasItsLines() throws {
        for (name, path) in try everyScene() {
            let scene = try SceneLoader.loadScene(path: path, recognizers: .withExamples).get()
            let map = UIKitSource(scene: scene, name: name).lineMap
            func visit(_ views: [ViewDescription]) {
                for view in views {
                    XCTAssertFalse(map[.view(view.id)].isEmpty, "\(name): view \(view.id)")
                    for gesture in view.gestures {
                        XCTAssertFalse(map[.recognizer(gesture.id)].isEmpty, "\(name): recognizer \(gesture.id)")
                        if !gesture.actions.isEmpty { XCTAssertFalse(map[.actionMethod(recognizer: gesture.id)].isEmpty, "\(name): \(gesture.id)") }
                    }
                    visit(view.subviews)
                }
            }
            visit(scene.views)
        }
    }

    func testTheViewControllerIsNamedAfterTheScene() throws {
        let text = try shippedSource("widget-4-pan-requires-tap").text
        XCTAssertTrue(text.contains("final class Widget4PanRequiresTapViewController: UIViewController {"))
    }

    /// A one- or two-letter id reads as a word with its class's noun; the talk's names stay.
    func testShortIdsTakeTheirClasssNoun() throws {
        let text = try shippedSource("controls").text
        XCTAssertTrue(text.contains("@objc private func handlePkPan(_ pkPan: UIPanGestureRecognizer) {"))
        XCTAssertTrue(text.contains("@objc private func handleLSliderTouchUpInside(_ sender: UISlider) {"))
        XCTAssertTrue(try shippedSource("widget-4-pan-requires-tap").text.contains("@objc private func handlePan(_ pan: UIPanGestureRecognizer) {"))
    }
}
