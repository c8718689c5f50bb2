#if canImport(Glibc)
import Glibc
#endif

/// A failed write, open or rename: what was being done, to which path, and the system's reason
/// (`strerror`). Printed as one line by the commands.
public struct OutputError: Error, CustomStringConvertible, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    /// "`action` `path`: `reason for errno`", e.g. "cannot write out.png: No space left on device".
    static func system(_ action: String, _ path: String, errno code: Int32) -> OutputError {
        OutputError("\(action) \(path): \(String(cString: strerror(code)))")
    }

    public var description: String { message }
}
