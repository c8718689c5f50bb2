import GestureEngine

/// How large the window's own words and marks are drawn: a factor on their base sizes (the
/// timeline's 9-pt labels and 12-pt row titles, the status bar's 12 pt, the cards' and the reload
/// banner's), chosen from the canvas so that a presenter's window reads from the back of a room.
///
/// The base sizes read well on a 640 × 390-point canvas; the factor is the smaller of the
/// canvas's two ratios to that reference: a 1920 × 1080 canvas gives 2.77 (the compact
/// timeline's 8-pt labels 22.2 px, its 9-pt labels 24.9 px, 12-pt row titles 33 px), 1280 × 800
/// gives 2 (16 px, 18 px), 800 × 600 gives 1.25. The user's `zoom` (the `+`/`-` keys) multiplies
/// it; it never goes below 1 (a small window keeps the base sizes, however far `-` goes).
///
/// Invariant: `factor` is finite, at least 1 and at most `maximumFactor × maximumZoom`.
public struct TypeScale: Equatable, Sendable {
    /// Window points per base point.
    public let factor: Double

    /// The canvas (window points) whose words are sized.
    public init(canvas: Size, zoom: Double = 1) {
        let width = canvas.width.isFinite ? canvas.width : 0, height = canvas.height.isFinite ? canvas.height : 0
        let fitted = max(1, min(Self.maximumFactor, min(width / Self.referenceWidth, height / Self.referenceHeight)))
        factor = max(1, fitted * Self.clampedZoom(zoom))
    }

    /// A scale of `factor` exactly, within the bounds (tests; the 1× of `unit`).
    public init(factor: Double) {
        self.factor = factor.isFinite ? max(1, min(Self.maximumFactor * Self.maximumZoom, factor)) : 1
    }

    /// The 1× scale: base sizes as they are.
    public static let unit = TypeScale(factor: 1)

    /// `points` base points in window points.
    public func scaled(_ points: Double) -> Double { points * factor }

    /// The canvas width (points) at which the base sizes are drawn 1:1.
    public static let referenceWidth = 640.0
    /// The canvas height (points) at which the base sizes are drawn 1:1.
    public static let referenceHeight = 390.0
    /// The largest factor a canvas gives (a 4K-wide window; beyond it words stop growing).
    public static let maximumFactor = 6.0
    /// The user's zoom stays within these bounds (the `+`/`-` keys step by `zoomStep`).
    public static let minimumZoom = 0.5, maximumZoom = 3.0
    /// One step of the `+`/`-` keys.
    public static let zoomStep = 1.15

    /// `zoom` within `minimumZoom ... maximumZoom`, 1 when it is not a number.
    public static func clampedZoom(_ zoom: Double) -> Double {
        zoom.isFinite ? max(minimumZoom, min(maximumZoom, zoom)) : 1
    }
}
