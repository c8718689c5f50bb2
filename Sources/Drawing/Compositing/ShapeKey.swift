import GestureEngine

/// What a cached shape is, independent of where it is drawn and of its colour: its content
/// (fill, border, dashed outline) and its box in quarter pixels, with the fraction of a pixel
/// the box starts at. Two shapes with equal keys rasterise to the same coverage, a whole number
/// of pixels apart. The shape caches (`CoverageCache`, the GPU path's texture cache) key on it.
///
/// Positions are thus rounded to a quarter pixel: at most one coverage step on an edge pixel
/// against rasterising in place (within the PNG golden tolerance, `CompositingTests`).
public struct ShapeKey: Hashable, Sendable {
    /// What is drawn in the box.
    public enum Content: Hashable, Sendable {
        case fill
        /// A border this many quarter pixels wide.
        case border(Int32)
        /// A `DashedOutline` at this many quarter pixels per point (its dashes are in points).
        case dashed(scale: Int32)
    }

    /// Fill, border or dashed outline.
    public let content: Content
    /// Quarter pixels.
    public let width: Int32, height: Int32, radius: Int32
    /// Quarter pixels past the whole pixel the box starts in (0…3).
    public let phaseX: UInt8, phaseY: UInt8

    /// Shapes larger than this (pixels, either side) are not cached: their coverage is a few
    /// rectangles, drawn in place as cheaply.
    public static let maximumSide = 512.0

    /// A key with where its shape goes: the whole pixel its box starts in.
    public struct Placement {
        public let key: ShapeKey
        /// The whole output pixel the box starts in.
        public let x: Int, y: Int
    }

    /// The fill (`border` nil) or border (`border` local points wide) of `shape`; nil when it
    /// is rotated, has no rounded corner, or is too large.
    public static func place(_ shape: RoundedRect, border: Double?, rasterizer: CoverageRasterizer) -> Placement? {
        guard shape.cornerRadius > 0 else { return nil }
        let content = border.map { Content.border(quarters($0 * abs(shape.transform.a) * rasterizer.pixelScale)) } ?? .fill
        return place(content, shape, rasterizer: rasterizer)
    }

    /// A dashed outline; nil when it is not axis-aligned the right way round (its dashes start
    /// at the top-left corner) or too large.
    public static func place(_ outline: DashedOutline, rasterizer: CoverageRasterizer) -> Placement? {
        // Dash lengths are in points: only a scale of whole quarters keys exactly.
        guard outline.shape.transform.a > 0, outline.shape.transform.d > 0,
              rasterizer.pixelScale * 4 == (rasterizer.pixelScale * 4).rounded() else { return nil }
        let box = RoundedRect(rect: outline.shape.rect, cornerRadius: 0, transform: outline.shape.transform)
        return place(.dashed(scale: quarters(rasterizer.pixelScale)), box, rasterizer: rasterizer)
    }

    private static func place(_ content: Content, _ shape: RoundedRect, rasterizer: CoverageRasterizer) -> Placement? {
        guard let (box, radius) = rasterizer.pixelBox(shape), box.minX.isFinite, box.minY.isFinite,
              box.width > 0, box.height > 0, box.width <= maximumSide, box.height <= maximumSide
        else { return nil }
        let (originX, phaseX) = split(box.minX), (originY, phaseY) = split(box.minY)
        let key = ShapeKey(content: content, width: quarters(box.width), height: quarters(box.height), radius: quarters(radius),
                           phaseX: phaseX, phaseY: phaseY)
        return Placement(key: key, x: PixelArea.pixel(originX), y: PixelArea.pixel(originY))
    }

    /// Whole pixels outside the box the content can cover: the anti-aliased fringe, and for a
    /// dashed outline half its band (in points, at its scale).
    public var outset: Int {
        guard case let .dashed(quarterScale) = content else { return 1 }
        return Int((DashedOutline.thickness / 2 * Double(quarterScale) / 4).rounded(.up)) + 1
    }

    /// Pixels a raster of the content needs across (`width`, `height`), with the box starting
    /// `outset` pixels (plus its phase) in.
    public var rasterSize: (width: Int, height: Int) {
        (Int((Double(width) / 4).rounded(.up)) + 2 * outset + 1, Int((Double(height) / 4).rounded(.up)) + 2 * outset + 1)
    }

    /// The shape's coverage with its box starting `outset` pixels (plus its phase) in from
    /// (0, 0), within `rasterSize`.
    public func coverage() -> [CoverageRect] {
        let margin = Double(outset), size = rasterSize
        let visible = PixelArea(width: size.width, height: size.height)
        let box = Rect(margin + Double(phaseX) / 4, margin + Double(phaseY) / 4, Double(width) / 4, Double(height) / 4)
        let inPixels = CoverageRasterizer(pixelScale: 1, visible: visible)
        let shape = RoundedRect(rect: box, cornerRadius: Double(radius) / 4)
        switch content {
        case .fill:
            return inPixels.fill(shape) ?? []
        case let .border(width):
            return inPixels.stroke(shape, width: Double(width) / 4) ?? []
        case let .dashed(quarterScale):
            // The dashes are laid out in points: lay the outline out in points at the frame's scale.
            let scale = Double(quarterScale) / 4
            let inPoints = CoverageRasterizer(pixelScale: scale, visible: visible)
            let outline = DashedOutline(RoundedRect(rect: Rect(box.minX / scale, box.minY / scale, box.width / scale, box.height / scale),
                                                    cornerRadius: 0))
            return outline.dashes.flatMap { inPoints.fill($0) ?? [] }
        }
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
