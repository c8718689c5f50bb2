import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A new folder no one else can have made: `mkdtemp` (mode 0700, a random name), so a planted
/// file or link at a predictable path is never opened. Callers remove it when done.
public enum PrivateFolder {
    /// Makes `directory/prefix` followed by six random characters and returns its path; throws
    /// with the system's reason when `directory` cannot hold it.
    public static func make(in directory: String, prefix: String) throws(OutputError) -> String {
        // mkdtemp replaces the six placeholder characters at the end with random ones.
        var template = Array((directory + "/" + prefix + String(repeating: "X", count: 6)).utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw OutputError.system("cannot make a folder in", directory, errno: errno)
        }
        return String(cString: made)
    }
}
