import Drawing
import GestureEngine
import Raster
import SceneFormat
import Session

/// Headless rendering of a scene at a moment of its script into pixels in memory (`Raster`):
/// the same pixels on any machine with the same font library, no display and no SDL renderer
/// needed — SDL_ttf only rasterises the text, on the calling thread.
public enum Snapshot {
    /// Plays `script` on `scene` up to script second `time` (engine time × `timeScale`) and
    /// draws that frame at `scale` output pixels per point on a canvas of `canvasSize` points,
    /// laid out as the window lays out (nil: the size the window opens at, the scene at 1×
    /// beside its timeline; a smaller canvas scales the scene down to fit), with the overlay
    /// `layers` (the code panel among them: `snapshot --layers`).
    /// Throws when the canvas cannot be made or the font is broken.
    public static func render(scene: SceneDescription, script: InputScript, at time: Double, scale: Double,
                              canvasSize: Size? = nil, fontPath: String, timeScale: Double = 1,
                              layers: OverlayLayers = OverlayLayers()) throws -> SoftwareCanvas {
        try render(Replay.session(of: scene, playing: .script(script, timeScale: timeScale), until: time * timeScale),
                   canvasSize: canvasSize, scale: scale, fontPath: fontPath, layers: layers)
    }

    /// Replays recorded input `events` (a trace's touches, `TraceInput`) on `scene` up to engine
    /// second `time` and draws that frame, as `render(scene:script:…)` does.
    public static func render(scene: SceneDescription, input events: [InputEvent], at time: Double, scale: Double,
                              canvasSize: Size? = nil, fontPath: String, layers: OverlayLayers = OverlayLayers()) throws -> SoftwareCanvas {
        try render(Replay.session(of: scene, playing: .events(events), until: time), canvasSize: canvasSize, scale: scale, fontPath: fontPath,
                   layers: layers)
    }

    /// Plays `script` on `a` and `b` side by side (`ComparedSessions`) up to script second `time`
    /// and draws that frame as `run A --compare B` lays it out, with no status bar (nil
    /// `canvasSize`: the size such a window opens at with no screen to fit); the panes' headers
    /// say `names` (A's, B's).
    public static func render(comparing a: SceneDescription, with b: SceneDescription, names: [String], script: InputScript, at time: Double,
                              scale: Double, canvasSize: Size? = nil, fontPath: String, layers: OverlayLayers = OverlayLayers()) throws -> SoftwareCanvas {
        let sessions = Replay.comparison(of: a, b, playing: .script(script, timeScale: 1), until: time)
        sessions.textMeasurer = FontTextMeasure(fontPath: fontPath)
        sessions.layers = layers
        let size = canvasSize ?? sessions.openingCanvas(hasStatusBar: false, fixedScale: nil, limit: nil)
        return try draw(sessions.frame(in: sessions.layout(canvas: size, hasStatusBar: false), scenes: names),
                        scale: scale, fontPath: fontPath)
    }

    private static func render(_ session: SceneSession, canvasSize: Size?, scale: Double, fontPath: String,
                               layers: OverlayLayers) throws -> SoftwareCanvas {
        // Laid out by the font it is drawn with, as the window lays out.
        session.textMeasurer = FontTextMeasure(fontPath: fontPath)
        session.layers = layers
        return try draw(session.frame(canvas: canvasSize), scale: scale, fontPath: fontPath)
    }

    private static func draw(_ list: DrawList, scale: Double, fontPath: String) throws -> SoftwareCanvas {
        let canvas = try SoftwareCanvas(width: Int32((list.size.width * scale).rounded()),
                                        height: Int32((list.size.height * scale).rounded()))
        // In bands on every processor: the same pixels as one renderer (`BandedRendererTests`).
        try BandedRenderer(canvas: canvas, text: TextAtlas.checked(fontPath: fontPath)).render(list, pixelScale: scale)
        return canvas
    }
}
