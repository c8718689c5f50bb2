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
        ~/.local/share/gesturescope/scenes/ to find them by name and with ←/→ in the window.
        """
    )

    @Argument(help: "The new scene's file name or path.")
    var name: String

    @Option(help: "Start from this scene (a file, or the name of a scene) instead of the template.")
    var from: String?

    func validate() throws {
        guard !name.isEmpty, !name.hasSuffix("/") else { throw ValidationError("NAME must name a file") }
    }

    func run() throws {
        let root = try CommandSupport.resources()
        let path = name.contains("/") || name.hasSuffix(".yaml") ? name : name + ".yaml"
        let title = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let schema = URL(fileURLWithPath: root.path).appendingPathComponent("docs/scene.schema.json").standardizedFileURL.path
        var body = Self.template(title: title)
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
            // Only a broken --from scene can get here: the template validates (NewCommandTests).
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

    /// The starting scene: a window, a view with a label, a tap that recolours it, a demo tap.
    static func template(title: String) -> String {
        """
        # \(title): a Gesturescope scene (docs/SCENES.md). Saving it while the window shows it reloads it.
        name: \(YAMLText.quoted(title))
        description: A view with a tap recognizer. Tap it, or press D to play the demo.
        window: {size: [640, 420], background: "#1e2230"}
        views:
          - id: card
            frame: [170, 90, 300, 240]
            background: "#3b82f6"
            cornerRadius: 20
            label: {text: tap me, color: white, size: 22}
            gestures:
              - id: tap
                type: tap
                actions:
                  - {on: ended, do: setBackground, value: "#8b5cf6"}
                  - {on: ended, do: log, value: tapped}
        script:
          - {t: 0.3, caption: "A tap on the card"}
          - {t: 0.5, down: 1, at: [320, 210]}
          - {t: 0.6, up: 1}
          - {t: 1.2, end: true}

        """
    }

    /// `text` with its first top-level `name:` line naming `title` instead.
    static func renamed(_ text: String, to title: String) -> String {
        var lines = text.components(separatedBy: "\n")
        if let index = lines.firstIndex(where: { $0.hasPrefix("name:") }) { lines[index] = "name: \(YAMLText.quoted(title))" }
        return lines.joined(separator: "\n")
    }
}
