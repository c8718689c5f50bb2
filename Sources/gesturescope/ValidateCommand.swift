import ArgumentParser
import FileOutput
import SceneFormat

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scene and script files; print every problem as file:line:column: message.",
        discussion: "Exit code 0 when every file is valid, 2 otherwise."
    )

    @Argument(help: "Scene or script files (.yaml).")
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("name at least one file") }
    }

    func run() throws {
        var problems = 0
        for file in files {
            let diagnostics = SceneLoader.validate(path: file, recognizers: CommandSupport.recognizers)
            problems += diagnostics.count
            if diagnostics.isEmpty {
                try CommandSupport.say("\(file): ok\n")
            } else {
                StandardStreams.err(diagnostics.map { $0.description + "\n" }.joined())
            }
        }
        if problems > 0 {
            StandardStreams.err("\(problems) problem\(problems == 1 ? "" : "s") found\n")
            throw CommandSupport.invalidInput
        }
    }
}
