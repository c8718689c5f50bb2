import Glibc

/// What tells a saved file from the one seen before: the file a path leads to (through
/// symbolic links), its modification and change times (nanoseconds) and its size. An editor
/// that saves by writing a new file and renaming it over the old changes the inode too.
public struct FileStamp: Equatable {
    let device: UInt, inode: UInt
    let modified: timespec, changed: timespec
    let size: Int

    /// Nil when there is no file at `path` (missing, or moved away mid-save).
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt(status.st_dev)
        inode = UInt(status.st_ino)
        modified = status.st_mtim
        changed = status.st_ctim
        size = Int(status.st_size)
    }

    public static func == (left: FileStamp, right: FileStamp) -> Bool {
        left.device == right.device && left.inode == right.inode && left.size == right.size
            && left.modified.tv_sec == right.modified.tv_sec && left.modified.tv_nsec == right.modified.tv_nsec
            && left.changed.tv_sec == right.changed.tv_sec && left.changed.tv_nsec == right.changed.tv_nsec
    }
}
