import Drawing
import GestureEngine

/// Rasterised shapes kept and reused: the backing store of a layer's content, as Core Animation
/// keeps one. The coverage of a rounded fill, a border or a dashed outline is computed the
/// first time its `ShapeKey` is seen and kept relative to the shape's whole-pixel origin; a
/// moved view reuses it at its new origin, a recoloured or fading one with its new colour
/// (coverage has no colour). Identical shapes share one entry.
///
/// Bounded: past `spanBudget` spans every entry is dropped and the cache starts again. Rotated
/// shapes are kept apart, within `rotatedSpanBudget`: a view turning under two fingers is a new
/// angle every frame, and its entries must not push out the shapes that stand still.
public final class CoverageCache {
    /// Spans kept before the cache is emptied: 4 MB, a few thousand distinct shapes (a shape
    /// whose size changes every frame, a pinched view, must not grow the window's memory).
    static let spanBudget = 1 << 18
    /// Spans of rotated shapes kept before those are emptied: 1 MB.
    static let rotatedSpanBudget = 1 << 16

    /// One row's run of equally covered pixels.
    public struct Span {
        /// Pixels, relative to the placement's whole pixel; `width` pixels from `x` rightwards.
        public let y: Int32, x: Int32, width: Int32
        /// 1…`CoverageRasterizer.levels`.
        public let level: Int32
    }

    /// Cached coverage as spans in row order (a scanline's pixels are then touched once, left to
    /// right: drawing is bound by memory, not arithmetic), relative to `(x, y)`: the whole pixel
    /// the shape's box starts in (a rotated shape's centre is in).
    public struct Placed {
        public let spans: [Span]
        /// Output pixels.
        public let x: Int, y: Int
    }

    /// Shapes as they lie, and rotated shapes, each within its own budget.
    private var shapes = Shelf(budget: spanBudget), rotatedShapes = Shelf(budget: rotatedSpanBudget)
    /// Shapes rasterised so far (each key once while it is kept), for tests and `bench`.
    public private(set) var rasterised = 0

    public init() {}

    /// The coverage of the fill (`border` nil) or border of `shape`; nil when it is not cached
    /// (`ShapeKey.place`): rasterise it in place.
    public func coverage(of shape: RoundedRect, border: Double?, rasterizer: CoverageRasterizer) -> Placed? {
        ShapeKey.place(shape, border: border, rasterizer: rasterizer).map(placed)
    }

    /// The coverage of the fill or border of `shape` turned by its transform (not by a right
    /// angle; `ShapeKey.place(rotated:border:rasterizer:)`); nil when it is not cached.
    public func coverage(ofRotated shape: RoundedRect, border: Double?, rasterizer: CoverageRasterizer) -> Placed? {
        ShapeKey.place(rotated: shape, border: border, rasterizer: rasterizer).map(placed)
    }

    /// The coverage of a dashed outline; nil when it is not cached.
    public func coverage(of outline: DashedOutline, rasterizer: CoverageRasterizer) -> Placed? {
        ShapeKey.place(outline, rasterizer: rasterizer).map(placed)
    }

    /// The coverage of the shape `placement` keys, at its place.
    func placed(_ placement: ShapeKey.Placement) -> Placed {
        let kept = placement.key.turn == nil ? shapes.entries[placement.key] : rotatedShapes.entries[placement.key]
        return Placed(spans: kept ?? rasterise(placement.key), x: placement.x, y: placement.y)
    }

    /// The coverage of the shape `placement` keys, at its place, rasterised and not kept: what
    /// `placed` gives, for a renderer that keeps nothing (the reference frames are drawn so).
    public static func uncached(_ placement: ShapeKey.Placement) -> Placed {
        Placed(spans: spans(of: placement.key), x: placement.x, y: placement.y)
    }

    private func rasterise(_ key: ShapeKey) -> [Span] {
        let spans = Self.spans(of: key)
        if key.turn == nil { shapes.keep(spans, for: key) } else { rotatedShapes.keep(spans, for: key) }
        rasterised += 1
        return spans
    }

    /// The coverage of `key`'s shape as spans in row order.
    private static func spans(of key: ShapeKey) -> [Span] {
        // Relative to the box's whole pixel: the raster starts `outset` pixels before it.
        let shift = Int32(key.outset)
        var spans: [Span] = []
        for rect in key.coverage() {
            for row in rect.y..<(rect.y + rect.height) {
                spans.append(Span(y: row - shift, x: rect.x - shift, width: rect.width, level: Int32(rect.level)))
            }
        }
        // Row by row, left to right; overlapping dashes keep their drawing order within a row
        // (Swift's sort is stable).
        spans.sort { ($0.y, $0.x) < ($1.y, $1.x) }
        return spans
    }

    /// Entries within a budget of spans: past it, all are dropped and the shelf starts again.
    private struct Shelf {
        let budget: Int
        private(set) var entries: [ShapeKey: [Span]] = [:]
        private var spanCount = 0

        init(budget: Int) {
            self.budget = budget
        }

        mutating func keep(_ spans: [Span], for key: ShapeKey) {
            if spanCount + spans.count > budget {
                entries.removeAll()
                spanCount = 0
            }
            entries[key] = spans
            spanCount += spans.count
        }
    }
}
