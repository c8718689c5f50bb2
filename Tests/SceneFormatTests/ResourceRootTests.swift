import Foundation
import SceneFormat
import XCTest

final class ResourceRootTests: XCTestCase {
    /// The window's gallery (`←`/`→`) and `check` step through these: the goldens folder, and a
    /// folder whose name ends in `.yaml`, are not scenes.
    func testSceneFilesAreTheYAMLFilesDirectlyInScenes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("resource-root-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let scenes = root.appendingPathComponent("Scenes")
        for folder in ["goldens", "folder.yaml"] {
            try FileManager.default.createDirectory(at: scenes.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["b.yaml", "a.yaml", "notes.txt", "goldens/inner.yaml", "goldens/a@1.png"] {
            try Data("name: x\n".utf8).write(to: scenes.appendingPathComponent(file))
        }
        XCTAssertEqual(ResourceRoot(path: root.path).sceneFiles, ["a.yaml", "b.yaml"].map { scenes.appendingPathComponent($0).path })
    }
}
