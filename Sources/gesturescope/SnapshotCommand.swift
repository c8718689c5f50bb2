import ArgumentParser
import Foundation
import GestureEngine
import Raster
import SceneFormat
import SDLShell

struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render a scene at a moment of its script to a PNG, with no display."
    )

    @OptionGroup var replay: ReplayOptions

    @Option(help: "Script time in seconds to render (default: the scene's posterTime, else the script's end; with --trace, the trace's last event).")
    var at: Double?

    @Option(name: .customLong("trace"), help: ArgumentHelp(
        "A JSON Lines trace (gesturescope trace, or run --trace-out): replay its touches on the scene instead of a script and draw the overlay they made; --at is then an engine time.",
        valueName: "file.jsonl"))
    var tracePath: String?

    @Option(help: "Output PNG file.")
    var out: String

    @Option(help: ArgumentHelp(LayerList.help))
    var layers = LayerList.standard

    @Option(help: "Output pixels per point (1 to 4); 2 renders like a HiDPI screen.")
    var scale: Double = 1

    @Option(help: ArgumentHelp("Window size in whole points, each 1 to 8192, e.g. 1280x800: the scene is scaled to fit beside its timeline, as in the window (default: the size the window opens at, the scene at 1×).",
                               valueName: "width>x<height"))
    var size: WindowSizeArgument?

    func validate() throws {
        if let at, !(0...SceneLimits.standard.duration).contains(at) {
            throw ValidationError("--at must be a script time from 0 to \(formatNumber(SceneLimits.standard.duration)) seconds")
        }
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be between 1 and 4") }
        guard out.lowercased().hasSuffix(".png") else { throw ValidationError("--out must name a .png file") }
        try replay.validate(tracePath: tracePath, option: "--trace")
        try LayerList.validate(layers)
    }

    func run() throws {
        let root = try CommandSupport.resources()
        let (description, input) = try replay.load(root: root)
        let traceInput = try tracePath.map(ReplayOptions.traceInput)
        do {
            try SDLRuntime.startHeadless()
            defer { SDLRuntime.stop() }
            let canvas = if let traceInput {
                try Snapshot.render(scene: description, input: traceInput.events, at: at ?? traceInput.endTime ?? 0,
                                    scale: scale, canvasSize: size?.size, fontPath: root.fontPath, layers: LayerList.layers(layers))
            } else {
                try Snapshot.render(scene: description, script: input, at: at ?? description.effectivePosterTime,
                                    scale: scale, canvasSize: size?.size, fontPath: root.fontPath,
                                    timeScale: replay.timeScale, layers: LayerList.layers(layers))
            }
            try CommandSupport.reportingWriteErrors { try canvas.savePNG(to: out) }
        } catch let error as SDLError {
            CommandSupport.printError(error.message)
            throw ExitCode.failure
        }
    }
}
