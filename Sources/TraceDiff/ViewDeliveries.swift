import GestureEngine

/// How many responder calls of each phase one view received.
public struct DeliveryCounts: Equatable, Sendable {
    public private(set) var began = 0
    public private(set) var moved = 0
    public private(set) var ended = 0
    public private(set) var cancelled = 0

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
    public let view: String
    public let a: DeliveryCounts
    public let b: DeliveryCounts

    public var same: Bool { a == b }
}
