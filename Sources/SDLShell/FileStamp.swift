import Foundation

/// What tells a saved file from the one seen before: its modification time and size (an editor
/// saving twice within the file system's time resolution usually changes the size).
struct FileStamp: Equatable {
    let modified: Date
    let size: Int

    /// Nil when the file cannot be read (missing, or moved away mid-save).
    init?(path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let modified = attributes[.modificationDate] as? Date else { return nil }
        self.modified = modified
        self.size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    }
}
