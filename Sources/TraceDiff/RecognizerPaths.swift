import GestureEngine

/// One recognizer's states on each side, in order, repeats merged (`possible → began → changed →
/// ended → possible`); nil on a side whose trace never mentions the recognizer.
public struct RecognizerPaths: Equatable, Sendable {
    /// The recognizer's id.
    public let recognizer: String
    /// A's path, starting at `possible`; nil when A never mentions the recognizer.
    public let a: [GestureRecognizerState]?
    /// B's path, as A's.
    public let b: [GestureRecognizerState]?

    /// Whether both sides took the same path.
    public var same: Bool { a == b }
}

/// Consecutive actions a recognizer sent with the same state: `changed` × 12.
public struct ActionRun: Equatable, Sendable {
    /// The state the actions reported.
    public let state: GestureRecognizerState
    /// At least 1.
    public internal(set) var count: Int
}

/// The actions one recognizer sent on each side (empty: none), as runs.
public struct RecognizerActions: Equatable, Sendable {
    /// The recognizer's id.
    public let recognizer: String
    /// A's actions in order; empty when it sent none.
    public let a: [ActionRun]
    /// B's actions, as A's.
    public let b: [ActionRun]

    /// Whether both sides sent the same actions.
    public var same: Bool { a == b }
}
