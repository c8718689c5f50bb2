/// `UIScreenEdgePanGestureRecognizer` (§7.4): a pan whose first touch must start within
/// `Defaults.screenEdgeBand` of one of `edges` of the window, and which begins only if its motion
/// is more inward than along the edge (else it fails). No edges: never recognizes.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    public struct Edges: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Edges(rawValue: 1)
        public static let left = Edges(rawValue: 2)
        public static let bottom = Edges(rawValue: 4)
        public static let right = Edges(rawValue: 8)
        public static let all: Edges = [.top, .left, .bottom, .right]
    }

    public var edges: Edges = []
    /// The inward unit vector of the edge the first touch started at.
    private var inward: Point?
    private var start: Point?

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if start == nil, let first = touches.first {
            start = first.location
            inward = inwardDirection(at: first.location)
            if inward == nil { return fail(edges.isEmpty ? "no edges set" : "not started at an edge") }
        }
        super.touchesBegan(touches, with: event)
    }

    override open func shouldBeginPan() -> Bool {
        guard let inward, let start, let touch = activeTouches.first else { return false }
        let motion = touch.location - start
        let inwardAmount = motion.x * inward.x + motion.y * inward.y
        let lateral = abs(motion.x * inward.y - motion.y * inward.x)
        if inwardAmount <= lateral {
            fail("moved along the edge, not inward")
            return false
        }
        return true
    }

    override open func reset() {
        super.reset()
        inward = nil
        start = nil
    }

    private func inwardDirection(at point: Point) -> Point? {
        guard let window = view?.root else { return nil }
        let bounds = window.bounds
        let band = Defaults.screenEdgeBand
        if edges.contains(.left), point.x - bounds.minX < band { return Point(1, 0) }
        if edges.contains(.right), bounds.maxX - point.x <= band { return Point(-1, 0) }
        if edges.contains(.top), point.y - bounds.minY < band { return Point(0, 1) }
        if edges.contains(.bottom), bounds.maxY - point.y <= band { return Point(0, -1) }
        return nil
    }
}
