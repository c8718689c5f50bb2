import GestureEngine

/// A rectangle of whole output pixels: rows and columns, half-open.
public struct PixelArea: Equatable, Sendable {
    public var columns: Range<Int>
    public var rows: Range<Int>

    public init(columns: Range<Int>, rows: Range<Int>) {
        self.columns = columns
        self.rows = rows
    }

    /// A canvas of `width` × `height` pixels from (0, 0).
    public init(width: Int, height: Int) {
        self.init(columns: 0..<max(0, width), rows: 0..<max(0, height))
    }

    /// The output pixels `rect` (points) touches at `pixelScale`: from the pixel its top-left
    /// corner is in to the one its bottom-right corner ends in, each coordinate within ±2²⁴.
    public init(touching rect: Rect, pixelScale: Double) {
        func bounded(_ coordinate: Double) -> Int { max(-Self.touchLimit, min(Self.touchLimit, Self.pixel(coordinate))) }
        let minX = bounded((rect.minX * pixelScale).rounded(.down)), minY = bounded((rect.minY * pixelScale).rounded(.down))
        let maxX = bounded((rect.maxX * pixelScale).rounded(.up)), maxY = bounded((rect.maxY * pixelScale).rounded(.up))
        self.init(columns: minX..<max(minX, maxX), rows: minY..<max(minY, maxY))
    }

    /// The common pixels of the two (empty ranges where they do not meet).
    public func intersection(_ other: PixelArea) -> PixelArea {
        PixelArea(columns: columns.clamped(to: other.columns), rows: rows.clamped(to: other.rows))
    }

    /// Whether no pixel is in the area.
    public var isEmpty: Bool { columns.isEmpty || rows.isEmpty }

    /// The bound of `init(touching:pixelScale:)`: far beyond any canvas, and within what a
    /// window system's 32-bit rectangles hold.
    static let touchLimit = 1 << 24

    /// Every pixel a coordinate can name safely (±2³⁰, far beyond any canvas).
    public static let unbounded = PixelArea(columns: -limit..<limit, rows: -limit..<limit)

    static let limit = 1 << 30

    /// `coordinate` (a whole number of pixels) as an `Int`, clamped to ±2³⁰; NaN becomes 0.
    /// Converting a huge or non-finite `Double` to `Int` directly traps.
    public static func pixel(_ coordinate: Double) -> Int {
        guard !coordinate.isNaN else { return 0 }
        return Int(max(-Double(limit), min(Double(limit), coordinate)))
    }
}
