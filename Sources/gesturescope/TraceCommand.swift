import ArgumentParser
import Foundation
import SceneFormat
import SDLShell

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Replay a scene's input headlessly and print the trace.",
        discussion: "Deterministic: the same scene and script always print the same trace (docs/TRACE.md)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case jsonl, text
    }

    @Argument(help: "Scene file, or the name of a scene in Scenes/.")
    var scene: String

    @Option(help: "Input script file to play instead of the scene's demo script.")
    var script: String?

    @Option(help: "Slow motion: engine seconds per script second (0.05 to 1). Times given on the command line are script seconds.")
    var timeScale: Double = 1

    @Option(help: "Output format: jsonl (one JSON object per line) or text (one readable line per event).")
    var format: Format = .jsonl

    @Option(help: "Stop at this engine time in seconds (default: the script's end, then until no timer is pending).")
    var until: Double?

    func validate() throws {
        guard (0.05...1).contains(timeScale) else { throw ValidationError("--time-scale must be between 0.05 and 1") }
        if let until, !(until >= 0 && until.isFinite) { throw ValidationError("--until must be a time ≥ 0 in seconds") }
    }

    func run() throws {
        let root = try CommandSupport.resources()
        let description = try CommandSupport.loadScene(scene, root: root)
        let input = try CommandSupport.script(script, scene: description)
        let session = SceneSession(scene: description)
        session.play(input, from: 0, timeScale: timeScale)
        if let until {
            session.advance(to: until * timeScale)
        } else {
            session.advance(to: input.endTime * timeScale)
            session.settle()
        }
        let lines = session.engine.trace.events.map { format == .jsonl ? $0.jsonLine : $0.textLine }
        FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    }
}
