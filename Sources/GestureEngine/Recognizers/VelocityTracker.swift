/// §7.0 velocity estimation: a per-axis quadratic least-squares fit of position over time,
/// using at most `Defaults.velocitySampleLimit` samples no older than `Defaults.velocityHorizon`
/// before the newest and stopping at any gap longer than `Defaults.velocityMaximumGap`; fewer
/// than 3 samples use (last − first) / Δt; one sample gives zero. Computed only when asked.
///
/// The down and every move are samples (`add`); the lift (`addLift`) is one only where it moved
/// from the newest sample, and a lift more than `Defaults.velocityMaximumGap` after the newest
/// sample makes the velocity zero: the finger had stopped.
public struct VelocityTracker: Sendable {
    private var samples: [(time: Double, position: Point)] = []
    /// When the contact lifted where the newest sample is, in seconds; nil before a lift.
    private var stillLiftTime: Double?
    /// Seconds.
    private static let tolerance = 1e-6

    public init() {}

    /// Adds a position (points) at a time (seconds); keeps only what a fit can use.
    public mutating func add(_ position: Point, at time: Double) {
        stillLiftTime = nil
        samples.append((time, position))
        if samples.count > Defaults.velocitySampleLimit { samples.removeFirst(samples.count - Defaults.velocitySampleLimit) }
    }

    /// The lift at a position (points) and time (seconds): a sample only where it moved from the
    /// newest sample (real touchscreens report the lift at the last move's position a few ms
    /// later, which must not slow a fling).
    public mutating func addLift(_ position: Point, at time: Double) {
        if let newest = samples.last, newest.position == position {
            stillLiftTime = time
        } else {
            add(position, at: time)
        }
    }

    public mutating func removeAll() {
        samples.removeAll()
        stillLiftTime = nil
    }

    /// Points per second. Allocation-free: it is read for every pan action the trace records.
    public var velocity: Point {
        guard let newest = samples.last else { return .zero }
        if let lift = stillLiftTime, lift - newest.time > Defaults.velocityMaximumGap + Self.tolerance { return .zero }
        // The window: back from the newest sample while within the horizon and without a gap.
        // Boundaries are inclusive, within 1 µs: absolute times in seconds carry rounding
        // (0.529 − 0.429 is 0.10000000000582 at 2·10⁵ s).
        var first = samples.count - 1
        while first > 0 {
            let sample = samples[first - 1]
            guard newest.time - sample.time <= Defaults.velocityHorizon + Self.tolerance,
                  samples[first].time - sample.time <= Defaults.velocityMaximumGap + Self.tolerance else { break }
            first -= 1
        }
        let oldest = samples[first]
        let count = samples.count - first
        guard count > 1 else { return .zero }
        let span = newest.time - oldest.time
        let slope = span > 0 ? (newest.position - oldest.position) * (1 / span) : .zero
        guard count >= 3 else { return slope }
        // Fit x(t) = a + b·t + c·t² with t in milliseconds relative to the newest sample (well
        // conditioned): b is the velocity there, per millisecond. Sums of tᵏ (k = 0…4) and of
        // tᵏ·x, tᵏ·y (k = 0…2), oldest first.
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var x0 = 0.0, x1 = 0.0, x2 = 0.0, y0 = 0.0, y1 = 0.0, y2 = 0.0
        for index in first..<samples.count {
            let t = (samples[index].time - newest.time) * 1000
            let t2 = t * t, t3 = t2 * t, t4 = t3 * t
            let x = samples[index].position.x, y = samples[index].position.y
            s0 += 1
            s1 += t
            s2 += t2
            s3 += t3
            s4 += t4
            x0 += x
            x1 += t * x
            x2 += t2 * x
            y0 += y
            y1 += t * y
            y2 += t2 * y
        }
        // Normal equations [s0 s1 s2; s1 s2 s3; s2 s3 s4] · [a b c] = r, solved for b by Cramer's rule.
        let d = Self.determinant(s0, s1, s2, s1, s2, s3, s2, s3, s4)
        guard abs(d) > 1e-9, d.isFinite else { return slope }
        let vx = Self.determinant(s0, x0, s2, s1, x1, s3, s2, x2, s4) / d
        let vy = Self.determinant(s0, y0, s2, s1, y1, s3, s2, y2, s4) / d
        return Point(vx * 1000, vy * 1000)
    }

    /// The determinant of the 3×3 matrix given row by row.
    private static func determinant(_ m00: Double, _ m01: Double, _ m02: Double, _ m10: Double, _ m11: Double, _ m12: Double,
                                    _ m20: Double, _ m21: Double, _ m22: Double) -> Double {
        m00 * (m11 * m22 - m12 * m21) - m01 * (m10 * m22 - m12 * m20) + m02 * (m10 * m21 - m11 * m20)
    }
}
