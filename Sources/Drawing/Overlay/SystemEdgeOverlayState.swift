import GestureEngine

/// The system edge part of the overlay's state (§10), reduced from `systemGesture` trace
/// events: which edges the app defers, which are armed and until when, when the system UI last
/// opened or closed.
public struct SystemEdgeOverlayState: Sendable {
    public private(set) var deferred: Set<SystemEdge> = []
    /// Armed edges and until when, as the `tongue` and `armed` events say.
    public private(set) var armed: [SystemEdge: SystemEdgeGestures.EdgeArming] = [:]
    /// The latest `tongue`, `opened` or `closed`: something slides for `SystemEdgeLayer.slideDuration`.
    public private(set) var lastSlide: Double?

    mutating func reduce(_ event: TraceEvent) {
        guard case let .systemGesture(edge, systemEvent, _, _) = event.kind else { return }
        switch systemEvent {
        case .deferring: deferred.insert(edge)
        case .notDeferring: deferred.remove(edge)
        case .tongue:
            armed[edge] = .whileSwipeIsDown
            lastSlide = event.time
        case .armed: armed[edge] = .until(event.time + Defaults.deferredEdgeArmedDuration)
        case .disarmed: armed[edge] = nil
        case .opened, .closed: lastSlide = event.time
        default: break
        }
    }

    /// Whether the overlay or the device's system drawing changes with time alone at `now`: an
    /// armed countdown runs, or something slides.
    public func isInMotion(at now: Double) -> Bool {
        armed.values.contains { $0 != .whileSwipeIsDown } || lastSlide.map { now - $0 <= SystemEdgeLayer.slideDuration } ?? false
    }
}
