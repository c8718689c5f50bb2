import ArgumentParser
import GestureEngine

/// A window size on the command line: `<width>x<height>` in whole points, 1…8192 each
/// (e.g. `1280x800`).
struct WindowSizeArgument: ExpressibleByArgument {
    let size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...8192).contains(width), (1...8192).contains(height) else { return nil }
        size = Size(Double(width), Double(height))
    }
}
