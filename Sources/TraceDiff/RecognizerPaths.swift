import GestureEngine

/// One recognizer's states on each side, in order, repeats merged (`possible → began → changed →
/// ended → possible`); nil on a side whose trace never mentions the recognizer.
public struct RecognizerPaths: Equatable, Sendable {
    public let recognizer: String
    public let a: [GestureRecognizerState]?
    public let b: [GestureRecognizerState]?

    public var same: Bool { a == b }
}

/// Consecutive actions a recognizer sent with the same state: `changed` × 12.
public struct ActionRun: Equatable, Sendable {
    public let state: GestureRecognizerState
    /// At least 1.
    public internal(set) var count: Int
}

/// The actions one recognizer sent on each side (empty: none), as runs.
public struct RecognizerActions: Equatable, Sendable {
    public let recognizer: String
    public let a: [ActionRun]
    public let b: [ActionRun]

    public var same: Bool { a == b }
}
