#if canImport(Glibc)
import Glibc
#endif

/// Checked writes to standard output and standard error. Unlike `print` (which drops errors) and
/// `FileHandle.write` (which traps), a full disk, a closed descriptor or a closed pipe is an
/// `OutputError` the command reports and exits non-zero on.
///
/// Call `StandardStreams.prepare()` once at start: it ignores SIGPIPE, so that writing into a
/// closed pipe returns EPIPE here instead of killing the process silently.
public enum StandardStreams {
    public static func prepare() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes all of `text` to standard output.
    public static func out(_ text: String) throws(OutputError) {
        try writeAll(Array(text.utf8), to: STDOUT_FILENO, name: "standard output")
    }

    /// Writes all of `text` to standard error. Errors are ignored: there is nowhere left to say so.
    public static func err(_ text: String) {
        try? writeAll(Array(text.utf8), to: STDERR_FILENO, name: "standard error")
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, name: String) throws(OutputError) {
        if let code = writeAll(bytes, to: descriptor) { throw OutputError.system("cannot write to", name, errno: code) }
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying short writes and interruptions;
    /// the `errno` of a failure, nil on success.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
