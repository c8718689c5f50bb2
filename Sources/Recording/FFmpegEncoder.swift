import FileOutput
import Foundation

/// Frames piped as raw video into the system's `ffmpeg`, which writes them to a hidden temporary
/// file beside the output; `finish` renames it to the output once ffmpeg has succeeded, so no
/// cut-short file is ever left under the output's name. ffmpeg failing, or killed, is an error
/// naming what it said last.
///
/// Invariant: after `finish` or `abandon` no ffmpeg process is left running and the temporary
/// file is gone (renamed or removed).
public final class FFmpegEncoder: FrameSink {
    private let process = Process()
    private let input = Pipe()
    private let output: String
    /// Where ffmpeg writes: a hidden file beside the output, made by this encoder (`OutputFile`:
    /// exclusively, under a name no one can predict), removed unless the output is finished.
    private let temporary: OutputFile
    private let log: URL
    private var isClosed = false

    /// Starts `ffmpeg` (an executable path) reading `width`×`height` frames at
    /// `framesPerSecond` from a pipe, with `extraInputs` (more `-i` arguments) and `arguments`
    /// (codec, filters, container), writing `output`. Throws when the output's folder cannot be
    /// written (before any frame is made) or ffmpeg cannot be started.
    public init(ffmpeg: String, width: Int, height: Int, framesPerSecond: Double, extraInputs: [String] = [], arguments: [String],
                output: String) throws(RecordingError) {
        self.output = output
        // Made now, empty: an unwritable folder is found before any frame is rendered.
        temporary = try Self.temporaryFile(beside: output)
        log = FileManager.default.temporaryDirectory.appendingPathComponent("gesturescope-ffmpeg-\(getpid())-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil), let logHandle = try? FileHandle(forWritingTo: log) else {
            temporary.discard()
            isClosed = true
            throw RecordingError("cannot make a temporary file for ffmpeg's messages in \(log.deletingLastPathComponent().path)")
        }
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "bgr0",
                             "-s", "\(width)x\(height)", "-framerate", Self.rate(framesPerSecond), "-i", "pipe:0"]
            + extraInputs + arguments + ["-y", temporary.path]
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
    }

    deinit {
        if !isClosed { abandon() }
    }

    /// Sends one frame; throws when ffmpeg has stopped reading (it failed or was killed).
    public func write(_ pixels: UnsafeBufferPointer<UInt32>) throws(RecordingError) {
        let descriptor = input.fileHandleForWriting.fileDescriptor
        var bytes = UnsafeRawBufferPointer(pixels)
        while !bytes.isEmpty {
            let written = Foundation.write(descriptor, bytes.baseAddress, bytes.count)
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                abandon()
                throw RecordingError("ffmpeg stopped taking frames (\(reason))\(lastWords.map { ": \($0)" } ?? "")")
            }
            bytes = UnsafeRawBufferPointer(rebasing: bytes[written...])
        }
    }

    /// Ends the input, waits for ffmpeg, and puts its file under the output's name.
    public func finish() throws(RecordingError) {
        closeInput()
        process.waitUntilExit()
        isClosed = true
        defer { cleanUp() }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { throw failure() }
        do {
            // Kept (not removed) from here: it becomes the output.
            try temporary.commit()
        } catch {
            throw RecordingError(error.message)
        }
        guard rename(temporary.path, output) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw RecordingError("cannot write \(output): \(reason)")
        }
    }

    /// Why ffmpeg's run did not make the output.
    private func failure() -> RecordingError {
        guard process.terminationReason == .exit else {
            return RecordingError("ffmpeg was killed (signal \(process.terminationStatus)); nothing was written to \(output)")
        }
        return RecordingError("ffmpeg failed (exit \(process.terminationStatus))\(lastWords.map { ": \($0)" } ?? ""); nothing was written to \(output)")
    }

    /// Stops ffmpeg and removes what it wrote. ffmpeg may ignore SIGTERM (an ignored SIGINT or
    /// SIGTERM is inherited across exec, and `record` ignores both to handle them itself): after
    /// `stopGrace` seconds it is killed.
    public func abandon() {
        guard !isClosed else { return }
        isClosed = true
        closeInput()
        if process.isRunning { process.terminate() }
        let deadline = Date().addingTimeInterval(Self.stopGrace)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        cleanUp()
    }

    /// Seconds ffmpeg is given to stop before it is killed.
    static let stopGrace = 2.0

    private func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Removes the log, and the temporary file unless it was committed as the output.
    private func cleanUp() {
        temporary.discard()
        try? FileManager.default.removeItem(at: log)
    }

    /// ffmpeg's last message line, if it wrote one.
    private var lastWords: String? {
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").last.map { String($0.prefix(300)) }
    }

    /// A new hidden file beside `output` (`.NAME.` and random characters, `.partial`), in the
    /// same folder so that the final rename stays on one file system.
    static func temporaryFile(beside output: String) throws(RecordingError) -> OutputFile {
        let url = URL(fileURLWithPath: output)
        do {
            return try OutputFile.createUnique(directory: url.deletingLastPathComponent().path, prefix: ".\(url.lastPathComponent).",
                                               suffix: ".partial")
        } catch {
            throw RecordingError("cannot write \(output): \(error.message)")
        }
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
