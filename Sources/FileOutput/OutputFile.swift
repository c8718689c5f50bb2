#if canImport(Glibc)
import Glibc
#endif

/// A file written the careful way: every write checked, and nothing partial ever left under the
/// output's name.
///
/// Where the bytes go depends on what `path` is, following symbolic links as a shell redirection
/// does:
/// - missing, or a regular file: replaced atomically. Bytes go to a new hidden file beside the
///   target (created exclusively, never through a planted link); `commit()` flushes it to disk
///   and renames it over the target, keeping an existing file's permissions. A failure, `discard()`
///   or deinit without commit removes it.
/// - anything else that exists (a FIFO, `/dev/null`, `/dev/full`, a terminal): opened and written
///   in place, as `>` would; it is never replaced by a regular file.
public final class OutputFile {
    /// The path as the caller named it (for messages).
    public let path: String
    private var descriptor: Int32
    private let placement: Placement

    private enum Placement {
        /// Written to `temporary`, renamed to `target` on commit.
        case replace(temporary: String, target: String)
        /// Written in place (special files).
        case inPlace
        /// A file this object created under a unique name; removed unless committed.
        case created
    }

    /// A file to be written at `path` by the rules above; with `replacingLinks`, by the rules
    /// of a file the program owns (a report): whatever is at `path` — a symbolic link, a FIFO, a
    /// device — is replaced by a regular file, never written through (a folder is refused).
    public init(path: String, replacingLinks: Bool = false) throws(OutputError) {
        self.path = path
        guard !path.isEmpty else { throw OutputError("cannot write an empty path") }
        var info = stat()
        if replacingLinks, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw OutputError("cannot write \(path): it is a directory")
        }
        if !replacingLinks, let existing = try Self.existing(path), existing.isWrittenInPlace {
            let fd = open(path, O_WRONLY | O_CLOEXEC | (existing.isRegular ? O_APPEND : 0))
            guard fd >= 0 else { throw OutputError.system("cannot open", path, errno: errno) }
            descriptor = fd
            placement = .inPlace
            return
        }
        let target = replacingLinks ? path : try Self.resolve(path)
        // Replacing links, only a regular file's permissions are kept (lstat: a link's are not its target's).
        let exists = replacingLinks ? lstat(target, &info) == 0 && info.st_mode & S_IFMT == S_IFREG : stat(target, &info) == 0
        // As a redirection would: a file the user may not write is not replaced behind its back.
        if exists, access(target, W_OK) != 0 { throw OutputError.system("cannot write", path, errno: errno) }
        let existingMode: mode_t? = exists ? info.st_mode & 0o777 : nil
        let (fd, temporary) = try Self.makeUnique(directory: Self.directory(of: target), prefix: "." + Self.baseName(of: target) + ".",
                                                  suffix: ".partial", what: path)
        let mode = existingMode ?? (0o666 & ~Self.processUmask)
        guard fchmod(fd, mode) == 0 else {
            let code = errno
            close(fd)
            unlink(temporary)
            throw OutputError.system("cannot write", path, errno: code)
        }
        descriptor = fd
        placement = .replace(temporary: temporary, target: target)
    }

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
        self.placement = .created
    }

    /// A new file in `directory` named `prefix` + six random characters + `suffix`, created
    /// exclusively (an existing file or planted link of that name is never opened). Its `path`
    /// is the name chosen.
    public static func createUnique(directory: String, prefix: String, suffix: String) throws(OutputError) -> OutputFile {
        let (fd, path) = try makeUnique(directory: directory, prefix: prefix, suffix: suffix, what: directory + "/" + prefix + "…" + suffix)
        fchmod(fd, 0o666 & ~processUmask)
        return OutputFile(path: path, descriptor: fd)
    }

    /// A new file at exactly `path`, created exclusively: an existing file or link there is never
    /// opened or replaced (an error says it exists). Removed unless committed.
    public static func createNew(path: String) throws(OutputError) -> OutputFile {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
            if errno == EEXIST { throw OutputError("\(path) already exists: choose another name (it is never replaced)") }
            throw OutputError.system("cannot create", path, errno: errno)
        }
        return OutputFile(path: path, descriptor: fd)
    }

    /// Writes `bytes` to `path` as a whole (see the type's rules; `replacingLinks` as `init`
    /// says), or throws and leaves nothing.
    public static func write(_ bytes: [UInt8], to path: String, replacingLinks: Bool = false) throws(OutputError) {
        let file = try OutputFile(path: path, replacingLinks: replacingLinks)
        do throws(OutputError) {
            try file.write(bytes)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    deinit {
        if descriptor >= 0 { discard() }
    }

    public func write(_ text: String) throws(OutputError) {
        try write(Array(text.utf8))
    }

    /// Writes every byte, retrying short writes; a failure (full disk, closed pipe) throws.
    public func write(_ bytes: [UInt8]) throws(OutputError) {
        guard descriptor >= 0 else { throw OutputError("cannot write \(path): already closed") }
        if let code = StandardStreams.writeAll(bytes, to: descriptor) { throw OutputError.system("cannot write", path, errno: code) }
    }

    /// Finishes the file: flushed to disk and, for a replaced file, renamed over the target.
    public func commit() throws(OutputError) {
        guard descriptor >= 0 else { return }
        let fd = descriptor
        descriptor = -1
        switch placement {
        case .inPlace:
            guard close(fd) == 0 || errno == EINTR else { throw OutputError.system("cannot write", path, errno: errno) }
        case let .replace(temporary, target):
            guard fsync(fd) == 0 else {
                let code = errno
                close(fd)
                unlink(temporary)
                throw OutputError.system("cannot write", path, errno: code)
            }
            guard close(fd) == 0 else {
                let code = errno
                unlink(temporary)
                throw OutputError.system("cannot write", path, errno: code)
            }
            guard rename(temporary, target) == 0 else {
                let code = errno
                unlink(temporary)
                throw OutputError.system("cannot replace", path, errno: code)
            }
            // The rename itself reaches the disk with its folder.
            let folder = open(Self.directory(of: target), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if folder >= 0 {
                fsync(folder)
                close(folder)
            }
        case .created:
            guard fsync(fd) == 0, close(fd) == 0 else {
                let code = errno
                unlink(path)
                throw OutputError.system("cannot write", path, errno: code)
            }
        }
    }

    /// Abandons the file: a temporary or created file is removed; a special file is closed.
    public func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        switch placement {
        case let .replace(temporary, _): unlink(temporary)
        case .created: unlink(path)
        case .inPlace: break
        }
    }

    // MARK: Paths

    /// `path` with symbolic links followed (a redirection writes where a link points).
    private static func resolve(_ path: String) throws(OutputError) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            let code = errno
            if code == ENOENT { throw OutputError("cannot write \(path): it is a symbolic link to a missing file") }
            throw OutputError.system("cannot resolve", path, errno: code)
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What is at `path` (following links, as a shell redirection does), for a writer deciding
    /// how to write there.
    public struct Existing {
        /// A regular file (else a FIFO, a device, a socket …).
        public let isRegular: Bool
        /// Written in place rather than replaced: anything but a regular file (/dev/stdout to a
        /// pipe, a FIFO, a device), or a path through a descriptor link (/dev/stdout,
        /// /proc/self/fd/N), which names an open file the caller expects to grow, not a new one.
        public let isWrittenInPlace: Bool
    }

    /// What is at `path`; nil when nothing is (a link to a missing file included). Throws for a
    /// folder, which no output may be.
    public static func existing(_ path: String) throws(OutputError) -> Existing? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw OutputError("cannot write \(path): it is a directory") }
        return Existing(isRegular: type == S_IFREG, isWrittenInPlace: type != S_IFREG || passesThroughDescriptorLink(path))
    }

    /// Whether `path`, or any link on the way to its target, is a descriptor link
    /// (`/dev/stdout`, `/dev/fd/N`, `/proc/…/fd/N`): it names an open file, written in place.
    public static func passesThroughDescriptorLink(_ path: String) -> Bool {
        var current = path
        for _ in 0..<40 {
            if current.hasPrefix("/dev/std") || current.hasPrefix("/dev/fd/") || (current.hasPrefix("/proc/") && current.contains("/fd/")) {
                return true
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return false }
            let destination = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : directory(of: current) + "/" + destination
        }
        return false
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    private static func makeUnique(directory: String, prefix: String, suffix: String,
                                   what: String) throws(OutputError) -> (Int32, String) {
        // mkstemps replaces six placeholder characters before the suffix with random ones.
        let placeholder = String(repeating: "X", count: 6)
        var template = Array((directory + "/" + prefix + placeholder + suffix).utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, Int32(suffix.utf8.count)) }
        guard fd >= 0 else { throw OutputError.system("cannot create", what, errno: errno) }
        let chosen = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return (fd, chosen)
    }

    /// The process's umask, read once (reading it means setting it for a moment).
    private static let processUmask: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()
}

extension OutputFile {
    /// Whether `first` and `second` name one file, however spelled (`t.yaml`, `./t.yaml`,
    /// `dir/../t.yaml`) or reached (a link, a hard link): the same device and inode when the file
    /// exists, else the same folder and name with links and dots resolved.
    public static func namesSameFile(_ first: String, _ second: String) -> Bool {
        var one = stat(), other = stat()
        if stat(first, &one) == 0, stat(second, &other) == 0 { return one.st_dev == other.st_dev && one.st_ino == other.st_ino }
        return canonical(first) == canonical(second)
    }

    /// `path` with its folder resolved (links, `.`, `..`) and a link to a missing file followed.
    private static func canonical(_ path: String, depth: Int = 0) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        if length > 0, depth < 40 {
            let destination = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return canonical(destination.hasPrefix("/") ? destination : directory(of: path) + "/" + destination, depth: depth + 1)
        }
        guard let folder = realpath(directory(of: path), nil) else { return path }
        defer { free(folder) }
        return String(cString: folder) + "/" + baseName(of: path)
    }
}
