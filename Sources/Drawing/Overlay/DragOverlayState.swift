import GestureEngine

/// The drag part of the overlay's state, reduced from `dragLift` and `dragSession` trace events
/// (§9): sessions with their finger, items and target, and the recent add-to-drag taps.
///
/// Invariant: `sessions` holds every session the trace shows begun and not yet landed, in the
/// order they began.
public struct DragOverlayState: Sendable {
    /// Seconds an add-to-drag tap stays marked where it landed.
    public static let addTapDuration = 1.0

    public struct Session: Equatable, Sendable {
        public let id: Int
        public var location: Point
        public var items: Int
        /// The drop target under the finger, and its proposal.
        public var target: String?
        public var proposal: DropOperation?
        /// Engine seconds of the drop or cancel; nil while dragging.
        public var endedAt: Double?
        public var dropped = false
    }

    /// Another finger's tap that asked a view for items during a session.
    public struct AddTap: Equatable, Sendable {
        public let session: Int
        public let viewID: String
        public let location: Point
        public let time: Double
        /// Items joined (the session's count after it); false: the view declined.
        public let added: Bool
        public let items: Int
    }

    public private(set) var sessions: [Session] = []
    public private(set) var taps: [AddTap] = []
    /// Engine seconds of the latest lift or lift reversal: the lifted view grows or settles for
    /// `DragLayer.liftAnimation` after it.
    public private(set) var lastLiftChange: Double?

    mutating func reduce(_ event: TraceEvent) {
        if case let .dragLift(_, _, _, liftEvent, _) = event.kind, liftEvent == .lifted || liftEvent == .reversed {
            lastLiftChange = event.time
        }
        guard case let .dragSession(id, sessionEvent, view, items, location, proposal) = event.kind else { return }
        switch sessionEvent {
        case .began:
            sessions.append(Session(id: id, location: location, items: items))
        case .added, .declined:
            taps.append(AddTap(session: id, viewID: view ?? "?", location: location, time: event.time, added: sessionEvent == .added,
                               items: items))
            update(id) { $0.items = items }
        case .moved, .entered:
            update(id) {
                $0.location = location
                $0.target = view
                $0.proposal = proposal
            }
        case .exited:
            update(id) {
                $0.location = location
                $0.target = nil
                $0.proposal = nil
            }
        case .dropped, .cancelled:
            update(id) {
                $0.location = location
                $0.endedAt = event.time
                $0.dropped = sessionEvent == .dropped
            }
        case .landed:
            sessions.removeAll { $0.id == id }
        }
    }

    private mutating func update(_ id: Int, _ change: (inout Session) -> Void) {
        guard let index = sessions.firstIndex(where: { $0.id == id }) else { return }
        change(&sessions[index])
    }

    /// Forgets taps no longer drawn at `time` or later.
    mutating func forget(before time: Double) {
        taps.removeAll { time - $0.time > Self.addTapDuration }
    }

    /// Whether something drag-related changes with time alone at `now`: a preview landing, a
    /// tap's mark fading, a lifted view growing or settling.
    public func isInMotion(at now: Double) -> Bool {
        sessions.contains { $0.endedAt != nil } || taps.contains { now - $0.time <= Self.addTapDuration }
            || lastLiftChange.map { now - $0 <= DragLayer.liftAnimation } ?? false
    }
}
