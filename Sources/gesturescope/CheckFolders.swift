import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The folders and files `check` reads and writes, made sure of before anything is rendered: a
/// problem with them is said in one line, exit code 2.
enum CheckFolders {
    /// The goldens folder must be a folder; with `creating` (`--update`) a missing one is made.
    static func prepareGoldens(_ path: String, creating: Bool) throws {
        try prepareFolder(path, option: "--goldens", creating: creating)
    }

    /// The report folder: made if missing, and writable; not a symbolic link (a planted link
    /// would send the report's files wherever it points).
    static func prepareReport(_ path: String) throws {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            try refuse("--report \(path) is a symbolic link: the report is written only into a real folder (name the folder it points to)")
        }
        try prepareFolder(path, option: "--report", creating: true)
        guard access(path, W_OK) == 0 else { try refuse("--report \(path) is not writable: \(String(cString: strerror(errno)))") }
    }

    /// A report file (`--junit`): not a folder, in a folder that exists.
    static func prepareReportFile(_ path: String) throws {
        if isFolder(path) { try refuse("--junit \(path) is a folder; name a file") }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard isFolder(parent) else { try refuse("--junit \(path): the folder \(parent) does not exist") }
    }

    private static func prepareFolder(_ path: String, option: String, creating: Bool) throws {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { try refuse("\(option) \(path) is not a folder") }
            return
        }
        let code = errno
        guard code == ENOENT else { try refuse("cannot use \(option) \(path): \(String(cString: strerror(code)))") }
        guard creating else { return }
        if let failure = makeFolder(path) { try refuse("cannot create \(option) \(path): \(String(cString: strerror(failure)))") }
    }

    /// Makes `path` and any missing folders above it (as `mkdir -p`); the errno of a failure.
    private static func makeFolder(_ path: String) -> Int32? {
        if mkdir(path, 0o777) == 0 { return nil }
        let code = errno
        if code == EEXIST { return isFolder(path) ? nil : ENOTDIR }
        let parent = (path as NSString).deletingLastPathComponent
        guard code == ENOENT, !parent.isEmpty, parent != path else { return code }
        if let failure = makeFolder(parent) { return failure }
        return mkdir(path, 0o777) == 0 ? nil : errno
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func refuse(_ message: String) throws -> Never {
        CommandSupport.printError(message)
        throw CommandSupport.invalidInput
    }
}
