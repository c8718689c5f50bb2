import ArgumentParser

@main
struct Gesturescope: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesturescope",
        abstract: "See UIKit's touch handling at work: hit testing, delivery, gesture recognizers.",
        discussion: """
        Scenes are YAML files (docs/SCENES.md); a SCENE argument is a path or the name of a file in Scenes/.
        Exit codes: 0 success, 1 failure (display, SDL, file system), 2 invalid scene or script, 64 invalid arguments.
        """,
        subcommands: [RunCommand.self, TraceCommand.self, SnapshotCommand.self, ValidateCommand.self, BenchCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
