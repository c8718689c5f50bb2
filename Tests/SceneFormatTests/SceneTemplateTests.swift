import SceneFormat
import XCTest

/// `gesturescope new`'s starting scene validates, names itself as asked and has a demo, whatever
/// the name.
final class SceneTemplateTests: XCTestCase {
    func testTheTemplateValidatesForAnyTitle() throws {
        for title in ["my-scene", "a \"quoted\" name", "ünïcode ✓", "#hash: [1]"] {
            let scene = try SceneLoader.parseScene(SceneTemplate.text(title: title), file: "new.yaml").get()
            XCTAssertEqual(scene.name, title)
            XCTAssertFalse(scene.script.steps.isEmpty, "it has a demo")
            XCTAssertEqual(scene.script.captions.count, 1)
        }
    }
}
