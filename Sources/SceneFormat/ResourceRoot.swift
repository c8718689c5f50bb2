import Foundation

/// Finds the folders holding `Assets/` and `Scenes/` at run time, and resolves scene names.
///
/// The resources (`Assets/`: the font every rendering uses) are looked for only where an
/// installation or a build puts them, never in the current directory (a copied binary must not
/// load a planted `Assets/`), in order:
/// 1. `$GESTURESCOPE_ROOT`, when the user names a folder;
/// 2. `<prefix>/share/gesturescope` for a binary installed as `<prefix>/bin/gesturescope`;
/// 3. the package folder of a binary built in it: `<package>/.build…/<triple>/<config>/`.
///
/// The scenes (`Scenes/`, its gallery and goldens) are the project's the user stands in
/// (`ProjectFolder`: the nearest folder upward holding `Scenes/gallery.txt`), else those of the
/// resources' folder: `check` run in a copy of a checkout checks that copy, whatever binary runs.
///
/// Scene names are also looked for, after a project's `Scenes/`, in the resources' (so that
/// `trace settings` or `bench` work in a project that lacks the scene), then in the user's own
/// scene folder (`userScenesFolder`: `$XDG_DATA_HOME/gesturescope/scenes`, by default
/// `~/.local/share/gesturescope/scenes`).
public struct ResourceRoot: Sendable {
    /// Where the scenes come from, for messages.
    public enum ScenesOrigin: Sendable, Equatable {
        /// The project the current directory is in.
        case project
        /// `$GESTURESCOPE_ROOT`.
        case environment
        /// The installation or the package the binary was built in.
        case installed
    }

    /// The folder holding `Assets/`.
    public let path: String
    /// The folder holding `Scenes/`: the project's, else `path`.
    public let scenesRoot: String
    public let scenesOrigin: ScenesOrigin
    /// The user's own scenes (nil: no home to find it in).
    public let userScenesFolder: String?

    public init(path: String, userScenesFolder: String? = nil, scenesRoot: String? = nil, scenesOrigin: ScenesOrigin = .installed) {
        self.path = path
        self.userScenesFolder = userScenesFolder
        self.scenesRoot = scenesRoot ?? path
        self.scenesOrigin = scenesRoot == nil ? scenesOrigin : .project
    }

    /// The user's scene folder by the XDG base directory rules: `$XDG_DATA_HOME` when it is an
    /// absolute path, else `$HOME/.local/share`; nil without either.
    public static func userScenesFolder(environment: [String: String]) -> String? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/gesturescope/scenes" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.local/share/gesturescope/scenes"
    }

    /// A file whose presence marks the root.
    static let marker = "Assets/fonts/DejaVuSans.ttf"

    /// The root for the running executable and the project `project` names (default: the one
    /// the current directory is in), or nil (the caller explains how to set one).
    public static func locate(executable: String = CommandLine.arguments.first ?? "",
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              project: String? = ProjectFolder.current()) -> ResourceRoot? {
        let userScenes = userScenesFolder(environment: environment)
        if let explicit = environment["GESTURESCOPE_ROOT"], !explicit.isEmpty {
            return isRoot(explicit) ? ResourceRoot(path: explicit, userScenesFolder: userScenes, scenesRoot: project, scenesOrigin: .environment) : nil
        }
        return candidates(forExecutable: executablePath(executable)).first(where: isRoot).map {
            ResourceRoot(path: $0, userScenesFolder: userScenes, scenesRoot: project)
        }
    }

    /// The places an installation or a build puts the resources of the binary at `executable`.
    static func candidates(forExecutable executable: URL) -> [String] {
        let folder = executable.deletingLastPathComponent()
        var found = [folder.deletingLastPathComponent().appendingPathComponent("share/gesturescope").path]
        let components = folder.pathComponents
        if let build = components.lastIndex(where: { $0.hasPrefix(".build") }), build > 0 {
            found.append(NSString.path(withComponents: Array(components[..<build])))
        }
        return found
    }

    /// The running binary's real path: /proc/self/exe on Linux (argv[0] may be a bare name found
    /// on PATH), else argv[0] with links resolved.
    private static func executablePath(_ argument: String) -> URL {
        if let linked = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: linked)
        }
        return URL(fileURLWithPath: argument).resolvingSymlinksInPath()
    }

    private static func isRoot(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/" + marker)
    }

    public var scenesFolder: String { scenesRoot + "/Scenes" }
    public var fontPath: String { path + "/" + Self.marker }

    /// The scene shown when none is named.
    public static let defaultSceneName = "intro"

    /// Every scene file directly in `Scenes/`, sorted by file name: the `.yaml` files, not the
    /// folders beside them (`goldens/`, whatever their names). The shipped scenes only.
    public var sceneFiles: [String] {
        Self.sceneFiles(in: scenesFolder)
    }

    /// The user's own scene files, sorted by file name.
    public var userSceneFiles: [String] {
        userScenesFolder.map(Self.sceneFiles(in:)) ?? []
    }

    /// The shipped scenes in gallery order (`SceneGallery`: the talk's chapters), then the user's
    /// own; the window's `←`/`→` steps through them all.
    public var galleryFiles: [String] {
        SceneGallery.load(root: self).paths
    }

    private static func sceneFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder + "/" + $0 }.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    /// `argument` as a path when it looks like one (it has a `/` or ends in `.yaml`), else as
    /// the name of a scene in `Scenes/`, then (in a project, `includingInstalled`) in the
    /// resources' `Scenes/`, then in the user's scene folder: a bare name such as `intro` (the
    /// default) is never read from the current directory, where a planted file could stand in
    /// for it. Unresolvable arguments come back unchanged so that loading reports them as
    /// missing files. `check` passes `includingInstalled: false`: it checks only the project's.
    public func resolveScene(_ argument: String, includingInstalled: Bool = true) -> String {
        if argument.contains("/") { return argument }
        if argument.hasSuffix(".yaml"), FileManager.default.fileExists(atPath: argument) { return argument }
        let name = argument.hasSuffix(".yaml") ? argument : argument + ".yaml"
        let installed = includingInstalled && scenesRoot != path ? [path + "/Scenes"] : []
        let folders = [scenesFolder] + installed + (userScenesFolder.map { [$0] } ?? [])
        return folders.map { $0 + "/" + name }.first(where: FileManager.default.fileExists(atPath:)) ?? argument
    }
}
