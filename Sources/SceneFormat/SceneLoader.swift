import Foundation
import GestureEngine
import Yams

/// Loads and validates scene and script files. Every problem found is returned as a positioned
/// diagnostic; nothing here traps on bad input.
public enum SceneLoader {
    /// What a YAML file holds, judged by its top-level keys.
    public enum FileKind: Sendable {
        case scene, script
    }

    public static func parseScene(_ text: String, file: String) -> Result<SceneDescription, SceneErrors> {
        let log = DiagnosticLog(file: file)
        let scene = YAMLDocument.parse(text, log: log).flatMap { SceneParser(log: log).scene($0) }
        guard let scene, !log.hasErrors else { return .failure(SceneErrors(diagnostics: log.sorted)) }
        return .success(scene)
    }

    public static func parseScript(_ text: String, file: String) -> Result<InputScript, SceneErrors> {
        let log = DiagnosticLog(file: file)
        let script = YAMLDocument.parse(text, log: log).flatMap { SceneParser(log: log).scriptFile($0) }
        guard let script, !log.hasErrors else { return .failure(SceneErrors(diagnostics: log.sorted)) }
        return .success(script)
    }

    public static func loadScene(path: String) -> Result<SceneDescription, SceneErrors> {
        read(path).flatMap { parseScene($0, file: path) }
    }

    public static func loadScript(path: String) -> Result<InputScript, SceneErrors> {
        read(path).flatMap { parseScript($0, file: path) }
    }

    /// Every problem in `path`, whichever kind of file it is; empty when it is valid.
    public static func validate(path: String) -> [Diagnostic] {
        let text: String
        switch read(path) {
        case let .failure(errors): return errors.diagnostics
        case let .success(contents): text = contents
        }
        let log = DiagnosticLog(file: path)
        guard let root = YAMLDocument.parse(text, log: log) else { return log.sorted }
        let parser = SceneParser(log: log)
        if kind(of: root) == .script {
            _ = parser.scriptFile(root)
        } else {
            _ = parser.scene(root)
        }
        return log.sorted
    }

    /// A file whose top level has `script` but none of `window`, `views`, `name` is a script.
    public static func kind(of text: String) -> FileKind {
        guard let root = try? Yams.compose(yaml: text) else { return .scene }
        return kind(of: root)
    }

    static func kind(of root: Node) -> FileKind {
        let keys = root.mapping?.keys.compactMap(\.string) ?? []
        let sceneOnly = ["window", "views", "name"]
        return keys.contains("script") && !keys.contains(where: sceneOnly.contains) ? .script : .scene
    }

    private static func read(_ path: String) -> Result<String, SceneErrors> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return .failure(SceneErrors(diagnostics: [Diagnostic(file: path, line: nil, column: nil, message: "no such file",
                                                                 hint: "give a path to a .yaml file, or a scene name from Scenes/")]))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(SceneErrors(diagnostics: [Diagnostic(file: path, line: nil, column: nil, message: "cannot read the file",
                                                                 hint: "check its permissions")]))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(SceneErrors(diagnostics: [Diagnostic(file: path, line: 1, column: 1, message: "the file is not UTF-8 text",
                                                                 hint: "save it as UTF-8")]))
        }
        return .success(text)
    }
}
