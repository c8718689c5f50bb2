import SceneFormat
import XCTest

/// A scene's `source` is read and kept; a partial one is an error at its position.
final class SceneSourceTests: XCTestCase {
    private func parse(_ source: String) -> Result<SceneDescription, SceneErrors> {
        SceneLoader.parseScene("name: s\nsource: \(source)\nwindow: {size: [100, 100]}\n", file: "s.yaml")
    }

    func testTheChapterAndSectionAreKept() throws {
        let scene = try parse(#"{chapter: talk-1, section: "Interruptible animations"}"#).get()
        XCTAssertEqual(scene.source, SceneSource(chapter: .talk1, section: "Interruptible animations"))
    }

    func testASourceWithoutItsSectionOrWithAnotherKeyIsRefused() {
        guard case let .failure(errors) = parse("{chapter: talk-1, page: 3}") else { return XCTFail("accepted") }
        XCTAssertEqual(errors.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" },
                       ["2:9: source is missing 'section'", "2:27: unknown key 'page' in source"])
    }
}
