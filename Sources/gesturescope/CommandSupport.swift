import ArgumentParser
import Foundation
import SceneFormat

/// Shared plumbing of the commands: locating resources, loading files with diagnostics.
enum CommandSupport {
    /// Exit code for invalid scenes, scripts and arguments.
    static let invalidInput = ExitCode(2)

    static func resources() throws -> ResourceRoot {
        guard let root = ResourceRoot.locate() else {
            printError("cannot find the Gesturescope resources (Scenes/ and Assets/)",
                       hint: "run from the project folder or set GESTURESCOPE_ROOT to it")
            throw ExitCode.failure
        }
        return root
    }

    static func loadScene(_ argument: String?, root: ResourceRoot) throws -> SceneDescription {
        let path = root.resolveScene(argument ?? ResourceRoot.defaultSceneName)
        switch SceneLoader.loadScene(path: path) {
        case let .success(scene): return scene
        case let .failure(errors):
            FileHandle.standardError.write(Data((errors.description + "\n").utf8))
            throw invalidInput
        }
    }

    /// The script to play: `--script FILE` when given, else the scene's demo.
    static func script(_ path: String?, scene: SceneDescription) throws -> InputScript {
        guard let path else { return scene.script }
        switch SceneLoader.loadScript(path: path) {
        case let .success(script): return script
        case let .failure(errors):
            FileHandle.standardError.write(Data((errors.description + "\n").utf8))
            throw invalidInput
        }
    }

    static func printError(_ message: String, hint: String? = nil) {
        var text = "gesturescope: error: \(message)\n"
        if let hint { text += "    hint: \(hint)\n" }
        FileHandle.standardError.write(Data(text.utf8))
    }
}
