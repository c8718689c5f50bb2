/// A position or displacement in points (pt); y grows downward.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public init(x: Double, y: Double) {
        self.init(x, y)
    }

    public static let zero = Point(0, 0)

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }

    /// Euclidean length of the point taken as a vector, in points.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// Euclidean distance to `other`, in points.
    public func distance(to other: Point) -> Double { (other - self).length }

    /// Linear interpolation: `fraction` 0 gives `self`, 1 gives `other`.
    public func interpolated(to other: Point, fraction: Double) -> Point {
        self + (other - self) * fraction
    }

    public var description: String { "(\(formatNumber(x)),\(formatNumber(y)))" }
}
