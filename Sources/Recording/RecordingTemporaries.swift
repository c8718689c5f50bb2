import FileOutput
import Foundation

/// A private folder for one recording's temporary files (ffmpeg's messages, a GIF's palette,
/// the subtitle and chapter files ffmpeg reads, a video staged for a FIFO): made by `mkdtemp`
/// under `$TMPDIR` (mode 0700, a name no one can predict, so a planted file or link is never
/// opened), and removed with everything in it by `remove()`.
public final class RecordingTemporaries {
    /// The folder's path.
    public let folder: String

    /// Makes the folder; throws when `$TMPDIR` (or /tmp) cannot hold it.
    public init() throws(RecordingError) {
        do {
            folder = try PrivateFolder.make(in: FileManager.default.temporaryDirectory.path, prefix: "gesturescope-record-")
        } catch {
            throw RecordingError(error.message)
        }
    }

    deinit { remove() }

    /// The path of a file `name` in the folder (the folder is private: no one else makes it).
    public func path(_ name: String) -> String {
        folder + "/" + name
    }

    /// Writes `text` as the file `name` and returns its path.
    public func write(_ text: String, named name: String) throws(RecordingError) -> String {
        let file = path(name)
        guard FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) else {
            throw RecordingError("cannot write the temporary file \(file)")
        }
        return file
    }

    /// Removes the folder and everything in it (idempotent).
    public func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
