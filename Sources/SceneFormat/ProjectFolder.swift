import Foundation

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
    /// may link its gallery).
    static func isProject(_ folder: String) -> Bool {
        var isFolder: ObjCBool = false
        let path = folder == "/" ? "/" + marker : folder + "/" + marker
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}
