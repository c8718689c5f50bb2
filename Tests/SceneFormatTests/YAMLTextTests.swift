import SceneFormat
import XCTest

/// Text Gesturescope writes into YAML (a capture's description, a new scene's name) reads back
/// as itself, whatever it holds.
final class YAMLTextTests: XCTestCase {
    func testQuotedTextReadsBackAsItself() throws {
        for text in ["plain", "a \"quoted\" word", "back\\slash", "tab\tand\nnewline", "#not a comment: [1, 2]", "ünïcode ✓", ""] {
            let scene = try SceneLoader.parseScene("name: \(YAMLText.quoted(text))\nwindow: {size: [100, 100]}\n", file: "s.yaml").get()
            XCTAssertEqual(scene.name, text)
        }
    }
}
