@testable import FileOutput
import Foundation
import XCTest

/// Issue 30 §1: a file the program owns (check's report) replaces a link or special file planted
/// at its name, and never writes through it.
final class ReplacingLinksTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "gesturescope-replacing-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testALinkToAFileOutsideIsReplacedAndItsTargetKept() throws {
        let victim = folder + "/victim.txt", link = folder + "/report/index.html"
        try FileManager.default.createDirectory(atPath: folder + "/report", withIntermediateDirectories: true)
        try "keep me".write(toFile: victim, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
        try OutputFile.write(Array("report".utf8), to: link, replacingLinks: true)
        XCTAssertEqual(try String(contentsOfFile: victim, encoding: .utf8), "keep me")
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: link), "the link is now a file")
        XCTAssertEqual(try String(contentsOfFile: link, encoding: .utf8), "report")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/report"), ["index.html"])
    }

    func testALinkToAMissingFileAndAFIFOAreReplaced() throws {
        let dangling = folder + "/dangling.png", fifo = folder + "/fifo.png"
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder + "/nowhere/x")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        try OutputFile.write([1, 2], to: dangling, replacingLinks: true)
        try OutputFile.write([3], to: fifo, replacingLinks: true)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: dangling)), Data([1, 2]))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: fifo)), Data([3]))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/nowhere"))
    }

    func testAFolderIsStillRefused() throws {
        XCTAssertThrowsError(try OutputFile.write([1], to: folder, replacingLinks: true)) { error in
            XCTAssertTrue("\(error)".contains("is a directory"), "\(error)")
        }
    }
}
