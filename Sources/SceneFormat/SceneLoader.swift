import Foundation
import GestureEngine

/// Loads and validates scene and script files. Every problem found is returned as a positioned
/// diagnostic; nothing here traps on bad input.
public enum SceneLoader {
    /// What a YAML file holds, judged by its top-level keys.
    public enum FileKind: Sendable {
        case scene, script
    }

    /// `recognizers` are the types a scene may name; `limits` bound the file (docs/SCENES.md).
    public static func parseScene(_ text: String, file: String, recognizers: RecognizerRegistry = .builtIn,
                                  limits: SceneLimits = .standard) -> Result<SceneDescription, SceneErrors> {
        parseScene(text, file: file, settings: [], recognizers: recognizers, limits: limits)
    }

    public static func parseScript(_ text: String, file: String, limits: SceneLimits = .standard) -> Result<InputScript, SceneErrors> {
        let log = DiagnosticLog(file: file, limits: limits)
        let script = YAMLDocument.parse(text, log: log).flatMap { SceneParser(log: log, recognizers: .builtIn).scriptFile($0) }
        guard let script, !log.hasErrors else { return .failure(SceneErrors(diagnostics: log.sorted)) }
        return .success(script)
    }

    public static func loadScene(path: String, recognizers: RecognizerRegistry = .builtIn,
                                 limits: SceneLimits = .standard) -> Result<SceneDescription, SceneErrors> {
        loadScene(path: path, settings: [], recognizers: recognizers, limits: limits)
    }

    /// The scene at `path` with `settings` applied to its YAML before it is built
    /// (`parseScene(_:file:settings:recognizers:limits:)`).
    public static func loadScene(path: String, settings: [RecognizerSetting], recognizers: RecognizerRegistry = .builtIn,
                                 limits: SceneLimits = .standard) -> Result<SceneDescription, SceneErrors> {
        read(path, limits: limits).flatMap { parseScene($0, file: path, settings: settings, recognizers: recognizers, limits: limits) }
    }

    public static func loadScript(path: String, limits: SceneLimits = .standard) -> Result<InputScript, SceneErrors> {
        read(path, limits: limits).flatMap { parseScript($0, file: path, limits: limits) }
    }

    /// Every problem in `path`, whichever kind of file it is; empty when it is valid.
    public static func validate(path: String, recognizers: RecognizerRegistry = .builtIn, limits: SceneLimits = .standard) -> [Diagnostic] {
        let text: String
        switch read(path, limits: limits) {
        case let .failure(errors): return errors.diagnostics
        case let .success(contents): text = contents
        }
        let log = DiagnosticLog(file: path, limits: limits)
        guard let root = YAMLDocument.parse(text, log: log) else { return log.sorted }
        let parser = SceneParser(log: log, recognizers: recognizers)
        if kind(of: root) == .script {
            _ = parser.scriptFile(root)
        } else {
            _ = parser.scene(root)
        }
        return log.sorted
    }

    /// A file whose top level has `script` but none of `window`, `views`, `name` is a script.
    public static func kind(of text: String) -> FileKind {
        guard case let .success(root?) = YAMLComposer.compose(text) else { return .scene }
        return kind(of: root)
    }

    static func kind(of root: YAMLNode) -> FileKind {
        let keys = root.mapping?.keyTexts ?? []
        let sceneOnly = ["window", "views", "name"]
        return keys.contains("script") && !keys.contains(where: sceneOnly.contains) ? .script : .scene
    }

    /// The file's text, after checking that it is a regular file (a FIFO or a device could block
    /// or never end) of at most `limits.fileBytes`.
    private static func read(_ path: String, limits: SceneLimits) -> Result<String, SceneErrors> {
        readText(path, maxBytes: limits.fileBytes, what: "a scene")
    }

    /// The text of the regular file at `path` (a FIFO or a device could block or never end), at
    /// most `maxBytes` long, or one diagnostic saying why not. `what` names the kind of file in
    /// messages ("a scene", "a trace").
    public static func readText(_ path: String, maxBytes: Int, what: String) -> Result<String, SceneErrors> {
        func failure(_ message: String, hint: String, line: Int? = nil) -> Result<String, SceneErrors> {
            .failure(SceneErrors(diagnostics: [Diagnostic(file: path, line: line, column: line.map { _ in 1 }, message: message, hint: hint)]))
        }
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: (path as NSString).resolvingSymlinksInPath)
        } catch let error as NSError where error.code == NSFileReadNoSuchFileError {
            return failure("no such file", hint: "give a path to a .yaml file, or a scene name from Scenes/")
        } catch {
            return failure("cannot read the file: \(error.localizedDescription)", hint: "check the path and its permissions")
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: break
        case .typeDirectory?: return failure("is a directory, not \(what) file", hint: "name a file inside it")
        default: return failure("is not a regular file", hint: "\(what) file is an ordinary text file")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maxBytes else {
            return failure("the file is \(size) bytes, larger than the \(describeBytes(maxBytes)) \(what) may be",
                           hint: "split it into smaller files")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return failure("cannot read the file", hint: "check its permissions")
        }
        guard data.count <= maxBytes else {
            return failure("the file grew past \(describeBytes(maxBytes)) while it was read", hint: "try again once it is written")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return failure("the file is not UTF-8 text", hint: "save it as UTF-8", line: 1)
        }
        return .success(text)
    }

    /// "4 MiB" for whole mebibytes, else "N bytes".
    private static func describeBytes(_ count: Int) -> String {
        count % (1 << 20) == 0 ? "\(count >> 20) MiB" : "\(count) bytes"
    }
}
