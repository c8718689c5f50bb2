import App
import Foundation
import XCTest

/// The window's files on disk: a save in place and an editor's save by rename both change the
/// stamp; a file moved away has none; names taken are seen, links included.
final class DiskFilesTests: XCTestCase {
    func testSavesInPlaceAndByRenameChangeTheStampAndAMissingFileHasNone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gesturescope-stamps-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = DiskFiles(), path = folder + "/s.yaml"
        XCTAssertNil(files.stamp(of: path))
        XCTAssertFalse(files.exists(path))
        try "name: a\n".write(toFile: path, atomically: false, encoding: .utf8)
        let first = try XCTUnwrap(files.stamp(of: path))
        XCTAssertEqual(files.stamp(of: path), first, "unchanged, the same stamp")
        try "name: b\n".write(toFile: path, atomically: false, encoding: .utf8)
        let inPlace = try XCTUnwrap(files.stamp(of: path))
        XCTAssertNotEqual(inPlace, first, "the same size, written again in place")
        try "name: c\n".write(toFile: folder + "/new", atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(folder + "/new", path), 0)
        XCTAssertNotEqual(files.stamp(of: path), inPlace, "renamed over it: another file")
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: folder + "/nowhere")
        XCTAssertTrue(files.exists(folder + "/dangling"), "a dangling link is a name taken")
        XCTAssertNil(files.stamp(of: folder + "/dangling"))
    }
}
