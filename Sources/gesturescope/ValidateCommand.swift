import ArgumentParser
import Foundation
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
            let diagnostics = SceneLoader.validate(path: file)
            problems += diagnostics.count
            if diagnostics.isEmpty {
                print("\(file): ok")
            } else {
                FileHandle.standardError.write(Data(diagnostics.map { $0.description + "\n" }.joined().utf8))
            }
        }
        if problems > 0 {
            FileHandle.standardError.write(Data("\(problems) problem\(problems == 1 ? "" : "s") found\n".utf8))
            throw CommandSupport.invalidInput
        }
    }
}
