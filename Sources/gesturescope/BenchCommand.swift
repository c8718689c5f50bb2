import ArgumentParser
import Benchmarks
import Drawing
import FileOutput
import Foundation
import GestureEngine
import Raster
import SceneFormat
import SDLShell

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the engine's cost per touch event and frame times (build with -c release for real numbers).",
        discussion: """
        Engine: the settings scene (163 recognizers), moved events on grids of 100 and 10 000 views, and every event \
        of drags that scroll a list of 100 or 10 000 rows (hit tests, scrolling, coasting). Frames \
        (--only frames): the settings scene and the stress scenes of bench/scenes/ (100 and 1 000 animated views, a \
        list of 10 000 rows flicked) drawn by the software path in the window's bands (and once on one thread), with and without each overlay \
        layer, at 2×, redrawing only damage, and offline \
        at 1280×720 with pixel readback (as a recorder draws: in bands, one per processor, each frame drawn while the next is composed; its draw column is the wait for the drawing), each with the mean time of its steps (compose, damage, draw, readback). Snapshot (--only snapshot): the time to replay and draw each. \
        The last line gives the load average and the share of CPU time the host took for other guests while it ran \
        (steal): on a shared virtual machine the same binary measures up to twice as slow when it is high.
        """
    )

    @Option(help: "Touch sequences per scenario (each: down, 20 moves, up).")
    var sequences = 2000

    @Option(help: "Measured runs per scenario (after a warm-up): engine scenarios report the median run, frames pool every run's frames.")
    var runs = 5

    @Option(help: "Run only the scenarios whose name contains this text (for profiling).")
    var only: String?

    @Option(help: "Frames and snapshot: only this scene (settings, animated-100, animated-1000 or list-10000).")
    var scene: String?

    static let frameScenes = ["settings", "animated-100", "animated-1000", "list-10000"]

    func validate() throws {
        if let scene, !Self.frameScenes.contains(scene) {
            throw ValidationError("--scene must be one of \(Self.frameScenes.joined(separator: ", "))")
        }
        guard (1...1_000_000).contains(sequences) else { throw ValidationError("--sequences must be between 1 and 1000000") }
        guard (1...99).contains(runs) else { throw ValidationError("--runs must be between 1 and 99") }
    }

    func run() throws {
        let start = MachineLoad.now()
        defer {
            // How comparable these figures are: a shared machine's neighbours slow it by up to 2×.
            if let start, let end = MachineLoad.now() { try? CommandSupport.say("\n" + end.summary(since: start) + "\n") }
        }
        let root = try CommandSupport.resources()
        let settings = try CommandSupport.loadScene("settings", root: root)
        let scenarios: [(String, () -> Engine, Bool)] = [
            ("settings scene, all events", { settings.makeEngine() }, false),
            ("100 views, moved events", { Engine(window: EngineBenchmark.grid(of: 100)) }, true),
            ("10000 views, moved events", { Engine(window: EngineBenchmark.grid(of: 10_000)) }, true),
            ("list of 100 rows, all events", { Engine(window: EngineBenchmark.list(of: 100)) }, false),
            ("list of 10000 rows, all events", { Engine(window: EngineBenchmark.list(of: 10_000)) }, false),
        ]
        try CommandSupport.say("\("scenario".padded(to: 28)) events   median ns   p90 ns   p99 ns\n")
        var medians: [Double] = []
        for (index, (name, makeEngine, movesOnly)) in scenarios.enumerated() where only.map(name.contains) ?? true {
            StandardStreams.err("[\(index + 1)/\(scenarios.count)] \(name)…\n")
            let result = EngineBenchmark.measure(name: name, makeEngine: makeEngine, sequences: sequences, moves: 20, movesOnly: movesOnly, runs: runs)
            medians.append(result.median)
            try CommandSupport.say(result.name.padded(to: 28)
                + String(format: " %8d %11.0f %8.0f %8.0f\n", result.events, result.median, result.p90, result.p99))
        }
        if medians.count == scenarios.count {
            try CommandSupport.say(String(format: "moved events, 10000 views / 100 views: %.2f×\n", medians[2] / medians[1]))
            try CommandSupport.say(String(format: "scrolling, list of 10000 rows / 100 rows: %.2f×\n", medians[4] / medians[3]))
        }
        try measureFrames(root: root, settings: settings)
    }

    /// The frame scenarios: the settings scene and the animated stress scenes of bench/scenes/
    /// (a finger dragging across while every view animates; a long list flicked), drawn by the software path.
    private func measureFrames(root: ResourceRoot, settings: SceneDescription) throws {
        let scenes: [(String, SceneDescription)] = try Self.frameScenes.filter { scene == nil || scene == $0 }.map { name in
            (name, name == "settings" ? settings : try CommandSupport.loadScene("\(root.path)/bench/scenes/\(name).yaml", root: root))
        }
        var all = OverlayLayers()
        all.showsResponderPanel = false
        func without(_ hide: (inout OverlayLayers) -> Void) -> OverlayLayers {
            var layers = all
            hide(&layers)
            return layers
        }
        let window = Size(1280, 800)
        // Drawn as the software window draws, in its bands (the configurations' default); one on one thread.
        let configurations: [(String, FrameBenchmark.Configuration)] = [
            ("scene only", .init(size: window, layers: nil)),
            ("full overlay", .init(size: window, layers: all)),
            ("full overlay, one thread", .init(size: window, layers: all, bands: 1)),
            ("overlay without ghosts", .init(size: window, layers: without { $0.showsGhosts = false })),
            ("overlay without timeline", .init(size: window, layers: without { $0.showsTimeline = false })),
            ("overlay without fingers", .init(size: window, layers: without { $0.showsFingers = false })),
            ("full overlay at 2×", .init(size: window, pixelScale: 2, layers: all)),
            ("damage only, as the window", .init(size: window, layers: all, redrawsDamageOnly: true)),
            ("offline 1280×720 + readback", .init(size: Size(1280, 720), layers: all, redrawsDamageOnly: true, readsBack: true,
                                                  bands: ProcessInfo.processInfo.activeProcessorCount, overlapsComposing: true)),
        ]
        let selected = configurations.filter { name, _ in only.map { "frames \(name)".contains($0) || "frames".contains($0) } ?? true }
        guard !selected.isEmpty || only.map("snapshot".contains) == true else { return }
        try SDLRuntime.startHeadless()
        defer { SDLRuntime.stop() }
        if !selected.isEmpty {
            try CommandSupport.say("\nframes at 1280×800 (software path, every frame composed and drawn, in the window's \(BandedRenderer.windowBands) bands "
                + "unless the configuration says otherwise; the demo's finger drags)\n")
            try CommandSupport.say("scene".padded(to: 15) + "configuration".padded(to: 30)
                + " frames   median ms   p99 ms     fps   compose  damage    draw  readback (mean ms)\n")
        }
        for (sceneName, scene) in scenes {
            for (name, configuration) in selected {
                StandardStreams.err("frames: \(sceneName), \(name)…\n")
                let result = try FrameBenchmark.measure(scene: scene, configuration, runs: runs, fontPath: root.fontPath)
                // In bands, each band reads its rows back as soon as it has drawn them.
                let readBack = configuration.readsBack && configuration.bands > 1 ? "  in draw" : String(format: "%9.2f", result.phases.readBack)
                try CommandSupport.say(sceneName.padded(to: 15) + name.padded(to: 30)
                    + String(format: "%7d %11.2f %8.2f %7.0f %9.2f %7.2f %7.2f ", result.frames, result.median, result.p99,
                             result.framesPerSecond, result.phases.compose, result.phases.damage, result.phases.draw) + readBack + "\n")
            }
        }
        guard only.map("snapshot".contains) ?? true else { return }
        try CommandSupport.say("\nsnapshot (replay to the poster time and draw at 1×, load excluded), median of \(runs)\n")
        for (sceneName, scene) in scenes {
            let clock = ContinuousClock()
            var times: [Double] = []
            for _ in 0..<runs {
                let elapsed = try clock.measure {
                    _ = try Snapshot.render(scene: scene, script: scene.script, at: scene.effectivePosterTime, scale: 1, fontPath: root.fontPath)
                }
                times.append(elapsed.milliseconds)
            }
            try CommandSupport.say(sceneName.padded(to: 15) + String(format: "%9.1f ms\n", times.sorted()[times.count / 2]))
        }
    }
}

private extension String {
    /// Left-aligned in `width` characters (Foundation's `%-28@` ignores the width on Linux).
    func padded(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
