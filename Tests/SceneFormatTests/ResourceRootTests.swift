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

    /// The user's own scenes (XDG data folder) come after the shipped ones in the gallery and are
    /// found by name when `Scenes/` has no scene of that name; `check` and `sceneFiles` keep to
    /// the shipped ones.
    func testUserScenesAreFoundAfterTheShippedOnes() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("resource-root-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let scenes = base.appendingPathComponent("root/Scenes"), mine = base.appendingPathComponent("data/gesturescope/scenes")
        for folder in [scenes, mine] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        for file in [scenes.appendingPathComponent("intro.yaml"), mine.appendingPathComponent("intro.yaml"), mine.appendingPathComponent("mine.yaml")] {
            try Data("name: x\n".utf8).write(to: file)
        }
        let folder = ResourceRoot.userScenesFolder(environment: ["XDG_DATA_HOME": base.appendingPathComponent("data").path, "HOME": "/home/x"])
        XCTAssertEqual(folder, mine.path)
        let root = ResourceRoot(path: base.appendingPathComponent("root").path, userScenesFolder: folder)
        XCTAssertEqual(root.resolveScene("intro"), scenes.appendingPathComponent("intro.yaml").path, "the shipped scene first")
        XCTAssertEqual(root.resolveScene("mine"), mine.appendingPathComponent("mine.yaml").path)
        XCTAssertEqual(root.galleryFiles, [scenes.appendingPathComponent("intro.yaml").path, mine.appendingPathComponent("intro.yaml").path,
                                           mine.appendingPathComponent("mine.yaml").path])
        XCTAssertEqual(root.sceneFiles, [scenes.appendingPathComponent("intro.yaml").path])
        XCTAssertEqual(ResourceRoot.userScenesFolder(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/x"]),
                       "/home/x/.local/share/gesturescope/scenes", "a relative XDG_DATA_HOME is ignored, as the spec says")
        XCTAssertNil(ResourceRoot.userScenesFolder(environment: [:]))
    }
}
