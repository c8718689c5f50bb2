import Drawing
import GestureEngine
import SceneFormat
import SDLShell
import Session

/// Measures whole frames: compose the DrawList (scene + overlay), tessellate and render it with
/// SDL's software renderer into an off-screen surface — the window's work minus the present.
/// Reads a clock (this is the CLI, not the engine).
public enum FrameBenchmark {
    public struct Result {
        public let frames: Int
        /// Milliseconds per frame.
        public let median: Double
        public let p99: Double
    }

    /// Replays `scene`'s demo at 60 Hz in a `size` window (points; `pixelScale` output pixels
    /// per point) `runs` times (each in a fresh session,
    /// after one unmeasured warm-up run that fills the text cache), drawing every frame; the
    /// percentiles are over the frames of all measured runs.
    public static func measure(scene: SceneDescription, size: Size, pixelScale: Double = 1, overlay: Bool, runs: Int,
                        fontPath: String) throws -> Result {
        let canvas = try SoftwareCanvas(width: Int32(size.width * pixelScale), height: Int32(size.height * pixelScale))
        let renderer = try DrawListRenderer.checked(renderer: canvas.renderer, fontPath: fontPath)
        let clock = ContinuousClock()
        var samples: [Double] = []
        for run in 0...runs {
            let session = SceneSession(scene: scene)
            session.engine.window.frame = Rect(origin: .zero, size: size)
            var layers = OverlayLayers()
            layers.showsResponderPanel = false
            session.layers = layers
            session.play(scene.script, from: 0)
            let frames = Int((scene.script.endTime + 0.5) * 60)
            for frame in 0..<frames {
                session.advance(to: Double(frame) / 60)
                let elapsed = clock.measure {
                    let list = overlay ? session.frame()
                        : FrameComposer.compose(window: session.engine.window, values: session.engine.animations.presentationValues)
                    renderer.render(list, pixelScale: pixelScale)
                }
                if run > 0 { samples.append(Double(elapsed.components.attoseconds) / 1e15) }
            }
        }
        let percentiles = Percentiles(samples)
        return Result(frames: percentiles.count, median: percentiles.at(0.5), p99: percentiles.at(0.99))
    }
}
