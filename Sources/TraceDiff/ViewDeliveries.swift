import GestureEngine

/// How many responder calls of each phase one view received.
public struct DeliveryCounts: Equatable, Sendable {
    /// `touchesBegan`, `touchesMoved` (stationary counted as moved), `touchesEnded` and
    /// `touchesCancelled` calls.
    public private(set) var began = 0
    public private(set) var moved = 0
    public private(set) var ended = 0
    public private(set) var cancelled = 0

    /// No calls.
    public init() {}

    mutating func count(_ phase: TouchPhase) {
        switch phase {
        case .began: began += 1
        case .moved, .stationary: moved += 1
        case .ended: ended += 1
        case .cancelled: cancelled += 1
        }
    }

    /// "began 2, moved 9, ended 1, cancelled 1", zero counts left out; "none" when all are zero.
    public var description: String {
        let parts = [("began", began), ("moved", moved), ("ended", ended), ("cancelled", cancelled)].filter { $0.1 > 0 }
        return parts.isEmpty ? "none" : parts.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }
}

/// The responder calls one view received on each side.
public struct ViewDeliveries: Equatable, Sendable {
    /// The view's id.
    public let view: String
    /// A's calls; all zero when the view heard nothing.
    public let a: DeliveryCounts
    /// B's calls, as A's.
    public let b: DeliveryCounts

    /// Whether the view heard the same calls on both sides.
    public var same: Bool { a == b }
}
