import CSDL
import GestureEngine

/// A rectangle of a kept frame to clear and redraw: the output pixels written, and a window
/// rectangle (points) holding them, against which commands are culled (a command whose bounds
/// miss it cannot touch those pixels).
///
/// Invariant: every pixel of `pixels` lies inside `points` at the scale it was made for.
struct RedrawRegion: Sendable {
    var pixels: SDL_Rect
    var points: Rect

    /// The pixels `rect` (points) touches at `pixelScale`.
    init(_ rect: Rect, pixelScale: Double) {
        pixels = DrawListRenderer.pixelRect(rect, pixelScale: pixelScale)
        points = rect
    }

    init(pixels: SDL_Rect, points: Rect) {
        self.pixels = pixels
        self.points = points
    }

    /// The part of the region in pixel rows `rows`, nil when there is none. The rows' window
    /// rectangle is widened by a point each way, so that rounding can only keep more commands.
    func restricted(toRows rows: Range<Int>, pixelScale: Double) -> RedrawRegion? {
        let top = max(Int(pixels.y), rows.lowerBound), bottom = min(Int(pixels.y) + Int(pixels.h), rows.upperBound)
        guard top < bottom, pixels.w > 0 else { return nil }
        let band = Rect(points.minX, Double(rows.lowerBound) / pixelScale - 1, points.width, Double(rows.count) / pixelScale + 2)
        guard let culling = points.intersection(band) else { return nil }
        return RedrawRegion(pixels: SDL_Rect(x: pixels.x, y: Int32(top), w: pixels.w, h: Int32(bottom - top)), points: culling)
    }
}
