@testable import FileOutput
import Foundation
import XCTest

/// Issue 30 §4: `run --trace-out` streams. A regular file holds each line as soon as the writer
/// has it (no rename at the end), a full disk leaves whole lines only, and what a reader that
/// does not read could not take is counted, never waited for past the given time.
final class StreamingFileTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "streaming-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testLinesReachARegularFileBeforeItIsFinished() throws {
        let path = folder + "/t.jsonl"
        try "old content that is replaced\n".write(toFile: path, atomically: false, encoding: .utf8)
        let file = try StreamingFile(path: path)
        file.write("{\"a\":1}\n")
        let deadline = Date().addingTimeInterval(2)
        while (try? String(contentsOfFile: path, encoding: .utf8)) != "{\"a\":1}\n", Date() < deadline { usleep(1000) }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "{\"a\":1}\n", "written in place, as it came")
        file.write("{\"a\":2}\n")
        XCTAssertEqual(try file.finish(waitingAtMost: 1), StreamingFile.Delivery(lines: 0, bytes: 0))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "{\"a\":1}\n{\"a\":2}\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["t.jsonl"], "no temporary beside it")
    }

    func testAFullDiskIsAnError() throws {
        let file = try StreamingFile(path: "/dev/full")
        file.write("line\n")
        XCTAssertThrowsError(try file.finish(waitingAtMost: 1)) { error in
            XCTAssertEqual((error as? OutputError)?.message, "cannot write /dev/full: No space left on device")
        }
    }

    /// `run --trace-out /dev/stdout >>log` on a full disk: the log keeps what it held before.
    func testAFullDiskNeverCutsAnAppendedFileBelowWhatItHeld() throws {
        let disk = folder + "/disk"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        guard Self.run("/bin/mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", disk) else {
            throw XCTSkip("a small disk needs a tmpfs, and mounting one needs root")
        }
        defer { _ = Self.run("/bin/umount", disk) }
        let log = disk + "/log"
        let old = String(repeating: "the user's own log line\n", count: 100)
        try old.write(toFile: log, atomically: false, encoding: .utf8)
        let fd = open(log, O_WRONLY | O_APPEND)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        let file = try StreamingFile(path: "/dev/fd/\(fd)")
        file.write(String(repeating: String(repeating: "x", count: 127) + "\n", count: 1024))
        XCTAssertThrowsError(try file.finish(waitingAtMost: 1)) { error in
            XCTAssertEqual((error as? OutputError)?.message, "cannot write /dev/fd/\(fd): No space left on device")
        }
        XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8), old, "cut back to what it held, not emptied")
    }

    private static func run(_ tool: String, _ arguments: String...) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    func testAReaderThatDoesNotReadCostsTheWriterNothingAndIsCounted() throws {
        let path = folder + "/stuck.fifo"
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        // A reader that opens the FIFO and never reads: its 64 KiB buffer fills at once.
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        let file = try StreamingFile(path: path, capacity: 100_000)
        let line = String(repeating: "x", count: 99) + "\n"
        let started = Date()
        for _ in 0..<2_000 { file.write(line) }
        XCTAssertLessThan(Date().timeIntervalSince(started), 1, "the writer's caller never waits")
        let undelivered = try file.finish(waitingAtMost: 0.3)
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
        XCTAssertGreaterThan(undelivered.lines, 2_000 - 1_000 - 656, "at most the queue and the pipe's buffer were taken")
        // A line the pipe took the start of counts as undelivered, with the bytes it did not take.
        XCTAssertTrue((undelivered.lines * 100 - 99...undelivered.lines * 100).contains(undelivered.bytes), "\(undelivered)")
    }

    func testADirectoryIsSaidToBeOne() {
        XCTAssertThrowsError(try StreamingFile(path: folder)) { error in
            XCTAssertEqual((error as? OutputError)?.message, "cannot write \(folder!): it is a directory")
        }
    }

    func testTheMessageAtCloseNamesWhatFailedAndWhatWasKept() {
        let full = OutputError("cannot write t.yaml: No space left on device")
        XCTAssertNil(OutputsAtClose(capture: nil, trace: nil, tracePath: "t.jsonl").failure)
        XCTAssertEqual(OutputsAtClose(capture: full, trace: nil, tracePath: "t.jsonl").failure?.message,
                       "the capture was not saved: cannot write t.yaml: No space left on device; the trace t.jsonl is complete")
        XCTAssertEqual(OutputsAtClose(capture: full, trace: nil, tracePath: nil).failure?.message,
                       "the capture was not saved: cannot write t.yaml: No space left on device")
        XCTAssertEqual(OutputsAtClose(capture: nil, trace: OutputError("cannot write p: Broken pipe"), tracePath: "p").failure?.message,
                       "the trace is incomplete (its complete lines are kept): cannot write p: Broken pipe")
    }
}
