import ArgumentParser
import ExampleRecognizers
import FileOutput
import GestureEngine
import Foundation
import SceneFormat
import Session

/// Shared plumbing of the commands: locating resources, loading files with diagnostics.
enum CommandSupport {
    /// Exit code for invalid scenes, scripts and arguments.
    static let invalidInput = ExitCode(2)

    /// The recognizer types scenes may name: UIKit's, and the example custom recognizer
    /// registered as an app would register its own.
    static let recognizers = RecognizerRegistry.withExamples

    static func resources() throws -> ResourceRoot {
        guard let root = ResourceRoot.locate() else {
            let explicit = ProcessInfo.processInfo.environment["GESTURESCOPE_ROOT"].flatMap { $0.isEmpty ? nil : $0 }
            printError(explicit.map { "GESTURESCOPE_ROOT=\($0) holds no Gesturescope resources (Assets/fonts/DejaVuSans.ttf)" }
                ?? "cannot find the Gesturescope resources (Scenes/ and Assets/) beside this binary",
                       hint: "install with make install, run the binary built in the project folder, or set GESTURESCOPE_ROOT to the project folder")
            throw ExitCode.failure
        }
        return root
    }

    /// The scene `argument` names (nil: the default scene), loaded with `settings` applied to its
    /// YAML (`--set`); a file that is not a valid scene, or a setting that cannot apply, prints
    /// its diagnostics and ends the command with exit code 2.
    static func loadScene(_ argument: String?, root: ResourceRoot, settings: [RecognizerSetting] = []) throws -> SceneDescription {
        let path = try scenePath(argument, root: root)
        switch SceneLoader.loadScene(path: path, settings: settings, recognizers: recognizers) {
        case let .success(scene): return scene
        case let .failure(errors):
            StandardStreams.err(errors.description + "\n")
            throw invalidInput
        }
    }

    /// The file of the scene `argument` names (nil: the default scene), a file or a name in
    /// Scenes/; a bare word that names no scene ends the command as an invalid argument.
    static func scenePath(_ argument: String?, root: ResourceRoot) throws -> String {
        let path = root.resolveScene(argument ?? ResourceRoot.defaultSceneName)
        // A bare word that names no scene was most likely meant as a command (`gesturescope
        // compare`): the default command `run` would otherwise take it as a scene file.
        if let argument, !argument.contains("/"), !argument.hasSuffix(".yaml"), !FileManager.default.fileExists(atPath: path) {
            let commands = Gesturescope.configuration.subcommands.compactMap { command in command.configuration.commandName }
            let scenes = root.galleryFiles.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
            printError("'\(argument)' is neither a command nor a scene",
                       hint: "commands: \(commands.joined(separator: ", ")) (gesturescope --help); scenes: \(scenes.joined(separator: ", "))")
            throw ExitCode.validationFailure
        }
        return path
    }

    /// The whole trace of `replayBounded`, collected: for outputs written whole (a Chrome trace,
    /// `compare`'s two sides).
    static func replayedEvents(_ description: SceneDescription, _ played: Replay.Input, until moment: Double? = nil,
                               inputFile: String) throws -> [TraceEvent] {
        var events: [TraceEvent] = []
        try replayBounded(description, played, until: moment, inputFile: inputFile) { events += $0 }
        return events
    }

    /// Streams the replay of `played` on `description` into `write`; a replay that passes the
    /// bound on trace events (`SceneLimits.traceEvents`) is stopped with an error at the line of
    /// `inputFile` (the input played) playing then, and exit code 2.
    static func replayBounded(_ description: SceneDescription, _ played: Replay.Input, until moment: Double? = nil, inputFile: String,
                              write: (ArraySlice<TraceEvent>) throws -> Void) throws {
        let limit = SceneLimits.standard.traceEvents
        do {
            try Replay.stream(of: description, playing: played, until: moment, maximumEvents: limit, write: write)
        } catch let stop as Replay.TooManyEvents {
            let place = stop.line.map { "\(inputFile):\($0): " } ?? "\(inputFile): "
            StandardStreams.err("\(place)error: the replay wrote more than \(limit) trace events by t = \(formatNumber(stop.time, decimals: 3)) s\n"
                                + "    hint: a held stepper repeats ten times a second, a pan reports every move: hold fewer fingers down, or for less time\n")
            throw invalidInput
        }
    }

    /// The script to play: `--script FILE` when given, else the scene's demo.
    static func script(_ path: String?, scene: SceneDescription) throws -> InputScript {
        guard let path else { return scene.script }
        switch SceneLoader.loadScript(path: path) {
        case let .success(script): return script
        case let .failure(errors):
            StandardStreams.err(errors.description + "\n")
            throw invalidInput
        }
    }

    /// Writes `text` to standard output; a failed write (full disk, closed pipe or descriptor)
    /// is reported and ends the command with exit code 1.
    static func say(_ text: String) throws {
        do {
            try StandardStreams.out(text)
        } catch {
            printError(error.message)
            throw ExitCode.failure
        }
    }

    /// Runs `write`, turning a failed write into a one-line error and exit code 1.
    static func reportingWriteErrors<Result>(_ write: () throws -> Result) throws -> Result {
        do {
            return try write()
        } catch let error as OutputError {
            printError(error.message)
            throw ExitCode.failure
        }
    }

    static func printError(_ message: String, hint: String? = nil) {
        var text = "gesturescope: error: \(message)\n"
        if let hint { text += "    hint: \(hint)\n" }
        StandardStreams.err(text)
    }
}
