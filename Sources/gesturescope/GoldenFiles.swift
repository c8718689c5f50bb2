import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SceneFormat
import VisualCheck

/// Goldens are regular files in a real folder, read and replaced as such: a symbolic link among
/// them — which a hostile checkout can plant, pointing at a file in the user's home or at
/// /etc/passwd — is never read (its content would reach the report and the JUnit file) and never
/// written through by `--update`. `check` refuses it, exit code 2, before anything is rendered.
enum GoldenFiles {
    /// Whether a golden is at `path` (anything but a link: a FIFO or a folder is refused when it
    /// is read); exits with code 2 when it is a symbolic link.
    static func exists(_ path: String) throws -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        guard info.st_mode & S_IFMT != S_IFLNK else { try refuse(path) }
        return true
    }

    /// Refuses a goldens folder that is a symbolic link and every link among the goldens of
    /// `scenes`, before anything is rendered or written.
    static func checkForLinks(in folder: String, scenes: [CheckedScene]) throws {
        var info = stat()
        if lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            CommandSupport.printError("the goldens folder \(folder) is a symbolic link: goldens are read and written only in a real folder",
                                      hint: "name the folder it points to with --goldens")
            throw CommandSupport.invalidInput
        }
        for scene in scenes {
            let names = scene.description.effectiveCheckpoints.map { GoldenNames.image(scene: scene.name, at: $0) } + [GoldenNames.trace(scene: scene.name)]
            for name in names { _ = try exists(folder + "/" + name) }
        }
    }

    private static func refuse(_ path: String) throws -> Never {
        CommandSupport.printError("the golden \(path) is a symbolic link: goldens are read and written only as regular files",
                                  hint: "replace the link with a copy of the file, or remove it and approve the scene again with --update")
        throw CommandSupport.invalidInput
    }
}
