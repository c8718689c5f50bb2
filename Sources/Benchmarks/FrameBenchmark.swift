import Drawing
import GestureEngine
import Raster
import SceneFormat
import SDLShell
import Session

/// Measures whole frames: compose the DrawList (scene + overlay), then draw it with the
/// project's software path into an off-screen surface — in the window's bands, the window's work
/// minus the copy to the display (in bands on every processor, a recorder's). Reads a clock (this
/// is the CLI, not the engine).
public enum FrameBenchmark {
    /// Frame times over every measured frame.
    public struct Result {
        /// Frames measured.
        public let frames: Int
        /// Milliseconds per frame.
        public let median: Double
        public let p99: Double
        /// Frames per second over the whole measured time.
        public let framesPerSecond: Double
        /// Mean milliseconds per frame of each step.
        public let phases: Phases
    }

    /// Where a frame's time goes: mean milliseconds per frame of each step.
    public struct Phases {
        /// Building the DrawList (engine presentation values, scene, overlay, timeline).
        public var compose = 0.0
        /// Comparing it with the last frame (damage-only configurations).
        public var damage = 0.0
        /// Drawing it into the surface.
        public var draw = 0.0
        /// Copying the pixels out (readback configurations with one band; in bands each band
        /// copies its rows after drawing them, inside `draw`).
        public var readBack = 0.0

        mutating func add(_ durations: [Duration]) {
            compose += durations[0].milliseconds
            damage += durations[1].milliseconds
            draw += durations[2].milliseconds
            readBack += durations[3].milliseconds
        }

        func divided(by count: Int) -> Phases {
            let divisor = Double(max(1, count))
            return Phases(compose: compose / divisor, damage: damage / divisor, draw: draw / divisor, readBack: readBack / divisor)
        }
    }

    /// How frames are drawn.
    public struct Configuration {
        /// Window points.
        public var size: Size
        /// Output pixels per point.
        public var pixelScale = 1.0
        /// Overlay layers; nil: the scene alone.
        public var layers: OverlayLayers?
        /// Keep the frame and redraw only its damage (the window's way); false: every frame whole.
        public var redrawsDamageOnly = false
        /// Copy every frame's pixels out of the surface: what a consumer that keeps every frame
        /// does (the recorder itself hands its sink the canvas's own rows, with no copy).
        public var readsBack = false
        /// Horizontal bands drawn at the same time (`BandedRenderer`): by default the window's
        /// (`BandedRenderer.windowBands`); 1: one renderer on one thread.
        public var bands: Int
        /// Compose each frame while the one before is drawn (`BandedRenderer.startRendering`), as a recorder
        /// does. The phases are then what the composing thread spends: composing, finding the
        /// damage, and waiting for the drawing (`draw`); a frame is their sum.
        public var overlapsComposing = false

        public init(size: Size, pixelScale: Double = 1, layers: OverlayLayers?, redrawsDamageOnly: Bool = false, readsBack: Bool = false,
                    bands: Int = BandedRenderer.windowBands, overlapsComposing: Bool = false) {
            self.size = size
            self.pixelScale = pixelScale
            self.layers = layers
            self.redrawsDamageOnly = redrawsDamageOnly
            self.readsBack = readsBack
            self.bands = bands
            self.overlapsComposing = overlapsComposing
        }
    }

    /// Replays `scene`'s demo at 60 Hz `runs` times (each in a fresh session, after one
    /// unmeasured warm-up run that fills the text and shape caches), drawing every frame; the
    /// percentiles are over the frames of all measured runs.
    public static func measure(scene: SceneDescription, _ configuration: Configuration, runs: Int, fontPath: String) throws -> Result {
        let size = configuration.size, scale = configuration.pixelScale
        let canvas = try SoftwareCanvas(width: Int32(size.width * scale), height: Int32(size.height * scale))
        let renderer = try BandedRenderer(canvas: canvas, fontPath: fontPath, count: configuration.bands,
                                          drawsInBackground: configuration.overlapsComposing)
        let clock = ContinuousClock()
        var samples: [Double] = []
        var total = Duration.zero
        var readBack: [UInt32] = []
        var phases = Phases()
        for run in 0...runs {
            let session = SceneSession(scene: scene)
            var tracker = DamageTracker()
            if let layers = configuration.layers { session.layers = layers }
            var sceneOnly = OverlayLayers()
            sceneOnly.showsTimeline = false
            let layout = configuration.layers == nil
                ? FrameComposer.layout(of: session.engine.window, layers: sceneOnly, canvas: size)
                : session.layout(canvas: size)
            session.play(scene.script, from: 0)
            let frames = Int((scene.script.endTime + 0.5) * 60)
            func record(_ steps: [Duration]) {
                guard run > 0 else { return }
                let elapsed = steps.reduce(.zero, +)
                samples.append(elapsed.milliseconds)
                total += elapsed
                phases.add(steps)
            }
            func compose(_ frame: Int) -> DrawList {
                session.advance(to: Double(frame) / 60)
                return configuration.layers == nil
                    ? FrameComposer.compose(window: session.engine.window, values: session.engine.animations.presentationValues, layout: layout)
                    : session.frame(in: layout)
            }
            if configuration.overlapsComposing {
                var list = compose(0), damage = configuration.redrawsDamageOnly ? tracker.damage(to: list) : nil
                for frame in 0..<frames {
                    renderer.startRendering(list, pixelScale: scale, damage: damage, readsBack: configuration.readsBack)
                    record([
                        clock.measure { if frame + 1 < frames { list = compose(frame + 1) } },
                        clock.measure { if frame + 1 < frames, configuration.redrawsDamageOnly { damage = tracker.damage(to: list) } },
                        clock.measure { renderer.finishRendering() },
                        .zero,
                    ])
                }
                continue
            }
            for frame in 0..<frames {
                var list: DrawList?, damage: [Rect]?
                let steps = [
                    clock.measure { list = compose(frame) },
                    clock.measure { damage = configuration.redrawsDamageOnly ? list.flatMap { tracker.damage(to: $0) } : nil },
                    clock.measure {
                        guard let list else { return }
                        if configuration.readsBack, configuration.bands > 1 {
                            renderer.render(list, pixelScale: scale, damage: damage, readingBackInto: &readBack)
                        } else {
                            renderer.render(list, pixelScale: scale, damage: damage)
                        }
                    },
                    clock.measure { if configuration.readsBack, configuration.bands == 1 { renderer.copyPixelWords(into: &readBack) } },
                ]
                record(steps)
            }
        }
        let percentiles = Percentiles(samples)
        let seconds = total.milliseconds / 1000
        return Result(frames: percentiles.count, median: percentiles.at(0.5), p99: percentiles.at(0.99),
                      framesPerSecond: seconds > 0 ? Double(samples.count) / seconds : 0, phases: phases.divided(by: samples.count))
    }
}
