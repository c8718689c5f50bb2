import Foundation

/// Finds the folder holding `Scenes/` and `Assets/` at run time, and resolves scene names.
///
/// Searched in order: `$GESTURESCOPE_ROOT`; the executable's folder and its ancestors (a built
/// binary lives in `.build/<config>/`); the current directory and its ancestors.
public struct ResourceRoot: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// A file whose presence marks the root.
    static let marker = "Assets/fonts/DejaVuSans.ttf"

    public static func locate(executable: String = CommandLine.arguments.first ?? "") -> ResourceRoot? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["GESTURESCOPE_ROOT"], isRoot(explicit) { return ResourceRoot(path: explicit) }
        let executableURL = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for start in [executableURL, current] {
            var candidate = start.standardizedFileURL
            for _ in 0..<8 {
                if isRoot(candidate.path) { return ResourceRoot(path: candidate.path) }
                let parent = candidate.deletingLastPathComponent()
                if parent.path == candidate.path { break }
                candidate = parent
            }
        }
        return nil
    }

    private static func isRoot(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/" + marker)
    }

    public var scenesFolder: String { path + "/Scenes" }
    public var fontPath: String { path + "/" + Self.marker }

    /// The scene shown when none is named.
    public static let defaultSceneName = "intro"

    /// Every scene file in `Scenes/`, sorted by file name.
    public var sceneFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scenesFolder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { scenesFolder + "/" + $0 }
    }

    /// `argument` as a path if such a file exists, else as the name of a scene in `Scenes/`
    /// (with or without `.yaml`). Unresolvable names come back unchanged so that loading reports
    /// them as missing files.
    public func resolveScene(_ argument: String) -> String {
        if FileManager.default.fileExists(atPath: argument) { return argument }
        let name = argument.hasSuffix(".yaml") ? argument : argument + ".yaml"
        let candidate = scenesFolder + "/" + name
        return FileManager.default.fileExists(atPath: candidate) ? candidate : argument
    }
}
