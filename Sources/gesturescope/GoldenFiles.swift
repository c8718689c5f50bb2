import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SceneFormat
import VisualCheck

/// Goldens are regular files in a real folder, read and replaced as such: a symbolic link among
/// them — which a hostile checkout can plant, pointing at a file in the user's home or at
/// /etc/passwd — is never read (its content would reach the report and the JUnit file) and never
/// written through by `--update`, and neither is a FIFO, device or folder at a golden's name (a
/// FIFO would block the run). `check` refuses them, exit code 2, before anything is rendered.
enum GoldenFiles {
    /// Whether a golden is at `path`: true for a regular file, false when nothing is there; exits
    /// with code 2 when it is a symbolic link or anything else.
    static func exists(_ path: String) throws -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return true
        case S_IFLNK: try refuse(path, "is a symbolic link")
        default: try refuse(path, "is not a regular file")
        }
    }

    /// Refuses each of `folders` (the goldens folder, and the Scenes folder holding the default
    /// one) that is a symbolic link, before any folder is made or anything rendered or written.
    static func checkFolders(_ folders: [(what: String, path: String)]) throws {
        for (what, path) in folders {
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                CommandSupport.printError("the \(what) \(path) is a symbolic link: goldens are read and written only in a real folder",
                                          hint: "name the folder it points to with --goldens")
                throw CommandSupport.invalidInput
            }
        }
    }

    /// Refuses every golden of `scenes` in `folder` that is a link or not a regular file, before
    /// anything is rendered or written.
    static func checkGoldens(in folder: String, scenes: [CheckedScene]) throws {
        for scene in scenes {
            let names = scene.description.effectiveCheckpoints.map { GoldenNames.image(scene: scene.name, at: $0) } + [GoldenNames.trace(scene: scene.name)]
            for name in names { _ = try exists(folder + "/" + name) }
        }
    }

    private static func refuse(_ path: String, _ problem: String) throws -> Never {
        CommandSupport.printError("the golden \(path) \(problem): goldens are read and written only as regular files",
                                  hint: "replace it with a copy of the file, or remove it and approve the scene again with --update")
        throw CommandSupport.invalidInput
    }
}
