import ArgumentParser
import Foundation
import SceneFormat
import SDLShell

struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render a scene at a moment of its script to a PNG, with no display."
    )

    @Argument(help: "Scene file, or the name of a scene in Scenes/.")
    var scene: String

    @Option(help: "Input script file to play instead of the scene's demo script.")
    var script: String?

    @Option(help: "Slow motion: engine seconds per script second (0.05 to 1). Times given on the command line are script seconds.")
    var timeScale: Double = 1

    @Option(help: "Engine time in seconds to render (default: the scene's posterTime, else the script's end).")
    var at: Double?

    @Option(help: "Output PNG file.")
    var out: String

    @Option(help: "Output pixels per point (1 to 4); 2 renders like a HiDPI screen.")
    var scale: Double = 1

    func validate() throws {
        guard (0.05...1).contains(timeScale) else { throw ValidationError("--time-scale must be between 0.05 and 1") }
        if let at, !(at >= 0 && at.isFinite) { throw ValidationError("--at must be a time ≥ 0 in seconds") }
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be between 1 and 4") }
        guard out.lowercased().hasSuffix(".png") else { throw ValidationError("--out must name a .png file") }
    }

    func run() throws {
        let root = try CommandSupport.resources()
        let description = try CommandSupport.loadScene(scene, root: root)
        let input = try CommandSupport.script(script, scene: description)
        do {
            try SDLRuntime.startHeadless()
            defer { SDLRuntime.stop() }
            let canvas = try Snapshot.render(scene: description, script: input, at: at ?? description.effectivePosterTime,
                                             scale: scale, fontPath: root.fontPath, timeScale: timeScale)
            try canvas.savePNG(to: out)
        } catch let error as SDLError {
            CommandSupport.printError(error.message)
            throw ExitCode.failure
        }
    }
}
