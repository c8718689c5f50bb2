import FileOutput
import Foundation
import SceneFormat

/// A scene `check` compares, loaded and validated before anything is rendered, with the name its
/// goldens are filed under.
struct CheckedScene {
    /// The scene file's name without `.yaml`.
    let name: String
    let description: SceneDescription
    /// The command that approves its current rendering and trace, as typed where `check` ran.
    let approval: String

    /// The scenes `arguments` name (paths or names in Scenes/; none: every scene in Scenes/),
    /// approved with `--goldens goldens` when the user named that folder.
    /// Exits with code 2 after saying why when a scene is unknown or invalid, or two share a name.
    static func load(_ arguments: [String], root: ResourceRoot, goldens: String?) throws -> [CheckedScene] {
        let paths = arguments.isEmpty ? root.sceneFiles : arguments.map { root.resolveScene($0, includingInstalled: false) }
        if paths.isEmpty {
            CommandSupport.printError("no scenes to check in \(root.scenesFolder)")
            throw CommandSupport.invalidInput
        }
        var scenes: [CheckedScene] = []
        var failed = false
        for (index, path) in paths.enumerated() {
            if !arguments.isEmpty, !FileManager.default.fileExists(atPath: path) {
                let known = root.sceneFiles.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
                CommandSupport.printError("no scene '\(arguments[index])'", hint: "give a scene file, or one of: \(known.joined(separator: ", "))")
                failed = true
                continue
            }
            switch SceneLoader.loadScene(path: path, recognizers: CommandSupport.recognizers) {
            case let .success(description):
                let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                let approval = ["gesturescope", "check", "--update", arguments.isEmpty ? name : arguments[index]]
                    + (goldens.map { ["--goldens", $0] } ?? [])
                scenes.append(CheckedScene(name: name, description: description, approval: approval.map(shellWord).joined(separator: " ")))
            case let .failure(errors):
                StandardStreams.err(errors.description + "\n")
                failed = true
            }
        }
        if failed { throw CommandSupport.invalidInput }
        let names = Dictionary(grouping: scenes, by: \.name).filter { $0.value.count > 1 }.keys.sorted()
        if let name = names.first {
            CommandSupport.printError("two scenes are named '\(name)': their goldens would share files", hint: "check them one at a time, with --goldens folders of their own")
            throw CommandSupport.invalidInput
        }
        return scenes
    }

    /// `word` as a POSIX shell reads it back: as it is when it holds only safe characters, else
    /// in single quotes.
    static func shellWord(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./@%+=:,")
        if !word.isEmpty, word.allSatisfy(safe.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
