/// `UITouch.Phase` (§1.1) with UIKit's raw values. No hover or region phases.
public enum TouchPhase: Int, Sendable, CaseIterable, CustomStringConvertible {
    case began = 0, moved = 1, stationary = 2, ended = 3, cancelled = 4

    /// The name used in traces.
    public var description: String {
        switch self {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }

    /// Ended or cancelled: the touch is over.
    public var isTerminal: Bool { self == .ended || self == .cancelled }
}
