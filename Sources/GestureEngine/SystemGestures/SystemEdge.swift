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

    /// Whether `point` lies in this edge's band of a window of `size` (points).
    func bandContains(_ point: Point, in size: Size) -> Bool {
        let band = Defaults.systemEdgeBand
        switch self {
        case .bottom: return point.y >= size.height - band
        case .top: return point.y < band
        case .trailing: return point.x >= size.width - band
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
