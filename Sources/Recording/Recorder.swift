import Drawing
import GestureEngine
import Raster
import SceneFormat
import SDLShell
import Session

/// Renders a script played on a scene, frame by frame on engine time (never wall time), as the
/// window lays it out, and hands each frame's pixels to a `FrameSink`. The same request gives
/// the same frames, bit for bit: the engine is deterministic and so is the software renderer
/// (drawn in bands on every processor, each pixel by the same commands in the same order; each
/// frame drawn while the next is composed, `BandedRenderer.startRendering`).
public struct Recorder {
    public let scene: SceneDescription
    /// What is played on it, from engine time 0 (script seconds are engine seconds).
    public let script: InputScript
    /// Which engine moment each frame shows.
    public let clock: RecordingClock
    /// The canvas in points (laid out as a window of that size) and output pixels per point.
    public let canvas: Size
    public let scale: Double
    /// Overlay layers drawn.
    public let layers: OverlayLayers
    /// The bundled font's file.
    public let fontPath: String
    /// The scene recorded beside `scene` on the same script (`record A --compare B`), with what
    /// the panes' headers call the two sides; nil: one scene.
    public let compared: (scene: SceneDescription, names: [String])?

    public init(scene: SceneDescription, script: InputScript, clock: RecordingClock, canvas: Size, scale: Double = 1,
                layers: OverlayLayers = OverlayLayers(), fontPath: String, compared: (scene: SceneDescription, names: [String])? = nil) {
        self.compared = compared
        self.scene = scene
        self.script = script
        self.clock = clock
        self.canvas = canvas
        self.scale = scale
        self.layers = layers
        self.fontPath = fontPath
    }

    /// Output pixels across and down (at least 1 each).
    public var pixelSize: (width: Int, height: Int) {
        (max(1, Int((canvas.width * scale).rounded())), max(1, Int((canvas.height * scale).rounded())))
    }

    /// Renders every frame into `sink`, calling `progress` with the frames done after each, and
    /// stopping (with `RecordingError`) as soon as `shouldStop` says so. Needs SDL started
    /// headless (`SDLRuntime.startHeadless`). The sink is finished, or abandoned on any error.
    public func record(into sink: FrameSink, progress: (Int) -> Void = { _ in }, shouldStop: () -> Bool = { false }) throws(RecordingError) {
        do {
            try renderFrames { pixels throws(RecordingError) in try sink.write(pixels) } progress: { done throws(RecordingError) in
                progress(done)
                if shouldStop() { throw RecordingError("interrupted") }
            }
            try sink.finish()
        } catch {
            sink.abandon()
            throw error
        }
    }

    /// Renders every frame and hands its pixels (XRGB8888 words, row after row: the canvas's own
    /// memory, valid during the call) to `body`, in order.
    public func renderFrames(_ body: (UnsafeBufferPointer<UInt32>) throws(RecordingError) -> Void,
                             progress: (Int) throws(RecordingError) -> Void = { _ in }) throws(RecordingError) {
        let (advance, compose) = frameSource()
        let (width, height) = pixelSize
        let target: SoftwareCanvas, renderer: BandedRenderer
        do {
            target = try SoftwareCanvas(width: Int32(width), height: Int32(height))
            renderer = try BandedRenderer(canvas: target, fontPath: fontPath, drawsInBackground: true)
        } catch {
            throw RecordingError("cannot make a \(width)×\(height) canvas: \(error)")
        }
        guard clock.frameCount > 0 else { return }
        var damage = DamageTracker()
        advance(clock.engineTime(ofFrame: 0))
        var list = compose(), regions = damage.damage(to: list)
        // Drawing a frame overlaps composing the next; its pixels are handed on once it is drawn.
        for index in 0..<clock.frameCount {
            renderer.startRendering(list, pixelScale: scale, damage: regions)
            if index + 1 < clock.frameCount {
                advance(clock.engineTime(ofFrame: index + 1))
                list = compose()
                regions = damage.damage(to: list)
            }
            renderer.finishRendering()
            try target.withPixelWords { (pixels) throws(RecordingError) in try body(pixels) }
            try progress(index + 1)
        }
    }

    /// The script playing from engine time 0 on the scene (or the two compared, laid out as
    /// `run A --compare B` lays them out, with no status bar): how to advance it to an engine time
    /// and how to compose the frame of that moment on the canvas.
    private func frameSource() -> (advance: (Double) -> Void, compose: () -> DrawList) {
        if let compared {
            let sessions = ComparedSessions(a: scene, b: compared.scene)
            sessions.textMeasurer = FontTextMeasure(fontPath: fontPath)
            sessions.layers = layers
            sessions.play(script, from: 0)
            let layout = sessions.layout(canvas: canvas, hasStatusBar: false)
            return ({ sessions.advance(to: $0) }, { sessions.frame(in: layout, scenes: compared.names) })
        }
        let session = SceneSession(scene: scene)
        session.textMeasurer = FontTextMeasure(fontPath: fontPath)
        session.layers = layers
        session.play(script, from: 0)
        let layout = session.layout(canvas: canvas)
        return ({ session.advance(to: $0) }, { session.frame(in: layout) })
    }
}
