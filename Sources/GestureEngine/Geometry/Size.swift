/// A width and height in points. Negative values are representable but never valid in a scene.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    public init(width: Double, height: Double) {
        self.init(width, height)
    }

    public static let zero = Size(0, 0)

    public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}
