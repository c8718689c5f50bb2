import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Lines written to a file as they come, by a thread of its own, so that a slow reader never
/// holds up the writer's caller (the window's loop).
///
/// The file is opened as a shell's `>` would open it: a regular file (or a missing one) is
/// truncated and written in place, so that `tail -f` sees each line as it is written and a crash
/// keeps every complete line; a regular file named through a descriptor link (`/dev/stdout`
/// redirected to a file) is appended to; a FIFO, a device or a terminal is written in place, and
/// opening a FIFO waits for its reader. `write` hands whole lines to a queue of at most
/// `capacity` bytes; lines that find the queue full (a reader that does not keep up) are not
/// delivered, and counted. A failed write (a full disk) cuts a regular file back to where the
/// failed chunk of lines started, never below what it held when opened. `finish` delivers what
/// is queued, waiting at most a given time for a reader, flushes a regular file to disk, closes
/// it, and reports.
public final class StreamingFile: @unchecked Sendable {
    /// The path as the caller named it (for messages).
    public let path: String
    private let descriptor: Int32
    private let isRegular: Bool
    /// Opened with O_APPEND (a regular file grown through a descriptor link): what it held before
    /// is the user's, and others may append to it too.
    private let appends: Bool
    private let capacity: Int
    /// Guards everything below it; signalled when lines are queued, when stopping and when the
    /// writer has finished.
    private let condition = NSCondition()
    private var queued: [UInt8] = []
    private var stopDeadline: Double?
    private var writerDone = false
    private var failure: OutputError?
    private var undelivered = Delivery(lines: 0, bytes: 0)

    /// Lines and bytes that did not reach the file.
    public struct Delivery: Equatable, Sendable {
        public var lines: Int
        public var bytes: Int
    }

    /// Opens `path` and starts the writer. Throws for a directory or a file that cannot be opened.
    public init(path: String, capacity: Int = 8 << 20) throws(OutputError) {
        self.path = path
        self.capacity = capacity
        guard !path.isEmpty else { throw OutputError("cannot write an empty path") }
        // A path through a descriptor link (/dev/stdout) names an open file to grow, not to empty.
        let existing = try OutputFile.existing(path)
        let inPlace = existing?.isWrittenInPlace ?? false
        appends = inPlace && existing?.isRegular == true
        let flags = O_WRONLY | O_CLOEXEC | (inPlace ? (appends ? O_APPEND : 0) : O_CREAT | O_TRUNC)
        let fd = open(path, flags, 0o666)
        guard fd >= 0 else { throw OutputError.system("cannot open", path, errno: errno) }
        descriptor = fd
        var info = stat()
        isRegular = fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        // The writer waits for a slow reader in poll(), where it can notice the deadline to stop.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        let thread = Thread { [self] in runWriter() }
        thread.name = "gesturescope trace writer"
        thread.start()
    }

    /// Queues `text` (whole lines, each ending in a newline). When the queue is full it is not
    /// delivered, and counted in `finish`'s report.
    public func write(_ text: String) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return }
        condition.lock()
        defer { condition.unlock() }
        guard stopDeadline == nil, failure == nil, queued.count + bytes.count <= capacity else {
            undelivered.lines += bytes.count { $0 == 0x0A }
            undelivered.bytes += bytes.count
            return
        }
        queued += bytes
        condition.signal()
    }

    /// The first write that failed (a full disk, a reader gone), once the writer met it.
    public var error: OutputError? {
        condition.lock()
        defer { condition.unlock() }
        return failure
    }

    /// Delivers what is queued, waiting at most `seconds` for a reader that does not read; flushes
    /// a regular file to disk and closes the file. Returns what could not be delivered; throws
    /// when a write or the flush failed (the file keeps its complete lines).
    public func finish(waitingAtMost seconds: Double) throws(OutputError) -> Delivery {
        condition.lock()
        stopDeadline = Self.monotonicNow + seconds
        condition.broadcast()
        while !writerDone { condition.wait() }
        let result = (failure, undelivered)
        condition.unlock()
        var syncFailure: OutputError?
        if isRegular, result.0 == nil, fsync(descriptor) != 0 { syncFailure = OutputError.system("cannot write", path, errno: errno) }
        close(descriptor)
        if let failure = result.0 ?? syncFailure { throw failure }
        return result.1
    }

    // MARK: The writer thread

    private func runWriter() {
        while true {
            condition.lock()
            while queued.isEmpty && stopDeadline == nil { condition.wait() }
            let chunk = queued
            queued = []
            let deadline = stopDeadline
            condition.unlock()
            if chunk.isEmpty { break }
            // Where this chunk starts: an appended file's end (never below what it held when
            // opened, nor what others appended before it), or our offset in a file we emptied.
            let start = isRegular ? lseek(descriptor, 0, appends ? SEEK_END : SEEK_CUR) : 0
            switch deliver(chunk, deadline: deadline) {
            case .written:
                break
            case let .stopped(remaining):
                record(undeliveredLines: chunk[(chunk.count - remaining)...].count { $0 == 0x0A }, bytes: remaining)
            case let .failed(code):
                // Whole lines only: a regular file goes back to where the failed chunk started.
                if isRegular, start >= 0 { _ = ftruncate(descriptor, start) }
                condition.lock()
                failure = OutputError.system("cannot write", path, errno: code)
                undelivered.lines += chunk.count { $0 == 0x0A }
                undelivered.bytes += chunk.count
                condition.unlock()
            }
            condition.lock()
            let stop = failure != nil || (stopDeadline.map { Self.monotonicNow >= $0 } ?? false) && !queued.isEmpty
            if stop {
                undelivered.lines += queued.count { $0 == 0x0A }
                undelivered.bytes += queued.count
                queued = []
            }
            condition.unlock()
        }
        condition.lock()
        writerDone = true
        condition.broadcast()
        condition.unlock()
    }

    private func record(undeliveredLines lines: Int, bytes: Int) {
        condition.lock()
        undelivered.lines += lines
        undelivered.bytes += bytes
        condition.unlock()
    }

    /// Writes all of `chunk`, waiting for a reader that is not reading in steps of 0.1 s; gives up
    /// once `deadline` (monotonic seconds) has passed, or the stop deadline set since.
    private func deliver(_ chunk: [UInt8], deadline initial: Double?) -> PolledWrite.Outcome {
        var deadline = initial
        return chunk.withUnsafeBytes { bytes in
            PolledWrite.writeAll(bytes, to: descriptor, checkingEvery: 100) {
                if deadline == nil {
                    condition.lock()
                    deadline = stopDeadline
                    condition.unlock()
                }
                return deadline.map { Self.monotonicNow >= $0 } ?? false
            }
        }
    }

    private static var monotonicNow: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
