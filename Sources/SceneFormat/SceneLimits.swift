/// The bounds of what a scene or script file may ask for, enforced before the expensive work and
/// reported with a position (docs/SCENES.md, "Limits"). The standard values are generous for real
/// scenes — the largest shipped scene uses a small fraction — and keep every command within
/// seconds and megabytes on hostile input. Tests pass smaller ones to reach each bound quickly.
public struct SceneLimits: Sendable {
    /// Bytes in one file (4 MiB); checked before the file is read.
    public var fileBytes = 4 << 20
    /// Diagnostics kept per file; then the walk stops and one last line says so.
    public var diagnostics = 200
    /// The largest magnitude of any number in a file: coordinates, sizes, radii, angles (points,
    /// degrees). A view a million points away is already far off any screen.
    public var magnitude = 1_000_000.0
    /// The latest time in a script, and the longest move, poster time or script (seconds).
    public var duration = 3600.0
    /// Views in one scene, and how deeply they may nest.
    public var views = 20_000
    public var viewDepth = 64
    /// Recognizers on one view, and in one scene.
    public var recognizersPerView = 64
    public var recognizers = 20_000
    /// Steps in one script; the sum of its move durations is also at most `duration`, which
    /// bounds the interpolated samples (60 per second) to 216 000.
    public var scriptSteps = 20_000
    /// Touches down at once in a replayed trace: as many as a script's fingers (numbered 1 to
    /// 1000). A hand on a touchscreen reports ten; a recognizer's work at each turn grows with
    /// the touches it holds (a pan's centroid), so more would only make every turn slower.
    public var touchesDown = 1_000
    /// Trace events one headless replay may write (`trace`): the longest shipped demo writes
    /// 2 000; an hour's capture of one finger moving at 60 Hz on a pan, about 650 000. A small
    /// scene can ask for far more (a thousand steppers held for an hour: 100 million).
    public var traceEvents = 2_000_000
    /// Characters in a label, a name or any other text value.
    public var textLength = 10_000
    /// A transform's scale factor, either axis.
    public var scaleFactor = 1_000.0
    /// The window's longest side (points): what can be drawn. A snapshot, `check` and `record`
    /// draw the scene at 1× beside its timeline, which takes up to 2 296 points more (380 base
    /// points at the largest type scale, 6×, and its margins), on a canvas of at most 16 384
    /// pixels a side; 14 000 leaves that room on either side (`WindowSizeLimitTests`).
    public var windowSide = 14_000.0

    public init() {}

    /// The limits every command applies.
    public static let standard = SceneLimits()
}
