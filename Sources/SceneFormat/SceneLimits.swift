/// The bounds of what a scene or script file may ask for, enforced before the expensive work and
/// reported with a position (docs/SCENES.md, "Limits"). Each is generous for real scenes — the
/// largest shipped scene uses a small fraction — and keeps every command within seconds and
/// megabytes on hostile input.
public enum SceneLimits {
    /// Bytes in one file (4 MiB); checked before the file is read.
    public static let fileBytes = 4 << 20
    /// Diagnostics kept per file; the rest are counted in one final line.
    public static let diagnostics = 200
    /// The largest magnitude of any number in a file: coordinates, sizes, radii, angles (points,
    /// degrees). A view a million points away is already far off any screen.
    public static let magnitude = 1_000_000.0
    /// The latest time in a script, and the longest move, poster time or script (seconds).
    public static let duration = 3600.0
    /// Views in one scene, and how deeply they may nest.
    public static let views = 20_000
    public static let viewDepth = 64
    /// Recognizers on one view, and in one scene.
    public static let recognizersPerView = 64
    public static let recognizers = 20_000
    /// Steps in one script; the sum of its move durations is also at most `duration`, which
    /// bounds the interpolated samples (60 per second) to 216 000.
    public static let scriptSteps = 20_000
    /// Characters in a label, a name or any other text value.
    public static let textLength = 10_000
    /// A transform's scale factor, either axis.
    public static let scaleFactor = 1_000.0
}
