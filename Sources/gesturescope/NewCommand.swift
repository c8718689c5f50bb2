import ArgumentParser
import FileOutput
import Foundation
import SceneFormat

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a starting scene (a window, a view, a recognizer, a short demo script) that validates and runs.",
        discussion: """
        NAME is a file name (my-scene → my-scene.yaml in the current folder) or a path. The file's first line names the \
        scene JSON Schema for the YAML language server, so editors with YAML support (VS Code's YAML extension, Neovim, \
        Kate, …) complete keys and flag errors as you type. An existing file is never replaced. Put scenes in \
        $XDG_DATA_HOME/gesturescope/scenes/ (by default ~/.local/share/gesturescope/scenes/) to find them by name and \
        with ←/→ in the window.
        """
    )

    @Argument(help: "The new scene's file name or path.")
    var name: String

    @Option(help: "Start from this scene (a file, or the name of a scene) instead of the template.")
    var from: String?

    func validate() throws {
        let base = name.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        guard !base.isEmpty, !base.hasPrefix("."), base != ".yaml" else {
            throw ValidationError("NAME must name a file, such as my-scene")
        }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw ValidationError("NAME must not contain control characters")
        }
    }

    func run() throws {
        let root = try CommandSupport.resources()
        // A scene file always ends in .yaml (editors and the gallery go by it).
        let path = name.hasSuffix(".yaml") ? name : name + ".yaml"
        let title = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        // A file URL: the YAML language server reads the schema's address up to the first space.
        let schema = URL(fileURLWithPath: root.path).appendingPathComponent("docs/scene.schema.json").standardizedFileURL.absoluteString
        var body = SceneTemplate.text(title: title)
        if let from {
            let source = try CommandSupport.loadScene(from, root: root)
            guard case let .success(text) = SceneLoader.readText(source.file, maxBytes: 16 << 20, what: "a scene") else {
                CommandSupport.printError("cannot read \(source.file)")
                throw ExitCode.failure
            }
            body = Self.renamed(text, to: title)
        }
        let text = SceneSchemaComment.line(schemaPath: schema) + "\n" + SceneSchemaComment.removed(from: body)
        if case let .failure(errors) = SceneLoader.parseScene(text, file: path, recognizers: CommandSupport.recognizers) {
            // Only a broken --from scene can get here: the template validates (SceneTemplateTests).
            StandardStreams.err(errors.description + "\n")
            throw CommandSupport.invalidInput
        }
        do {
            let file = try OutputFile.createNew(path: path)
            try file.write(text)
            try file.commit()
        } catch {
            CommandSupport.printError(error.message)
            throw ExitCode.failure
        }
        try CommandSupport.say("wrote \(path): open it with gesturescope run \(path) (D plays its demo); it names the schema at \(schema)\n")
    }

    /// `text` with its first top-level `name:` line naming `title` instead.
    static func renamed(_ text: String, to title: String) -> String {
        var lines = text.components(separatedBy: "\n")
        if let index = lines.firstIndex(where: { $0.hasPrefix("name:") }) { lines[index] = "name: \(YAMLText.quoted(title))" }
        return lines.joined(separator: "\n")
    }
}
