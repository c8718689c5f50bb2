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
