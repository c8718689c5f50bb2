import Drawing
import GestureEngine

/// A crowd of dashed outlines of one colour — the model ghosts of a scene where many views
/// animate — composited as one layer with a backing store, as Core Animation composites a layer
/// it has rasterised: the outlines' coverage, overlaps composed, is kept as one weight per pixel
/// of the box they reach and blended into the frame row by row, eight pixels at a time, instead
/// of thousands of one-pixel spans placed outline by outline every frame. The store follows the
/// outlines: when a few move (a dragged view's ghost) only the pixels they leave and reach are
/// rebuilt; when most move (a scrolled list's ghosts) it is built again.
///
/// Invariant: the store is a function of the outlines, their opacity and the rasteriser alone —
/// what building it from scratch gives (a rebuilt part re-accumulates every outline that meets
/// it, in the run's order) — so frames drawn whole, by damage or in bands are the same pixels.
public final class OutlineLayer {
    /// Runs shorter than this are drawn outline by outline: the store costs a byte per pixel of
    /// the box its outlines reach and a pass over its rows.
    public static let minimumOutlines = 16
    /// Moved outlines whose old and new pixels span more than this share of the store (or reach
    /// beyond it) rebuild the whole store.
    static let rebuiltShare = 0.25

    private var outlines: [DashedOutline] = []
    private var placements: [ShapeKey.Placement] = []
    /// The colour's opacity (0…255) and the rasteriser the store was built for.
    private var alpha: UInt32 = 0
    private var pixelScale = 0.0
    private var canvas = PixelArea(width: 0, height: 0)
    /// The pixels the store covers: the box every outline can reach, within the canvas.
    private var plane = PixelArea(width: 0, height: 0)
    /// Whether `weights` holds `outlines`' coverage.
    private var isBuilt = false
    /// One weight (0…255: coverage × opacity, overlaps composed) per pixel of `plane`, row
    /// after row.
    private var weights: [UInt8] = []
    /// Per row of `plane`, the columns outside which every weight is 0 (conservative: they only
    /// grow until the next whole build).
    private var firstColumns: [Int] = [], endColumns: [Int] = []
    /// Whole builds of the store so far (updates of a few moved outlines are not), for tests.
    private(set) var wholeBuilds = 0

    public init() {}

    /// Brings the store to `next` (outlines in drawing order) in a colour of opacity `alpha`
    /// (0…255), rasterised by `rasterizer` (its `visible` area is the canvas) from `cache`.
    /// True: `composite` draws them. False: some outline has no cached coverage (it is rotated,
    /// flipped or huge): draw them one by one.
    public func update(_ next: [DashedOutline], alpha: UInt32, rasterizer: CoverageRasterizer, cache: CoverageCache) -> Bool {
        guard isBuilt, alpha == self.alpha, rasterizer.pixelScale == pixelScale, rasterizer.visible == canvas,
              next.count == outlines.count
        else { return build(next, alpha: alpha, rasterizer: rasterizer, cache: cache) }
        let changed = next.indices.filter { next[$0] != outlines[$0] }
        guard !changed.isEmpty else { return true }
        var moved: [(index: Int, placement: ShapeKey.Placement)] = []
        var dirty: PixelArea?
        for index in changed {
            guard let placement = ShapeKey.place(next[index], rasterizer: rasterizer) else {
                return build(next, alpha: alpha, rasterizer: rasterizer, cache: cache)
            }
            moved.append((index, placement))
            dirty = Self.union(dirty, Self.union(Self.box(of: placements[index]), Self.box(of: placement)))
        }
        // Outlines that moved beyond the store, or far: build it again.
        guard let dirty = dirty.map({ Self.intersection($0, canvas) }), Self.contains(plane, dirty),
              Double(dirty.columns.count * dirty.rows.count) <= Self.rebuiltShare * Double(plane.columns.count * plane.rows.count)
        else { return build(next, alpha: alpha, rasterizer: rasterizer, cache: cache) }
        outlines = next
        for (index, placement) in moved { placements[index] = placement }
        rebuild(dirty, cache: cache)
        return true
    }

    /// Blends the store into `compositor`'s pixels, within its clip, in the colour `red`,
    /// `green`, `blue` (8 bits each; the opacity is in the store). Only after `update` said true.
    public func composite(into compositor: PixelCompositor, red: UInt32, green: UInt32, blue: UInt32) {
        guard isBuilt else { return }
        let width = plane.columns.count
        let rows = plane.rows.clamped(to: compositor.clip.rows)
        weights.withUnsafeBufferPointer { store in
            guard let base = store.baseAddress else { return }
            for row in rows {
                let index = row - plane.rows.lowerBound
                guard firstColumns[index] < endColumns[index] else { continue }
                let columns = firstColumns[index]..<endColumns[index]
                compositor.blend(row: row, columns: columns, weights: base + index * width + (columns.lowerBound - plane.columns.lowerBound),
                                 red: red, green: green, blue: blue)
            }
        }
    }

    /// Builds the whole store for `next`; false (and no store) when some outline has no cached
    /// coverage.
    private func build(_ next: [DashedOutline], alpha: UInt32, rasterizer: CoverageRasterizer, cache: CoverageCache) -> Bool {
        outlines = next
        self.alpha = alpha
        pixelScale = rasterizer.pixelScale
        canvas = rasterizer.visible
        isBuilt = false
        var placements: [ShapeKey.Placement] = []
        placements.reserveCapacity(next.count)
        for outline in next {
            guard let placement = ShapeKey.place(outline, rasterizer: rasterizer) else { return false }
            placements.append(placement)
        }
        self.placements = placements
        plane = Self.intersection(placements.reduce(nil) { Self.union($0, Self.box(of: $1)) } ?? PixelArea(width: 0, height: 0), canvas)
        let count = plane.columns.count * plane.rows.count
        if weights.count != count { weights = [UInt8](repeating: 0, count: count) }
        firstColumns = [Int](repeating: plane.columns.upperBound, count: plane.rows.count)
        endColumns = [Int](repeating: plane.columns.lowerBound, count: plane.rows.count)
        rebuild(plane, cache: cache)
        isBuilt = true
        wholeBuilds += 1
        return true
    }

    /// Clears `area` of the store and accumulates into it every outline that reaches it, in order.
    private func rebuild(_ area: PixelArea, cache: CoverageCache) {
        guard !area.columns.isEmpty, !area.rows.isEmpty else { return }
        let width = plane.columns.count
        let levelWeights = (0...CoverageRasterizer.levels).map { UInt8(CoverageRasterizer.weight(level: UInt32($0), alpha: alpha)) }
        weights.withUnsafeMutableBufferPointer { store in
            for row in area.rows {
                let start = (row - plane.rows.lowerBound) * width + area.columns.lowerBound - plane.columns.lowerBound
                store.baseAddress!.advanced(by: start).update(repeating: 0, count: area.columns.count)
            }
            for placement in placements where Self.intersects(Self.box(of: placement), area) {
                let placed = cache.placed(placement)
                for span in placed.spans {
                    let row = placed.y + Int(span.y)
                    guard area.rows.contains(row) else { continue }
                    let left = max(area.columns.lowerBound, placed.x + Int(span.x))
                    let right = min(area.columns.upperBound, placed.x + Int(span.x) + Int(span.width))
                    guard left < right else { continue }
                    let weight = levelWeights[min(CoverageRasterizer.levels, max(0, Int(span.level)))]
                    let rowIndex = row - plane.rows.lowerBound
                    let line = rowIndex * width - plane.columns.lowerBound
                    for column in left..<right { store[line + column] = Self.composed(store[line + column], weight) }
                    firstColumns[rowIndex] = min(firstColumns[rowIndex], left)
                    endColumns[rowIndex] = max(endColumns[rowIndex], right)
                }
            }
        }
    }

    /// The weight of `above` drawn over `below` in the same colour: 1 − (1 − a)(1 − b), in 255ths,
    /// rounded. Over 0 it is `above` exactly, as the outline drawn alone would blend.
    static func composed(_ below: UInt8, _ above: UInt8) -> UInt8 {
        let clear = (255 - UInt32(below)) * (255 - UInt32(above))
        return UInt8(255 - (clear + 127) / 255)
    }

    /// The pixels a placed outline's coverage can reach (its raster).
    private static func box(of placement: ShapeKey.Placement) -> PixelArea {
        let outset = placement.key.outset, size = placement.key.rasterSize
        return PixelArea(columns: (placement.x - outset)..<(placement.x - outset + size.width),
                         rows: (placement.y - outset)..<(placement.y - outset + size.height))
    }

    private static func union(_ first: PixelArea?, _ second: PixelArea) -> PixelArea {
        guard let first else { return second }
        return PixelArea(columns: min(first.columns.lowerBound, second.columns.lowerBound)..<max(first.columns.upperBound, second.columns.upperBound),
                         rows: min(first.rows.lowerBound, second.rows.lowerBound)..<max(first.rows.upperBound, second.rows.upperBound))
    }

    private static func intersection(_ first: PixelArea, _ second: PixelArea) -> PixelArea {
        PixelArea(columns: first.columns.clamped(to: second.columns), rows: first.rows.clamped(to: second.rows))
    }

    private static func contains(_ outer: PixelArea, _ inner: PixelArea) -> Bool {
        inner.columns.isEmpty || inner.rows.isEmpty
            || (outer.columns.lowerBound <= inner.columns.lowerBound && inner.columns.upperBound <= outer.columns.upperBound
                && outer.rows.lowerBound <= inner.rows.lowerBound && inner.rows.upperBound <= outer.rows.upperBound)
    }

    private static func intersects(_ first: PixelArea, _ second: PixelArea) -> Bool {
        first.columns.overlaps(second.columns) && first.rows.overlaps(second.rows)
    }
}
