import Drawing
import Foundation
import GestureEngine

/// What a cached shape is, independent of where it is drawn and of its colour: its content
/// (fill, border, dashed outline) and its box in quarter pixels, with the fraction of a pixel
/// the box starts at — or, turned, its size, angle and the fraction of a pixel its centre is at.
/// Two shapes with equal keys rasterise to the same coverage, a whole number of pixels apart.
/// The shape cache (`CoverageCache`) and the ghosts' layer (`OutlineLayer`) key on it.
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
    /// Quarter pixels (of a rotated shape: before its rotation).
    public let width: Int32, height: Int32, radius: Int32
    /// Quarter pixels past the whole pixel the box starts in (0…3); of a rotated shape, past the
    /// whole pixel its centre is in.
    public let phaseX: UInt8, phaseY: UInt8
    /// A rotated shape's angle in `turnSteps`ths of a turn (0…`turnSteps` − 1; right angles
    /// included, where its transform is a rotation however nearly axis-aligned); nil: an
    /// axis-aligned shape, placed by its box.
    public let turn: Int32?

    /// Steps of a turn a rotated shape's angle is kept to: at most 0.044° off, 0.02 pixels at the
    /// corner of a shape 25 pixels across, 0.28 at the largest kept (512 pixels).
    public static let turnSteps: Int32 = 4096

    /// Shapes larger than this (pixels, either side) are not cached: their coverage is a few
    /// rectangles, drawn in place as cheaply.
    public static let maximumSide = 512.0

    /// A key with where its shape goes: the whole pixel its box starts in (a rotated shape's:
    /// its centre is in).
    public struct Placement {
        public let key: ShapeKey
        /// The whole output pixel the box starts in (a rotated shape's centre is in).
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
                           phaseX: phaseX, phaseY: phaseY, turn: nil)
        return Placement(key: key, x: PixelArea.pixel(originX), y: PixelArea.pixel(originY))
    }

    /// The fill (`border` nil) or border of `shape` turned by its transform, a rotation with a
    /// uniform scale (a timeline's diamond marker, a rotated view); nil when the transform skews,
    /// scales unevenly or mirrors, or the shape is too large. Placed at the whole pixel its
    /// centre is in.
    public static func place(rotated shape: RoundedRect, border: Double?, rasterizer: CoverageRasterizer) -> Placement? {
        let t = shape.transform.concatenating(Transform2D(scaleX: rasterizer.pixelScale, y: rasterizer.pixelScale))
        guard abs(t.a - t.d) < 1e-9, abs(t.b + t.c) < 1e-9 else { return nil }
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        let width = shape.rect.width * scale, height = shape.rect.height * scale
        guard scale > 0, width > 0, height > 0, width <= maximumSide, height <= maximumSide else { return nil }
        var turn = Int32(clamping: Int((atan2(t.b, t.a) / (2 * .pi) * Double(turnSteps)).rounded())) % turnSteps
        if turn < 0 { turn += turnSteps }
        let center = t.apply(to: shape.rect.center)
        guard center.x.isFinite, center.y.isFinite else { return nil }
        let (wholeX, phaseX) = split(center.x), (wholeY, phaseY) = split(center.y)
        let radius = max(0, min(shape.cornerRadius * scale, min(width, height) / 2))
        let content = border.map { Content.border(quarters($0 * scale)) } ?? .fill
        let key = ShapeKey(content: content, width: quarters(width), height: quarters(height), radius: quarters(radius),
                           phaseX: phaseX, phaseY: phaseY, turn: turn)
        return Placement(key: key, x: PixelArea.pixel(wholeX), y: PixelArea.pixel(wholeY))
    }

    /// Whole pixels outside the box the content can cover: the anti-aliased fringe, and for a
    /// dashed outline half its band (in points, at its scale). A rotated shape's: from the pixel
    /// its centre is in to the farthest it can cover.
    public var outset: Int {
        if let rotated { return rotated.reach }
        guard case let .dashed(quarterScale) = content else { return 1 }
        return Int((DashedOutline.thickness / 2 * Double(quarterScale) / 4).rounded(.up)) + 1
    }

    /// Pixels a raster of the content needs across (`width`, `height`), with the box starting
    /// `outset` pixels (plus its phase) in; a rotated shape's centre `outset` pixels (plus its
    /// phase) in.
    public var rasterSize: (width: Int, height: Int) {
        // A rotated shape's raster: a square around its centre.
        if turn != nil { return (2 * outset + 1, 2 * outset + 1) }
        return (Int((Double(width) / 4).rounded(.up)) + 2 * outset + 1, Int((Double(height) / 4).rounded(.up)) + 2 * outset + 1)
    }

    /// The shape's coverage with its box (a rotated shape's centre) `outset` pixels (plus its
    /// phase) in from (0, 0), within `rasterSize`.
    public func coverage() -> [CoverageRect] {
        let margin = Double(outset), size = rasterSize
        if let rotated {
            return rotated.coverage(size: size.width, centerX: margin + Double(phaseX) / 4, centerY: margin + Double(phaseY) / 4)
        }
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

    /// A rotated key's shape in pixels; nil for an axis-aligned key.
    private var rotated: RotatedCoverage? {
        guard let turn else { return nil }
        var border: Double?
        if case let .border(quarters) = content { border = Double(quarters) / 4 }
        return RotatedCoverage(width: Double(width) / 4, height: Double(height) / 4, radius: Double(radius) / 4, border: border,
                               angle: Double(turn) / Double(Self.turnSteps) * 2 * .pi)
    }

    /// A pixel coordinate as a whole pixel and the quarter pixels past it (0…3).
    private static func split(_ coordinate: Double) -> (whole: Double, quarters: UInt8) {
        let whole = coordinate.rounded(.down)
        let quarters = quarters(coordinate - whole)
        return quarters == 4 ? (whole + 1, 0) : (whole, UInt8(quarters))
    }

    /// Whole quarter pixels, clamped (NaN is 0): widths come from scene geometry.
    private static func quarters(_ pixels: Double) -> Int32 {
        Int32(clamping: PixelArea.pixel((pixels * 4).rounded()))
    }
}
