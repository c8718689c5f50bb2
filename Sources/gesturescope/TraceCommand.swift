import ArgumentParser
import FileOutput
import Foundation
import GestureEngine
import SceneFormat
import Session

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Replay a scene's input headlessly and print the trace.",
        discussion: "Deterministic: the same scene and script always print the same trace (docs/TRACE.md)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case jsonl, text, chrome
    }

    @OptionGroup var replay: ReplayOptions

    @Option(help: "Output format: jsonl (one JSON object per line), text (one readable line per event), or chrome (Chrome/Perfetto trace JSON: open it in ui.perfetto.dev).")
    var format: Format = .jsonl

    @Option(help: "Stop at this script time in seconds (default: the script's end, then until no timer is pending).")
    var until: Double?

    @Option(name: .customLong("input-trace"), help: ArgumentHelp(
        "A JSON Lines trace whose touches to replay instead of a script (its times are engine seconds).", valueName: "file.jsonl"))
    var inputTracePath: String?

    func validate() throws {
        if let until, !(0...SceneLimits.standard.duration).contains(until) {
            throw ValidationError("--until must be a script time from 0 to \(formatNumber(SceneLimits.standard.duration)) seconds")
        }
        try replay.validate(tracePath: inputTracePath, option: "--input-trace")
    }

    func run() throws {
        let root = try CommandSupport.resources()
        let (description, input) = try replay.load(root: root)
        let played: Replay.Input = try inputTracePath.map { .events(try ReplayOptions.traceInput($0).events) }
            ?? .script(input, timeScale: replay.timeScale)
        let moment = until.map { $0 * replay.timeScale }
        guard format != .chrome else {
            // One JSON document of paired spans: written whole, from a trace the bound keeps small.
            let events = try CommandSupport.replayedEvents(description, played, until: moment, inputFile: inputFile(of: description))
            return try CommandSupport.say(ChromeTraceExport.json(events))
        }
        try CommandSupport.replayBounded(description, played, until: moment, inputFile: inputFile(of: description)) { events in
            guard !events.isEmpty else { return }
            try CommandSupport.say(format == .text ? events.map { $0.textLine + "\n" }.joined() : TraceEvent.jsonLines(events))
        }
    }

    /// The file whose lines a replay's error names: the input played.
    private func inputFile(of description: SceneDescription) -> String {
        inputTracePath ?? replay.script ?? description.file
    }

    /// The events of `description` with `played` replayed up to engine second `until` (nil: to
    /// the end, then until no timer is pending), unbounded: what this command prints, and what
    /// `check` compares with a scene's golden trace.
    static func events(of description: SceneDescription, playing played: Replay.Input, until: Double?) -> [TraceEvent] {
        Replay.session(of: description, playing: played, until: until).engine.trace.events
    }
}
