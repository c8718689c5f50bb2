import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The Gesturescope project the user stands in: the nearest folder, from the current directory
/// upward, that holds `Scenes/gallery.txt` — the gallery listing every project has (a checkout of
/// this repository, a copy of it, a team's own folder of scenes and goldens). A folder with a
/// bare `Scenes/` is not a project: a `Scenes/` planted beside a binary, or any other program's
/// folder of that name, is never taken for one.
///
/// The current directory is read as the system gives it, links resolved: a project reached
/// through a symbolic link is named by its real path.
public enum ProjectFolder {
    /// The file whose presence marks a project, relative to the project folder.
    public static let marker = "Scenes/" + SceneGallery.listingName

    /// The nearest project folder at or above `directory` (an absolute path, links resolved
    /// first: the folders climbed are the real ones), or nil.
    public static func find(from directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).resolvingSymlinksInPath().standardizedFileURL.path
        while true {
            if isProject(folder) { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != folder else { return nil }
            folder = parent
        }
    }

    /// The project the current directory is in, or nil.
    public static func current() -> String? {
        find(from: FileManager.default.currentDirectoryPath)
    }

    /// Whether `folder` holds the marker as a regular file (a link to one counts: a checkout
    /// may link its gallery) and is safe to take as the user's project: the folder, `Scenes/`
    /// and the gallery are each owned by the user or by root, and the folder or `Scenes/` may be
    /// writable by group or others only when the user owns it. So a gallery planted in a shared
    /// folder — `/tmp/x/Scenes/gallery.txt`, made by someone else — never takes over a command run
    /// below it (the search climbs on past it).
    static func isProject(_ folder: String) -> Bool {
        let scenes = (folder == "/" ? "" : folder) + "/Scenes"
        var gallery = stat()
        guard stat(scenes + "/" + SceneGallery.listingName, &gallery) == 0, gallery.st_mode & S_IFMT == S_IFREG,
              isTrusted(owner: gallery.st_uid, mode: 0) else { return false }
        return [folder, scenes].allSatisfy { path in
            var info = stat()
            return stat(path, &info) == 0 && isTrusted(owner: info.st_uid, mode: info.st_mode)
        }
    }

    /// Owned by the user or root, and writable by group or others only if the user owns it.
    private static func isTrusted(owner: uid_t, mode: mode_t) -> Bool {
        let user = geteuid()
        return owner == user || (owner == 0 && mode & 0o022 == 0)
    }
}
