import ArgumentParser
import FileOutput
import SceneFormat

/// Scene B of `compare` and `run --compare`: a scene loaded as the other commands load it, with
/// `--set` changes applied to its YAML before it is built.
enum SceneOverrides {
    /// `--set` arguments read as `RECOGNIZER.KEY=VALUE`; exits with code 2, after printing what
    /// is wrong, for one that cannot be read.
    static func settings(_ texts: [String]) throws -> [RecognizerSetting] {
        try texts.map { text in
            guard let setting = RecognizerSetting(parsing: text) else {
                CommandSupport.printError("--set \(text): expected RECOGNIZER.KEY=VALUE", hint: "e.g. --set pan.requireToFail=[tap]")
                throw CommandSupport.invalidInput
            }
            return setting
        }
    }

    /// The scene `argument` with `settings` (`RECOGNIZER.KEY=VALUE`) applied; exits with code 2,
    /// after printing what is wrong, for a setting that cannot be read or applied.
    static func scene(_ argument: String, root: ResourceRoot, settings: [String]) throws -> SceneDescription {
        guard !settings.isEmpty else { return try CommandSupport.loadScene(argument, root: root) }
        let parsed = try Self.settings(settings)
        let file = try CommandSupport.scenePath(argument, root: root)
        switch SceneLoader.loadScene(path: file, settings: parsed, recognizers: CommandSupport.recognizers) {
        case let .success(scene): return scene
        case let .failure(errors):
            StandardStreams.err(errors.description + "\n")
            throw CommandSupport.invalidInput
        }
    }
}
