import ArgumentParser
import Benchmarks
import FileOutput
import Foundation
import GestureEngine
import SceneFormat
import SDLShell

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the engine's cost per touch event and frame times (build with -c release for real numbers).",
        discussion: """
        Engine: the settings scene (159 recognizers), and moved events on grids of 100 and 10 000 views. Frames: the \
        settings scene's demo drawn at 1280×800 by the software renderer, without and with the overlay, and with \
        it at 2× (--only frames).
        """
    )

    @Option(help: "Touch sequences per scenario (each: down, 20 moves, up).")
    var sequences = 2000

    @Option(help: "Measured runs per scenario (after a warm-up): engine scenarios report the median run, frames pool every run's frames.")
    var runs = 5

    @Option(help: "Run only the scenarios whose name contains this text (for profiling).")
    var only: String?

    func validate() throws {
        guard (1...1_000_000).contains(sequences) else { throw ValidationError("--sequences must be between 1 and 1000000") }
        guard (1...99).contains(runs) else { throw ValidationError("--runs must be between 1 and 99") }
    }

    func run() throws {
        let root = try CommandSupport.resources()
        let settings = try CommandSupport.loadScene("settings", root: root)
        let scenarios: [(String, () -> Engine, Bool)] = [
            ("settings scene, all events", { settings.makeEngine() }, false),
            ("100 views, moved events", { Engine(window: EngineBenchmark.grid(of: 100)) }, true),
            ("10000 views, moved events", { Engine(window: EngineBenchmark.grid(of: 10_000)) }, true),
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
        }
        guard only.map("frames".contains) ?? true else { return }
        try SDLRuntime.startHeadless()
        defer { SDLRuntime.stop() }
        try CommandSupport.say("\nframes: settings scene at 1280×800, software renderer\n")
        try CommandSupport.say("frames".padded(to: 43) + " count   median ms   p99 ms\n")
        let configurations: [(name: String, overlay: Bool, pixelScale: Double)] = [
            ("without overlay", false, 1),
            ("with overlay (timeline, fingers, hit path)", true, 1),
            ("with overlay at 2× (2560×1600 pixels)", true, 2),
        ]
        for configuration in configurations {
            StandardStreams.err("frames \(configuration.name)…\n")
            let result = try FrameBenchmark.measure(scene: settings, size: Size(1280, 800), pixelScale: configuration.pixelScale,
                                                    overlay: configuration.overlay, runs: runs, fontPath: root.fontPath)
            try CommandSupport.say(configuration.name.padded(to: 43) + String(format: "%6d %11.2f %8.2f\n", result.frames, result.median, result.p99))
        }
    }
}

private extension String {
    /// Left-aligned in `width` characters (Foundation's `%-28@` ignores the width on Linux).
    func padded(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
