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
        guard outline.shape.transform.a > 0, outline.shape.transform.d > 0 else { return nil }
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

    /// The shape's coverage with its box starting `margin` pixels (plus its phase) in from
    /// (0, 0), evaluated within `visible`.
    public func coverage(margin: Double, visible: PixelArea) -> [CoverageRect] {
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
