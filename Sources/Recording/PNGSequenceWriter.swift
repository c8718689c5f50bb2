import FileOutput
import Foundation
import Raster
import SDLShell

/// Frames as numbered PNG files: `NAME.png` → `NAME-000001.png`, `NAME-000002.png`, … Each file
/// is written whole under a temporary name and then renamed (`OutputFile`), so none is ever
/// cut short.
public final class PNGSequenceWriter: FrameSink {
    private let base: String
    private let width: Int, height: Int
    private var written = 0

    /// Throws when the folder cannot be written, before any frame is made.
    public init(output: String, width: Int, height: Int) throws(RecordingError) {
        base = output.lowercased().hasSuffix(".png") ? String(output.dropLast(4)) : output
        self.width = width
        self.height = height
        // A sequence already there would mix with this one (its later frames stay): refused.
        guard !FileManager.default.fileExists(atPath: path(ofFrame: 0)) else {
            throw RecordingError("\(path(ofFrame: 0)) already exists: remove the old sequence or choose another name")
        }
        // Checks the folder can be written (a file is made there and removed).
        _ = try VideoOutput(path: path(ofFrame: 0))
    }

    /// The file of frame `index` (0-based): six digits, more past 999 999 frames.
    public func path(ofFrame index: Int) -> String {
        base + "-" + String(format: "%06d", index + 1) + ".png"
    }

    public func write(_ pixels: UnsafeBufferPointer<UInt32>) throws(RecordingError) {
        guard let first = pixels.baseAddress else { return }
        let bytes = PNGEncoder.encode(pixels: first, width: width, height: height, pitch: width)
        do {
            try OutputFile.write(bytes, to: path(ofFrame: written))
        } catch {
            throw RecordingError(error.message)
        }
        written += 1
    }

    public func finish() {}

    /// The frames written so far stay: each is whole.
    public func abandon() {}
}
