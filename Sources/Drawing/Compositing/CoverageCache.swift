import GestureEngine

/// Rasterised shapes kept and reused: the backing store of a layer's content, as Core Animation
/// keeps one. The coverage of a rounded fill, a border or a dashed outline (`CoverageRasterizer`)
/// is computed the first time its shape is seen and kept relative to the shape's whole-pixel
/// origin; a moved view reuses it at its new origin, a recoloured or fading one with its new
/// colour (coverage has no colour). Identical shapes share one entry.
///
/// Keys: the content, and the shape in quarter pixels (size, corner radius, border width) with
/// the fraction of a pixel its box starts at. Positions are thus rounded to a quarter pixel: at
/// most one coverage step on an edge pixel against rasterising in place (within the PNG golden
/// tolerance, `CompositingTests`).
///
/// Bounded: past `rectBudget` rectangles every entry is dropped and the cache starts again.
public final class CoverageCache {
    /// Shapes larger than this (pixels, either side) are rasterised in place.
    static let maximumSide = 512.0
    /// Spans kept before the cache is emptied.
    static let spanBudget = 1 << 21

    /// What is drawn in the box.
    private enum Content: Hashable {
        case fill
        /// A border this many quarter pixels wide.
        case border(Int32)
        /// A `DashedOutline` at this many quarter pixels per point (its dashes are in points).
        case dashed(scale: Int32)
    }

    private struct Key: Hashable {
        let content: Content
        let width: Int32, height: Int32, radius: Int32
        let phaseX: UInt8, phaseY: UInt8
    }

    /// One row's run of equally covered pixels.
    public struct Span {
        public let y: Int32, x: Int32, width: Int32
        /// 1…`CoverageRasterizer.levels`.
        public let level: Int32
    }

    /// Cached coverage as spans in row order (a scanline's pixels are then touched once, left to
    /// right: drawing is bound by memory, not arithmetic), relative to `(x, y)`: the whole pixel
    /// the shape's box starts in.
    public struct Placed {
        public let spans: [Span]
        public let x: Int, y: Int
    }

    private var entries: [Key: [Span]] = [:]
    private var spanCount = 0
    /// Shapes rasterised so far (each key once while it is kept), for tests and `bench`.
    public private(set) var rasterised = 0

    public init() {}

    /// The coverage of the fill (`border` nil) or border (`border` local points wide) of
    /// `shape`; nil when the shape is rotated, has no rounded corner, or is too large (rasterise
    /// it in place).
    public func coverage(of shape: RoundedRect, border: Double?, rasterizer: CoverageRasterizer) -> Placed? {
        guard shape.cornerRadius > 0 else { return nil }
        let content = border.map { Content.border(Self.quarters($0 * abs(shape.transform.a) * rasterizer.pixelScale)) } ?? .fill
        return coverage(content, shape, rasterizer: rasterizer)
    }

    /// The coverage of a dashed outline; nil when it is not axis-aligned the right way round
    /// (its dashes start at the top-left corner) or too large.
    public func coverage(of outline: DashedOutline, rasterizer: CoverageRasterizer) -> Placed? {
        guard outline.shape.transform.a > 0, outline.shape.transform.d > 0 else { return nil }
        let box = RoundedRect(rect: outline.shape.rect, cornerRadius: 0, transform: outline.shape.transform)
        return coverage(.dashed(scale: Self.quarters(rasterizer.pixelScale)), box, rasterizer: rasterizer)
    }

    private func coverage(_ content: Content, _ shape: RoundedRect, rasterizer: CoverageRasterizer) -> Placed? {
        guard let (box, radius) = rasterizer.pixelBox(shape), box.minX.isFinite, box.minY.isFinite,
              box.width > 0, box.height > 0, box.width <= Self.maximumSide, box.height <= Self.maximumSide
        else { return nil }
        let (originX, phaseX) = Self.split(box.minX), (originY, phaseY) = Self.split(box.minY)
        let key = Key(content: content, width: Self.quarters(box.width), height: Self.quarters(box.height),
                      radius: Self.quarters(radius), phaseX: phaseX, phaseY: phaseY)
        let spans = entries[key] ?? rasterise(key)
        return Placed(spans: spans, x: PixelArea.pixel(originX), y: PixelArea.pixel(originY))
    }

    /// The coverage of `key`'s shape with its box starting at its phase past (0, 0).
    private func rasterise(_ key: Key) -> [Span] {
        let box = Rect(Double(key.phaseX) / 4, Double(key.phaseY) / 4, Double(key.width) / 4, Double(key.height) / 4)
        let visible = PixelArea(columns: -1..<Int((box.maxX + 2).rounded(.up)), rows: -1..<Int((box.maxY + 2).rounded(.up)))
        let inPixels = CoverageRasterizer(pixelScale: 1, visible: visible)
        let shape = RoundedRect(rect: box, cornerRadius: Double(key.radius) / 4)
        let rects: [CoverageRect]
        switch key.content {
        case .fill:
            rects = inPixels.fill(shape) ?? []
        case let .border(width):
            rects = inPixels.stroke(shape, width: Double(width) / 4) ?? []
        case let .dashed(quarterScale):
            // The dashes are laid out in points: lay the outline out in points at the frame's scale.
            let scale = Double(quarterScale) / 4
            let inPoints = CoverageRasterizer(pixelScale: scale, visible: visible)
            let outline = DashedOutline(RoundedRect(rect: Rect(box.minX / scale, box.minY / scale, box.width / scale, box.height / scale),
                                                    cornerRadius: 0))
            rects = outline.dashes.flatMap { inPoints.fill($0) ?? [] }
        }
        var spans: [Span] = []
        for rect in rects {
            for row in rect.y..<(rect.y + rect.height) { spans.append(Span(y: row, x: rect.x, width: rect.width, level: Int32(rect.level))) }
        }
        // Row by row, left to right; overlapping dashes keep their drawing order within a row.
        spans = spans.enumerated().sorted { ($0.element.y, $0.element.x, $0.offset) < ($1.element.y, $1.element.x, $1.offset) }.map(\.element)
        if spanCount + spans.count > Self.spanBudget {
            entries.removeAll()
            spanCount = 0
        }
        entries[key] = spans
        spanCount += spans.count
        rasterised += 1
        return spans
    }

    /// A pixel coordinate as a whole pixel and the quarter pixels past it (0…3).
    private static func split(_ coordinate: Double) -> (whole: Double, quarters: UInt8) {
        let whole = coordinate.rounded(.down)
        let quarters = quarters(coordinate - whole)
        return quarters == 4 ? (whole + 1, 0) : (whole, UInt8(quarters))
    }

    private static func quarters(_ pixels: Double) -> Int32 {
        Int32(clamping: Int((pixels * 4).rounded()))
    }
}
