import Glibc
import SceneFormat

/// The files the window reads: scenes, their stamps (to notice a save) and whether a name is
/// taken. The disk in the app (`DiskFiles`), files in memory in tests.
public protocol WindowFiles {
    /// The scene at `path` with the recognizer types `recognizers` names and `settings` applied
    /// (`SceneLoader.loadScene(path:settings:recognizers:limits:)`), or its diagnostics.
    func loadScene(path: String, recognizers: RecognizerRegistry, settings: [RecognizerSetting]) -> Result<SceneDescription, SceneErrors>
    /// What tells this version of the file at `path` from others; nil when there is none.
    func stamp(of path: String) -> FileStamp?
    /// Whether anything exists at `path` (a name a new file must not take).
    func exists(_ path: String) -> Bool
}

extension WindowFiles {
    /// The scene at `path` as its file says.
    func loadScene(path: String, recognizers: RecognizerRegistry) -> Result<SceneDescription, SceneErrors> {
        loadScene(path: path, recognizers: recognizers, settings: [])
    }
}

/// What tells a saved file from the one seen before: the file a path leads to (through symbolic
/// links), its modification and change times (nanoseconds) and its size. An editor that saves
/// by writing a new file and renaming it over the old changes the inode too.
public struct FileStamp: Equatable, Sendable {
    /// The file's device and inode: another file at the same path (a rename over it) differs.
    public var device: UInt, inode: UInt
    /// Modification and status-change times, nanoseconds since the epoch.
    public var modifiedNanoseconds: Int, changedNanoseconds: Int
    /// Bytes.
    public var size: Int

    public init(device: UInt, inode: UInt, modifiedNanoseconds: Int, changedNanoseconds: Int, size: Int) {
        self.device = device
        self.inode = inode
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changedNanoseconds = changedNanoseconds
        self.size = size
    }

    /// The stamp of the file at `path` on disk; nil when there is none (missing, or moved away
    /// mid-save).
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        func nanoseconds(_ time: timespec) -> Int { time.tv_sec * 1_000_000_000 + time.tv_nsec }
        self.init(device: UInt(status.st_dev), inode: UInt(status.st_ino), modifiedNanoseconds: nanoseconds(status.st_mtim),
                  changedNanoseconds: nanoseconds(status.st_ctim), size: Int(status.st_size))
    }
}

/// The window's files on disk: scenes read by `SceneLoader`, stamps by `stat` (through links),
/// names taken by `lstat` (a dangling link takes its name).
public struct DiskFiles: WindowFiles {
    public init() {}

    public func loadScene(path: String, recognizers: RecognizerRegistry, settings: [RecognizerSetting]) -> Result<SceneDescription, SceneErrors> {
        SceneLoader.loadScene(path: path, settings: settings, recognizers: recognizers)
    }

    public func stamp(of path: String) -> FileStamp? {
        FileStamp(path: path)
    }

    public func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}
