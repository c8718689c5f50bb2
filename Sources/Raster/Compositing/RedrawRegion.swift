import Drawing
import GestureEngine

/// A rectangle of a kept frame to clear and redraw: the output pixels written, and a window
/// rectangle (points) holding them, against which commands are culled (a command whose bounds
/// miss it cannot touch those pixels).
///
/// Invariant: every pixel of `pixels` lies inside `points` at the scale it was made for.
public struct RedrawRegion: Sendable {
    public var pixels: PixelArea
    public var points: Rect

    /// The pixels `rect` (points) touches at `pixelScale`.
    public init(_ rect: Rect, pixelScale: Double) {
        pixels = PixelArea(touching: rect, pixelScale: pixelScale)
        points = rect
    }

    public init(pixels: PixelArea, points: Rect) {
        self.pixels = pixels
        self.points = points
    }

    /// The part of the region in pixel rows `rows`, nil when there is none. The rows' window
    /// rectangle is widened by a point each way, so that rounding can only keep more commands.
    func restricted(toRows rows: Range<Int>, pixelScale: Double) -> RedrawRegion? {
        let kept = pixels.rows.clamped(to: rows)
        guard !kept.isEmpty, !pixels.columns.isEmpty else { return nil }
        let band = Rect(points.minX, Double(rows.lowerBound) / pixelScale - 1, points.width, Double(rows.count) / pixelScale + 2)
        guard let culling = points.intersection(band) else { return nil }
        return RedrawRegion(pixels: PixelArea(columns: pixels.columns, rows: kept), points: culling)
    }
}
