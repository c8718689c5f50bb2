import FileOutput
import Foundation

/// Where a finished video goes, decided before any frame is made, written as a shell's `>`
/// would write it:
/// - missing or a regular file (symbolic links followed): ffmpeg writes a hidden file beside
///   the link's target, renamed over the target once complete — a link stays a link;
/// - a FIFO, a device, or a path through a descriptor link (`/proc/self/fd/N`): ffmpeg writes a
///   file in the recording's private folder, then the whole video is copied in place — a FIFO
///   stays a FIFO, and a reader never sees half a video;
/// - a folder, a link to nothing, an unwritable file or folder: an error, at once.
public struct VideoOutput: Sendable {
    /// The path as the user named it (for messages).
    public let path: String
    private let placement: Placement

    private enum Placement: Sendable {
        /// Staged beside `target`, renamed over it.
        case replace(target: String)
        /// Staged in the private folder, copied into `path`.
        case inPlace
    }

    /// Checks `path` as a destination; throws the one line that says why it cannot be one.
    public init(path: String) throws(RecordingError) {
        self.path = path
        let existing: OutputFile.Existing?
        do {
            existing = try OutputFile.existing(path)
        } catch {
            throw RecordingError(error.message)
        }
        var info = stat()
        if let existing {
            guard access(path, W_OK) == 0 else { throw RecordingError("cannot write \(path): \(String(cString: strerror(errno)))") }
            if existing.isWrittenInPlace {
                placement = .inPlace
                return
            }
        } else if lstat(path, &info) == 0 {
            throw RecordingError("cannot write \(path): it is a symbolic link to a missing file")
        }
        let target = Self.resolved(path)
        placement = .replace(target: target)
        // Made and removed now: an unwritable folder is found before any frame is rendered.
        try stagingFile(in: nil).discard()
    }

    /// A new, empty file (created exclusively) for ffmpeg to write: beside the target, or in
    /// `temporaries` for a special file. Removed unless delivered.
    public func stagingFile(in temporaries: RecordingTemporaries?) throws(RecordingError) -> OutputFile {
        let name = URL(fileURLWithPath: path).lastPathComponent
        do throws(OutputError) {
            switch placement {
            case let .replace(target):
                let url = URL(fileURLWithPath: target)
                return try OutputFile.createUnique(directory: url.deletingLastPathComponent().path, prefix: ".\(url.lastPathComponent).",
                                                   suffix: ".partial")
            case .inPlace:
                guard let temporaries else { throw OutputError("no private folder to stage \(path) in") }
                return try OutputFile.createUnique(directory: temporaries.folder, prefix: "staged.", suffix: "." + name)
            }
        } catch {
            throw RecordingError("cannot write \(path): \(error.message)")
        }
    }

    /// Puts the complete `staged` file (written by ffmpeg) under the output's name; `shouldStop`
    /// ends a copy into a FIFO whose reader stalls. The staged file is gone afterwards.
    public func deliver(_ staged: OutputFile, shouldStop: () -> Bool) throws(RecordingError) {
        do {
            // Kept (not removed) from here: it becomes the output, or is copied into it.
            try staged.commit()
        } catch {
            throw RecordingError(error.message)
        }
        switch placement {
        case let .replace(target):
            guard rename(staged.path, target) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(staged.path)
                throw RecordingError("cannot write \(path): \(reason)")
            }
        case .inPlace:
            defer { unlink(staged.path) }
            try copy(staged.path, shouldStop: shouldStop)
        }
    }

    /// Copies the file at `source` into the special file `path`, as `cat source > path` would.
    private func copy(_ source: String, shouldStop: () -> Bool) throws(RecordingError) {
        guard let input = FileHandle(forReadingAtPath: source) else { throw RecordingError("cannot read the staged video \(source)") }
        defer { try? input.close() }
        let opened = StoppableWrite.open(path, shouldStop: shouldStop)
        guard let descriptor = opened.descriptor else {
            if opened.errno == 0 { throw RecordingError("interrupted while waiting for a reader of \(path)") }
            throw RecordingError("cannot open \(path): \(String(cString: strerror(opened.errno)))")
        }
        defer { close(descriptor) }
        while let chunk = try? input.read(upToCount: 1 << 20), !chunk.isEmpty {
            let outcome = chunk.withUnsafeBytes { PolledWrite.writeAll($0, to: descriptor, checkingEvery: StoppableWrite.checkInterval, shouldStop: shouldStop) }
            switch outcome {
            case .written: continue
            case .stopped: throw RecordingError("interrupted while writing \(path)")
            case let .failed(code): throw RecordingError("cannot write \(path): \(String(cString: strerror(code)))")
            }
        }
    }

    /// `path` with symbolic links followed: the file a redirection would write.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
