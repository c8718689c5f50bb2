import ArgumentParser
import FileOutput
import SceneFormat

/// `--set RECOGNIZER.KEY=VALUE` of `compare`, `run --compare` and `record --compare`: the
/// changes applied to scene B's YAML before it is built (`CommandSupport.loadScene(_:root:settings:)`).
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
}
