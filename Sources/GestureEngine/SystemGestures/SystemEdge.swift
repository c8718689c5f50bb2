/// A screen edge with a simulated system gesture (§10.1). Leading/trailing are for a
/// left-to-right layout: trailing is the right edge.
public enum SystemEdge: String, Sendable, CaseIterable {
    /// Home / Dock: swipe up.
    case bottom
    /// Cover sheet (Notification Centre): swipe down.
    case top
    /// Slide Over, regular width only: swipe left.
    case trailing

    /// The system recognizer's id in traces and the timeline (`system.bottom`).
    public var recognizerID: String { "system." + rawValue }

    /// What the edge's gesture opens, as the drawing names it.
    public var systemUIName: String {
        switch self {
        case .bottom: "Home"
        case .top: "Cover Sheet"
        case .trailing: "Slide Over"
        }
    }

    /// This edge's band of a window of `size`: `Defaults.systemEdgeBand` deep along the edge
    /// (window points).
    public func band(in size: Size) -> Rect {
        let depth = Defaults.systemEdgeBand
        switch self {
        case .bottom: return Rect(0, size.height - depth, size.width, depth)
        case .top: return Rect(0, 0, size.width, depth)
        case .trailing: return Rect(size.width - depth, 0, depth, size.height)
        }
    }

    /// Whether `point` lies in this edge's band of a window of `size`, or beyond the edge.
    func bandContains(_ point: Point, in size: Size) -> Bool {
        let band = band(in: size)
        switch self {
        case .bottom: return point.y >= band.minY
        case .top: return point.y < band.maxY
        case .trailing: return point.x >= band.minX
        }
    }

    /// The movement from `start` to `point` split into inward (toward the screen's middle) and
    /// across (along the edge), in points.
    func motion(from start: Point, to point: Point) -> (inward: Double, across: Double) {
        let delta = point - start
        switch self {
        case .bottom: return (-delta.y, abs(delta.x))
        case .top: return (delta.y, abs(delta.x))
        case .trailing: return (-delta.x, abs(delta.y))
        }
    }
}
