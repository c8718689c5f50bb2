import Foundation
import SceneFormat
import XCTest

/// Issue 30 §1: `check` in a copy of a checkout used the scenes beside the binary and passed every
/// change; the scenes are now the project's the user stands in.
final class ProjectFolderTests: XCTestCase {
    private var base: URL!

    override func setUpWithError() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("project-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base.appendingPathComponent("copy/Scenes/goldens"), withIntermediateDirectories: true)
        try Data("# order\n".utf8).write(to: base.appendingPathComponent("copy/Scenes/gallery.txt"))
        try FileManager.default.createDirectory(at: base.appendingPathComponent("planted/Scenes"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: base)
    }

    func testTheNearestFolderUpwardWithAGalleryIsTheProject() {
        let copy = base.appendingPathComponent("copy").path
        XCTAssertEqual(ProjectFolder.find(from: copy), copy)
        XCTAssertEqual(ProjectFolder.find(from: copy + "/Scenes/goldens"), copy)
    }

    func testABareScenesFolderIsNoProject() {
        XCTAssertNil(ProjectFolder.find(from: base.appendingPathComponent("planted").path))
    }

    func testAFolderReachedThroughALinkIsNamedByItsRealPath() throws {
        let link = base.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: base.appendingPathComponent("copy"))
        let real = URL(fileURLWithPath: base.appendingPathComponent("copy").path).resolvingSymlinksInPath().path
        XCTAssertEqual(ProjectFolder.find(from: link.path + "/Scenes"), real)
        XCTAssertEqual(ProjectFolder.find(from: link.path), real)
    }

    func testTheProjectsScenesComeBeforeTheInstalledOnesButNotItsAssets() {
        let copy = base.appendingPathComponent("copy").path
        let root = ResourceRoot(path: "/usr/share/gesturescope", scenesRoot: copy)
        XCTAssertEqual(root.scenesFolder, copy + "/Scenes")
        XCTAssertEqual(root.scenesOrigin, .project)
        XCTAssertEqual(root.fontPath, "/usr/share/gesturescope/Assets/fonts/DejaVuSans.ttf", "resources never come from the project")
        XCTAssertEqual(ResourceRoot(path: "/r").scenesFolder, "/r/Scenes")
    }

    /// Issue 30 §1: a gallery planted in a shared folder (`/tmp/x/Scenes/gallery.txt`, made by
    /// another user) took over commands run in `/tmp/x/work/sub`. Changing owners needs root.
    func testAFolderSomeoneElseOwnsIsNoProject() throws {
        try XCTSkipUnless(geteuid() == 0, "giving a folder to another user needs root")
        let shared = base.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared.appendingPathComponent("Scenes"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: shared.appendingPathComponent("work/sub"), withIntermediateDirectories: true)
        try Data("# order\n".utf8).write(to: shared.appendingPathComponent("Scenes/gallery.txt"))
        let sub = shared.appendingPathComponent("work/sub").path
        XCTAssertEqual(ProjectFolder.find(from: sub), shared.path, "the user's own folder is a project")
        let other: uid_t = 65534
        for path in ["", "/Scenes", "/Scenes/gallery.txt"] {
            XCTAssertEqual(chown(shared.path + path, other, other), 0)
            XCTAssertNil(ProjectFolder.find(from: sub), "\(path) owned by another user")
            XCTAssertEqual(chown(shared.path + path, 0, 0), 0)
        }
        // The user's own folder stays theirs even when others may write into it (the rule
        // trusts a group- or world-writable folder only when the user running owns it).
        for path in ["", "/Scenes"] {
            XCTAssertEqual(chmod(shared.path + path, 0o777), 0)
            XCTAssertEqual(ProjectFolder.find(from: sub), shared.path, "writable by others, but owned by the user running")
            XCTAssertEqual(chmod(shared.path + path, 0o755), 0)
        }
    }

    /// A name the project lacks (`settings`, which `bench` loads) is the installed scene, for
    /// every command but `check` (`includingInstalled: false`), which checks the project's only.
    func testANameTheProjectLacksFallsBackToTheInstalledScenes() throws {
        let installed = base.appendingPathComponent("installed").path, copy = base.appendingPathComponent("copy").path
        try FileManager.default.createDirectory(atPath: installed + "/Scenes", withIntermediateDirectories: true)
        for path in [installed + "/Scenes/settings.yaml", installed + "/Scenes/intro.yaml", copy + "/Scenes/intro.yaml"] {
            try Data("name: x\n".utf8).write(to: URL(fileURLWithPath: path))
        }
        let root = ResourceRoot(path: installed, scenesRoot: copy)
        XCTAssertEqual(root.resolveScene("settings"), installed + "/Scenes/settings.yaml")
        XCTAssertEqual(root.resolveScene("intro"), copy + "/Scenes/intro.yaml", "the project's scene comes first")
        XCTAssertEqual(root.resolveScene("settings", includingInstalled: false), "settings")
    }
}
