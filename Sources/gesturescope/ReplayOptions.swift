import ArgumentParser
import FileOutput
import Foundation
import GestureEngine
import SceneFormat

/// The arguments of every command that replays a scene headlessly: which scene, which input,
/// at what time scale.
struct ReplayOptions: ParsableArguments {
    @Argument(help: "Scene file, or the name of a scene in Scenes/.")
    var scene: String

    @Option(help: "Input script file to play instead of the scene's demo script.")
    var script: String?

    @Option(help: "Slow motion: engine seconds per script second (0.05 to 1). Times given on the command line are script seconds.")
    var timeScale: Double = 1

    func validate() throws {
        guard (0.05...1).contains(timeScale) else { throw ValidationError("--time-scale must be between 0.05 and 1") }
    }

    /// The scene and the input to play on it; exits with code 2 (after printing the
    /// diagnostics) when either file is invalid.
    func load(root: ResourceRoot) throws -> (scene: SceneDescription, script: InputScript) {
        let description = try CommandSupport.loadScene(scene, root: root)
        return (description, try CommandSupport.script(script, scene: description))
    }

    /// Checks a `--trace`/`--input-trace` FILE against the other options: a trace replaces the
    /// script, and its times are engine seconds already.
    func validate(tracePath: String?, option: String) throws {
        guard tracePath != nil else { return }
        if script != nil { throw ValidationError("\(option) and --script are two inputs: give one") }
        if timeScale != 1 { throw ValidationError("--time-scale does not apply to \(option): a trace's times are engine seconds") }
    }

    /// The touches of a JSON Lines trace file as input (docs/TRACE.md); exits with code 2 (after
    /// printing `FILE:LINE: error: …`) when the file cannot be read or a line is not a trace event.
    static func traceInput(_ path: String) throws -> TraceInput {
        let text: String
        switch SceneLoader.readText(path, maxBytes: TraceInput.maximumBytes, what: "a trace") {
        case let .success(contents): text = contents
        case let .failure(errors):
            StandardStreams.err(errors.description + "\n")
            throw ExitCode(2)
        }
        do {
            return try TraceInput(jsonLines: text)
        } catch let problem as TraceInput.Problem {
            StandardStreams.err("\(path):\(problem.line): error: \(problem.message)\n")
            throw ExitCode(2)
        }
    }
}
