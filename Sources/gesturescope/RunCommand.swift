import App
import ArgumentParser
import Drawing
import FileOutput
import Foundation
import GestureEngine
import Raster
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

    @Option(help: "Write the trace (JSON Lines) to this file as events happen, whole lines only (tail -f follows it; a crash keeps every line written); a FIFO or device is written the same way, and events its reader does not take in time are counted at exit.")
    var traceOut: String?

    @Option(help: ArgumentHelp("Capture every live input event (fingers, the mouse finger, Alt-drag and pinned fingers) from the window's opening into this input-script file, saved when the window closes or the scene reloads; trace, snapshot, record and D replay it. C starts and stops further captures into it.",
                               valueName: "file.yaml"))
    var capture: String?

    @Option(help: "Input script file that D (and --demo) plays instead of the scene's demo script, e.g. a capture.")
    var script: String?

    @Option(help: "The control strip for fingers: auto (shown on a machine with a touchscreen), on, or off (Tab toggles it).")
    var controlStrip: ControlStripChoice = .auto

    @Option(help: "Quit after this many seconds.")
    var quitAfter: Double?

    @Flag(help: "Play the scene's demo script at start.")
    var demo = false

    @Option(help: "How frames reach the screen: software (the project's rasteriser into the window's own surface; no GL is loaded), gpu (the same frame uploaded as a texture to SDL's accelerated renderer), or auto (gpu when the machine has a GPU render node, /dev/dri/renderD*).")
    var renderer: RendererChoice = .auto

    @Option(help: "The SDL video driver: auto (on a Wayland session its Wayland driver, X11 through XWayland when the compositor offers no input seat; elsewhere the display there is), wayland, or x11. Outranks SDL_VIDEODRIVER, which decides when this is auto.")
    var videoDriver: VideoDriverChoice = .auto

    @Option(name: .customLong("max-fps"), help: "At most this many frames a second (default: the display's refresh rate; 0: as many as can be drawn, for measuring).")
    var maximumFramesPerSecond: Double?

    @Flag(help: "When the window closes, print one line to standard error: frames presented, frame rate, time of the last frame, input-to-screen latency, renderer, peak resident memory.")
    var frameStats = false

    @Option(help: "Draw the scene at this many window points per scene point (0.25 to 8) instead of fitting it to the window; the window opens at that size beside the timeline.")
    var scale: Double?

    @Flag(help: "Open fullscreen (F11 toggles); the scene is scaled to fit beside its timeline.")
    var fullscreen = false

    @Flag(help: "Presentation mode (V toggles): the timeline takes the larger share of the window, its words sized for the back of a room.")
    var present = false

    @Flag(help: "Show the code panel (E toggles): the scene as the UIKit Swift `gesturescope swift` writes, docked with the timeline, the lines running at the moment shown lit (docs/CODE.md). Beside a comparison, each side's code, the lines the other side's lacks marked.")
    var code = false

    @OptionGroup var comparison: ComparisonOptions

    @Option(help: ArgumentHelp("Without a display: write the snapshot to this PNG (default: a new file in $TMPDIR, named in the output).",
                               valueName: "file.png"))
    var snapshotOut: String?

    func validate() throws {
        if let quitAfter, !(quitAfter > 0 && quitAfter.isFinite) { throw ValidationError("--quit-after must be a positive number of seconds") }
        if let snapshotOut, !snapshotOut.lowercased().hasSuffix(".png") { throw ValidationError("--snapshot-out must name a .png file") }
        if let maximumFramesPerSecond, !(0...10_000).contains(maximumFramesPerSecond) {
            throw ValidationError("--max-fps must be between 0 (no limit) and 10000")
        }
        if let scale, !(0.25...8).contains(scale) { throw ValidationError("--scale must be between 0.25 and 8") }
        try comparison.validate(example: "run \(scene ?? "SCENE") --compare \(scene ?? "SCENE") --set pan.requireToFail=[tap]")
        if comparison.compare != nil, traceOut != nil {
            throw ValidationError("--trace-out follows one scene: to trace each side of a comparison, capture it (--capture) and run gesturescope trace on each scene with --script")
        }
        if let capture {
            let lowered = capture.lowercased()
            guard lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") else { throw ValidationError("--capture must name a .yaml file") }
            if demo { throw ValidationError("--capture keeps live input only: leave out --demo (D plays the demo, and ends the capture)") }
            if let traceOut, OutputFile.namesSameFile(capture, traceOut) {
                throw ValidationError("--capture and --trace-out name the same file (\(capture), \(traceOut))")
            }
        }
    }

    func run() throws {
        let root = try CommandSupport.resources()
        let description = try CommandSupport.loadScene(scene, root: root)
        let demoScript = try script.map { try CommandSupport.script($0, scene: description) }
        // B is checked before any window opens: a bad scene or --set exits with code 2.
        let compared = try comparison.scene(beside: description, root: root)
        let environment = ProcessInfo.processInfo.environment
        let displayNames = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"]
        guard displayNames.contains(where: { !(environment[$0] ?? "").isEmpty }) else {
            try snapshotInstead(description, comparedWith: compared, root: root, reason: "DISPLAY and WAYLAND_DISPLAY are unset")
            return
        }
        let video: VideoSession
        do {
            video = try VideoSession.open(environment: environment, choice: videoDriver)
            if let fallback = video.fallback { StandardStreams.err("gesturescope: \(fallback)\n") }
        } catch let error as DisplayUnavailable {
            try snapshotInstead(description, comparedWith: compared, root: root, reason: error.reason)
            return
        } catch let error as SDLError {
            CommandSupport.printError(error.message)
            throw ExitCode.failure
        }
        // A comparison has no gallery: ←/→ would step one side away from the other.
        let model = WindowOptions(scenePath: description.file, gallery: compared == nil ? root.galleryFiles : [],
                                  recognizers: CommandSupport.recognizers, captureOutput: capture, quitAfter: quitAfter, playDemo: demo,
                                  demoScript: demoScript, sceneScale: scale, fullscreen: fullscreen, controlStrip: controlStrip, presents: present,
                                  showsCode: code, comparedScene: compared?.option)
        let options = WindowApp.Options(model: model, fontPath: root.fontPath, traceOutput: traceOut, renderer: renderer,
                                        maximumFramesPerSecond: maximumFramesPerSecond, printsFrameStatistics: frameStats)
        do {
            // The video session outlives the window and everything drawn with it (SDL_ttf quits
            // with it).
            try withExtendedLifetime(video) { try WindowApp(options: options, video: video).run() }
        } catch let error as SDLError {
            CommandSupport.printError(error.message)
            throw ExitCode.failure
        } catch let error as OutputError {
            CommandSupport.printError(error.message)
            throw ExitCode.failure
        }
    }

    /// The layers the window opens with: the code panel with `--code`.
    private var shownLayers: OverlayLayers {
        var layers = OverlayLayers()
        layers.showsCode = code
        return layers
    }

    /// No display: one line saying so, and a snapshot of the demo at its poster time (compared:
    /// both sides, as the window would show them).
    private func snapshotInstead(_ description: SceneDescription, comparedWith compared: (scene: SceneDescription, option: ComparedScene, names: [String])?,
                                 root: ResourceRoot, reason: String) throws {
        let name = URL(fileURLWithPath: description.file).deletingPathExtension().lastPathComponent
        let path: String
        do {
            try SDLRuntime.startHeadless()
            defer { SDLRuntime.stop() }
            let time = description.effectivePosterTime
            let canvas = if let compared {
                try Snapshot.render(comparing: description, with: compared.scene, names: compared.names, script: description.script, at: time,
                                    scale: 1, fontPath: root.fontPath, layers: shownLayers)
            } else {
                try Snapshot.render(scene: description, script: description.script, at: time, scale: 1, fontPath: root.fontPath, layers: shownLayers)
            }
            let png = canvas.pngBytes()
            if let snapshotOut {
                try OutputFile.write(png, to: snapshotOut)
                path = snapshotOut
            } else {
                // A new file with an unpredictable name: never one planted in a shared folder.
                let file = try OutputFile.createUnique(directory: FileManager.default.temporaryDirectory.path, prefix: "gesturescope-\(name)-", suffix: ".png")
                try file.write(png)
                try file.commit()
                path = file.path
            }
        } catch let error as SDLError {
            CommandSupport.printError("no display (\(reason)), and the headless snapshot failed: \(error.message)")
            throw ExitCode.failure
        } catch let error as OutputError {
            CommandSupport.printError("no display (\(reason)), and the snapshot could not be saved: \(error.message)")
            throw ExitCode.failure
        }
        try CommandSupport.say("No display (\(reason)): wrote a snapshot of \"\(description.name)\" at t = "
            + "\(formatNumber(description.effectivePosterTime)) s to \(path)\n")
    }
}

extension RendererChoice: ExpressibleByArgument {}
extension VideoDriverChoice: ExpressibleByArgument {}
extension ControlStripChoice: ExpressibleByArgument {}
