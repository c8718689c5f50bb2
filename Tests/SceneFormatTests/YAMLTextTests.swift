import SceneFormat
import XCTest

/// Text Gesturescope writes into YAML (a capture's description, a new scene's name) reads back
/// as itself, whatever it holds.
final class YAMLTextTests: XCTestCase {
    func testQuotedTextReadsBackAsItself() throws {
        for text in ["plain", "a \"quoted\" word", "back\\slash", "tab\tand\nnewline", "#not a comment: [1, 2]", "ünïcode ✓", "",
                     "c1\u{80}\u{85}\u{9F}", "line\u{2028}para\u{2029}", "bom\u{FEFF}", "non\u{FFFE}\u{FFFF}"] {
            let scene = try SceneLoader.parseScene("name: \(YAMLText.quoted(text))\nwindow: {size: [100, 100]}\n", file: "s.yaml").get()
            XCTAssertEqual(scene.name, text)
        }
    }
}
