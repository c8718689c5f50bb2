import GestureEngine

/// Set operations on rectangles, for damage regions.
extension Rect {
    /// Width × height (square points).
    public var area: Double { width * height }

    /// Whether the two share interior points (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The common part, or nil when they do not intersect.
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let x = max(minX, other.minX), y = max(minY, other.minY)
        return Rect(x, y, min(maxX, other.maxX) - x, min(maxY, other.maxY) - y)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x = min(minX, other.minX), y = min(minY, other.minY)
        return Rect(x, y, max(maxX, other.maxX) - x, max(maxY, other.maxY) - y)
    }
}
