/// A cubic Bézier timing curve from (0,0) to (1,1) with control points (x1,y1), (x2,y2)
/// (§8.3): maps elapsed fraction of time to fraction of progress.
///
/// Solving x(s) = t uses Newton's method from s = t, falling back to bisection, to 1e-6 (§8.3
/// project choice); the result is y(s). y may leave 0…1 (overshooting curves).
public struct TimingCurve: Equatable, Sendable, CustomStringConvertible {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// Core Animation's default curve (documented): `UICubicTimingParameters()`.
    public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)
    /// easeInEaseOut, the block-animation default (documented).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    public static let linear = TimingCurve(0, 0, 1, 1)

    /// Solver tolerance on x (§8.3 project choice).
    static let tolerance = 1e-6

    /// Progress at elapsed fraction `t` (clamped to 0…1).
    public func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        if self == .linear { return t }
        return bezier(parameter(forX: t), y1, y2)
    }

    /// d(progress)/dt at elapsed fraction `t`: the curve's velocity in progress per unit of time.
    public func slope(at t: Double) -> Double {
        let s = parameter(forX: min(max(t, 0), 1))
        let dx = derivative(s, x1, x2)
        return abs(dx) < 1e-12 ? 0 : derivative(s, y1, y2) / dx
    }

    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < Self.tolerance { return s }
            let slope = derivative(s, x1, x2)
            guard abs(slope) > 1e-9 else { break }
            s -= error / slope
            guard (0...1).contains(s) else { break }
        }
        var low = 0.0, high = 1.0
        s = x
        while high - low > Self.tolerance / 4 {
            s = (low + high) / 2
            if bezier(s, x1, x2) < x { low = s } else { high = s }
        }
        return (low + high) / 2
    }

    /// One coordinate of the curve at parameter s, with end points 0 and 1.
    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    private func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    public var description: String {
        switch self {
        case .default: "default"
        case .easeInOut: "easeInOut"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .linear: "linear"
        default: "cubic(\([x1, y1, x2, y2].map { formatNumber($0) }.joined(separator: ",")))"
        }
    }
}
