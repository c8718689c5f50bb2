import App
import ArgumentParser
import FileOutput
import Foundation
import SceneFormat
import SDLShell

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scene and script files; print every problem as file:line:column: message.",
        discussion: "Exit code 0 when every file is valid, 2 otherwise. With --watch it keeps running until Ctrl-C."
    )

    @Argument(help: "Scene or script files (.yaml).")
    var files: [String]

    @Flag(help: "After the first check, check each file again whenever it is saved and print only what changed: problems that appeared, problems fixed, and 'ok' when a file becomes valid.")
    var watch = false

    /// Seconds between looks at the files' modification times.
    static let watchInterval = 0.25

    func validate() throws {
        if files.isEmpty { throw ValidationError("name at least one file") }
    }

    func run() throws {
        var problems = 0
        var last: [String: (stamp: FileStamp?, diagnostics: [Diagnostic])] = [:]
        for file in files {
            let stamp = FileStamp(path: file)
            let diagnostics = SceneLoader.validate(path: file, recognizers: CommandSupport.recognizers)
            last[file] = (stamp, diagnostics)
            problems += diagnostics.count
            if diagnostics.isEmpty {
                try CommandSupport.say("\(file): ok\n")
            } else {
                StandardStreams.err(diagnostics.map { $0.description + "\n" }.joined())
            }
        }
        if watch { try watchForSaves(from: last) }
        if problems > 0 {
            StandardStreams.err("\(problems) problem\(problems == 1 ? "" : "s") found\n")
            throw CommandSupport.invalidInput
        }
    }

    /// Checks each file again when its stamp changes (a save, an editor's rename over it) and
    /// prints what changed; a file that is gone is waited for. Runs until the process is stopped.
    private func watchForSaves(from first: [String: (stamp: FileStamp?, diagnostics: [Diagnostic])]) throws -> Never {
        var last = first
        try CommandSupport.say("watching \(files.count) file\(files.count == 1 ? "" : "s") for saves (Ctrl-C stops)\n")
        while true {
            Thread.sleep(forTimeInterval: Self.watchInterval)
            for file in files {
                let stamp = FileStamp(path: file)
                guard let previous = last[file], stamp != previous.stamp else { continue }
                // Missing for a moment while an editor saves: looked at again on the next turn.
                guard stamp != nil else { continue }
                let diagnostics = SceneLoader.validate(path: file, recognizers: CommandSupport.recognizers)
                last[file] = (stamp, diagnostics)
                let changes = DiagnosticChanges(from: previous.diagnostics, to: diagnostics)
                guard !changes.isEmpty else { continue }
                StandardStreams.err(changes.fixed.map { "fixed: \($0.location): \($0.message)\n" }.joined()
                    + changes.appeared.map { $0.description + "\n" }.joined())
                if diagnostics.isEmpty { try CommandSupport.say("\(file): ok\n") }
            }
        }
    }
}
