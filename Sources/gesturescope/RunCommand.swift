import ArgumentParser
import Foundation
import SceneFormat
import SDLShell

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the window on a scene (the default command).",
        discussion: """
        Touch or click views: the hit view is outlined and its responder calls are listed. Press ? in the window \
        for every key. Without a display, writes a snapshot of the scene's demo instead and prints its path.
        """
    )

    @Argument(help: "Scene file, or the name of a scene in Scenes/ (default: intro).")
    var scene: String?

    @Option(help: "Write the trace (JSON Lines) to this file while running.")
    var traceOut: String?

    @Option(help: "Quit after this many seconds.")
    var quitAfter: Double?

    @Flag(help: "Play the scene's demo script at start.")
    var demo = false

    func validate() throws {
        if let quitAfter, !(quitAfter > 0 && quitAfter.isFinite) { throw ValidationError("--quit-after must be a positive number of seconds") }
    }

    func run() throws {
        let root = try CommandSupport.resources()
        let description = try CommandSupport.loadScene(scene, root: root)
        let environment = ProcessInfo.processInfo.environment
        let displayNames = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"]
        guard displayNames.contains(where: { !(environment[$0] ?? "").isEmpty }) else {
            try snapshotInstead(description, root: root, reason: "DISPLAY and WAYLAND_DISPLAY are unset")
            return
        }
        do {
            try SDLRuntime.startVideo()
        } catch let error as SDLError {
            SDLRuntime.stop()
            try snapshotInstead(description, root: root, reason: error.message)
            return
        }
        defer { SDLRuntime.stop() }
        let options = WindowApp.Options(scenePath: description.file, gallery: root.sceneFiles, fontPath: root.fontPath,
                                        traceOutput: traceOut, quitAfter: quitAfter, playDemo: demo)
        do {
            try WindowApp(options: options).run()
        } catch let error as SDLError {
            CommandSupport.printError(error.message)
            throw ExitCode.failure
        }
    }

    /// No display: one line saying so, and a snapshot of the demo at its poster time.
    private func snapshotInstead(_ description: SceneDescription, root: ResourceRoot, reason: String) throws {
        let name = URL(fileURLWithPath: description.file).deletingPathExtension().lastPathComponent
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gesturescope-\(name).png").path
        do {
            try SDLRuntime.startHeadless()
            defer { SDLRuntime.stop() }
            let canvas = try Snapshot.render(scene: description, script: description.script,
                                             at: description.effectivePosterTime, scale: 1, fontPath: root.fontPath)
            try canvas.savePNG(to: path)
        } catch let error as SDLError {
            CommandSupport.printError("no display (\(reason)), and the headless snapshot failed: \(error.message)")
            throw ExitCode.failure
        }
        print("No display (\(reason)): wrote a snapshot of \"\(description.name)\" at t = \(description.effectivePosterTime) s to \(path)")
    }
}
