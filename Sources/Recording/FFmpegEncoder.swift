import FileOutput
import Foundation

/// Frames piped as raw video into the system's `ffmpeg`, which writes them to a staging file
/// (`VideoOutput`); `finish` delivers it under the output's name once ffmpeg has succeeded, so
/// no cut-short file is ever left there. ffmpeg failing, or killed, is an error naming what it
/// said last. A write into an ffmpeg that stopped reading, or the wait for one that does not end,
/// gives up as soon as `shouldStop` says so (a signal came), never blocking past it.
///
/// Invariant: after `finish` or `abandon` no ffmpeg process is left running, and the staging
/// file and ffmpeg's log are gone (delivered or removed).
public final class FFmpegEncoder: FrameSink {
    private let process = Process()
    private let input = Pipe()
    private let output: VideoOutput
    /// Where ffmpeg writes, removed unless delivered.
    private let staged: OutputFile
    /// ffmpeg's messages, in the recording's private folder.
    private let log: String
    private let shouldStop: () -> Bool
    private var isClosed = false

    /// Starts `ffmpeg` (an executable path) reading `width`×`height` frames at
    /// `framesPerSecond` from a pipe, with `extraInputs` (more `-i` arguments) and `arguments`
    /// (codec, filters, container), writing `output`; its log goes to `temporaries`. Throws when
    /// the output cannot be staged (before any frame is made) or ffmpeg cannot be started.
    public init(ffmpeg: String, width: Int, height: Int, framesPerSecond: Double, extraInputs: [String] = [], arguments: [String],
                output: VideoOutput, temporaries: RecordingTemporaries, shouldStop: @escaping () -> Bool = { false }) throws(RecordingError) {
        self.output = output
        self.shouldStop = shouldStop
        staged = try output.stagingFile(in: temporaries)
        log = temporaries.path("ffmpeg-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log, contents: nil), let logHandle = FileHandle(forWritingAtPath: log) else {
            staged.discard()
            isClosed = true
            throw RecordingError("cannot make a temporary file for ffmpeg's messages in \(temporaries.folder)")
        }
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "bgr0",
                             "-s", "\(width)x\(height)", "-framerate", Self.rate(framesPerSecond), "-i", "pipe:0"]
            + extraInputs + arguments + ["-y", staged.path]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = logHandle
        do {
            try process.run()
        } catch {
            cleanUp()
            isClosed = true
            throw RecordingError("cannot start \(ffmpeg): \(error.localizedDescription)")
        }
        try? logHandle.close()
        StoppableWrite.makeNonBlocking(input.fileHandleForWriting.fileDescriptor)
    }

    deinit {
        if !isClosed { abandon() }
    }

    /// Sends one frame; throws when ffmpeg has stopped reading (it failed or was killed), with
    /// what ffmpeg said last, or when `shouldStop` says so while ffmpeg takes nothing.
    public func write(_ pixels: UnsafeBufferPointer<UInt32>) throws(RecordingError) {
        let outcome = PolledWrite.writeAll(UnsafeRawBufferPointer(pixels), to: input.fileHandleForWriting.fileDescriptor,
                                           checkingEvery: StoppableWrite.checkInterval, shouldStop: shouldStop)
        switch outcome {
        case .written:
            return
        case .stopped:
            abandon()
            throw RecordingError("interrupted")
        case let .failed(code):
            stop()
            // ffmpeg has ended (or was killed just now): its log is complete, and read before it goes.
            let error = process.terminationReason == .exit && process.terminationStatus != 0
                ? failure() : RecordingError("ffmpeg stopped taking frames (\(String(cString: strerror(code))))\(lastWords.map { ": \($0)" } ?? "")")
            cleanUp()
            throw error
        }
    }

    /// Ends the input, waits for ffmpeg, and puts its file under the output's name. An ffmpeg
    /// that has not ended when `shouldStop` says so is abandoned (killed, its file removed).
    public func finish() throws(RecordingError) {
        closeInput()
        // Not waitUntilExit: an ffmpeg that hangs after its input would hold SIGINT and SIGTERM off.
        while process.isRunning {
            if shouldStop() {
                abandon()
                throw RecordingError("interrupted")
            }
            usleep(useconds_t(StoppableWrite.checkInterval) * 1000)
        }
        isClosed = true
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let error = failure()
            cleanUp()
            throw error
        }
        try? FileManager.default.removeItem(atPath: log)
        do throws(RecordingError) {
            try output.deliver(staged, shouldStop: shouldStop)
        } catch {
            staged.discard()
            throw error
        }
    }

    /// Why ffmpeg's run did not make the output.
    private func failure() -> RecordingError {
        guard process.terminationReason == .exit else {
            return RecordingError("ffmpeg was killed (signal \(process.terminationStatus)); nothing was written to \(output.path)")
        }
        return RecordingError("ffmpeg failed (exit \(process.terminationStatus))\(lastWords.map { ": \($0)" } ?? ""); nothing was written to \(output.path)")
    }

    /// Stops ffmpeg at once and removes what it wrote (the output is given up: nothing of it is
    /// kept, so ffmpeg is not asked to finish it).
    public func abandon() {
        guard !isClosed else { return }
        stop()
        cleanUp()
    }

    /// Closes ffmpeg's input, kills it if it still runs, and waits for it.
    private func stop() {
        isClosed = true
        closeInput()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    private func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Removes the log and the staging file.
    private func cleanUp() {
        staged.discard()
        try? FileManager.default.removeItem(atPath: log)
    }

    /// ffmpeg's last message line, if it wrote one.
    private var lastWords: String? {
        guard let text = try? String(contentsOfFile: log, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").last.map { String($0.prefix(300)) }
    }

    /// A frame rate as ffmpeg reads it: whole numbers as they are, others as a fraction of 1000.
    static func rate(_ framesPerSecond: Double) -> String {
        framesPerSecond == framesPerSecond.rounded() ? String(Int(framesPerSecond)) : "\(Int((framesPerSecond * 1000).rounded()))/1000"
    }

    /// The `ffmpeg` executable on `PATH`, nil when there is none.
    public static func find(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
