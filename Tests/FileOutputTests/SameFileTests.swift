import FileOutput
import Foundation
import XCTest

/// Issue 30 §3: `--capture t.yaml --trace-out ./t.yaml` wrote the trace where the capture said it
/// was: two outputs are compared as files, not as strings.
final class SameFileTests: XCTestCase {
    func testSpellingsLinksAndMissingFilesAreComparedAsFiles() throws {
        let folder = NSTemporaryDirectory() + "same-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Neither exists yet.
        XCTAssertTrue(OutputFile.namesSameFile(folder + "/t.yaml", folder + "/./t.yaml"))
        XCTAssertTrue(OutputFile.namesSameFile(folder + "/t.yaml", folder + "/sub/../t.yaml"))
        XCTAssertFalse(OutputFile.namesSameFile(folder + "/t.yaml", folder + "/u.yaml"))
        // A link to a file not yet written.
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.jsonl", withDestinationPath: "t.yaml")
        XCTAssertTrue(OutputFile.namesSameFile(folder + "/t.yaml", folder + "/link.jsonl"))
        // Once it exists: a link, and a hard link.
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/t.yaml", contents: Data()))
        XCTAssertTrue(OutputFile.namesSameFile(folder + "/link.jsonl", folder + "/t.yaml"))
        try FileManager.default.linkItem(atPath: folder + "/t.yaml", toPath: folder + "/hard.jsonl")
        XCTAssertTrue(OutputFile.namesSameFile(folder + "/hard.jsonl", folder + "/sub/../t.yaml"))
        XCTAssertFalse(OutputFile.namesSameFile(folder + "/hard.jsonl", folder + "/u.yaml"))
    }
}
