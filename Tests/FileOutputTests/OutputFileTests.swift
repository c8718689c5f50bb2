@testable import FileOutput
import Foundation
import XCTest

/// Issue 9 §3–4: every write is checked, nothing partial is left under the output's name, special
/// files are written in place, links are followed as a redirection would, new files are exclusive.
final class OutputFileTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "gesturescope-output-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func testAWholeFileReplacesARegularFileAndLeavesNoTemporary() throws {
        let path = folder + "/out.txt"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try OutputFile.write(Array("new".utf8), to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
        XCTAssertEqual(try entries(), ["out.txt"])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o640, "an existing file keeps its permissions")
    }

    func testADiscardedFileLeavesTheOldContentAndNoTemporary() throws {
        let path = folder + "/out.txt"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        let file = try OutputFile(path: path)
        try file.write("half")
        XCTAssertEqual(try entries().count, 2, "the bytes go to a hidden file beside the target")
        file.discard()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
        XCTAssertEqual(try entries(), ["out.txt"])
    }

    func testAnUncommittedFileIsRemovedWhenReleased() throws {
        let path = folder + "/new.txt"
        do {
            let file = try OutputFile(path: path)
            try file.write("lost")
        }
        XCTAssertEqual(try entries(), [])
    }

    func testAFullDiskIsAnErrorAndLeavesNothing() throws {
        // /dev/full is a character device: written in place, where every write fails with ENOSPC.
        XCTAssertThrowsError(try OutputFile.write(Array("x".utf8), to: "/dev/full")) { error in
            XCTAssertEqual((error as? OutputError)?.message, "cannot write /dev/full: No space left on device")
        }
        var info = stat()
        XCTAssertEqual(stat("/dev/full", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/full stays a device")
    }

    func testAFIFOIsWrittenInPlaceNotReplaced() throws {
        let path = folder + "/pipe"
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let received = Locked<Data?>(nil)
        let done = expectation(description: "read")
        Thread {
            received.value = FileHandle(forReadingAtPath: path)?.readDataToEndOfFile()
            done.fulfill()
        }.start()
        try OutputFile.write(Array("through the pipe".utf8), to: path)
        wait(for: [done], timeout: 10)
        XCTAssertEqual(received.value.map { String(decoding: $0, as: UTF8.self) }, "through the pipe")
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the FIFO is still a FIFO")
    }

    func testASymbolicLinkIsFollowedAndStaysALink() throws {
        let target = folder + "/target.txt"
        let link = folder + "/link.txt"
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try OutputFile.write(Array("new".utf8), to: link)
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "new")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target)
    }

    /// A link to /dev/stdout writes into whatever standard output is, in place: a file that
    /// stdout appends to keeps what it had (an atomic replace would have dropped it).
    func testALinkThroughADescriptorIsWrittenInPlace() throws {
        let target = folder + "/log.txt"
        try "hello\n".write(toFile: target, atomically: false, encoding: .utf8)
        let descriptor = open(target, O_WRONLY | O_APPEND)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        let link = folder + "/out.png"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/fd/\(descriptor)")
        try OutputFile.write(Array("png\n".utf8), to: link)
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "hello\npng\n")
    }

    func testAFileTheUserMayNotWriteIsNotReplaced() throws {
        guard getuid() != 0 else { throw XCTSkip("root may write any file") }
        let path = folder + "/readonly.txt"
        try "keep".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        XCTAssertThrowsError(try OutputFile.write([1], to: path))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "keep")
    }

    func testADirectoryIsSaidToBeOne() throws {
        XCTAssertThrowsError(try OutputFile.write([1], to: folder)) { error in
            XCTAssertEqual((error as? OutputError)?.message, "cannot write \(folder!): it is a directory")
        }
    }

    func testAMissingFolderIsAnError() throws {
        XCTAssertThrowsError(try OutputFile.write([1], to: folder + "/no/such/out.png")) { error in
            XCTAssertTrue((error as? OutputError)?.message.hasSuffix("No such file or directory") == true, "\(error)")
        }
    }

    func testUniqueFilesAreNewAndNeverFollowAPlantedLink() throws {
        let victim = folder + "/victim.txt"
        try "keep".write(toFile: victim, atomically: false, encoding: .utf8)
        // Plant links under every name a predictable scheme would use: none is opened.
        try FileManager.default.createSymbolicLink(atPath: folder + "/gesturescope-intro.png", withDestinationPath: victim)
        let first = try OutputFile.createUnique(directory: folder, prefix: "gesturescope-intro-", suffix: ".png")
        let second = try OutputFile.createUnique(directory: folder, prefix: "gesturescope-intro-", suffix: ".png")
        XCTAssertNotEqual(first.path, second.path)
        try first.write("png")
        try first.commit()
        second.discard()
        XCTAssertEqual(try String(contentsOfFile: victim, encoding: .utf8), "keep")
        XCTAssertEqual(try String(contentsOfFile: first.path, encoding: .utf8), "png")
        XCTAssertFalse(FileManager.default.fileExists(atPath: second.path))
    }

    func testAClosedStandardOutputIsAnError() throws {
        let saved = dup(STDOUT_FILENO)
        close(STDOUT_FILENO)
        defer {
            dup2(saved, STDOUT_FILENO)
            close(saved)
        }
        XCTAssertThrowsError(try StandardStreams.out("lost\n")) { error in
            XCTAssertEqual((error as? OutputError)?.message, "cannot write to standard output: Bad file descriptor")
        }
    }
}

/// A value shared with a reader thread.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
