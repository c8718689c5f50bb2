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

    /// Points per second.
    public var velocity: Point {
        guard let newest = samples.last else { return .zero }
        if let lift = stillLiftTime, lift - newest.time > Defaults.velocityMaximumGap + Self.tolerance { return .zero }
        var window: [(time: Double, position: Point)] = [newest]
        for sample in samples.dropLast().reversed() {
            // Boundaries are inclusive, within 1 µs: absolute times in seconds carry rounding
            // (0.529 − 0.429 is 0.10000000000582 at 2·10⁵ s).
            guard newest.time - sample.time <= Defaults.velocityHorizon + Self.tolerance,
                  let previous = window.last, previous.time - sample.time <= Defaults.velocityMaximumGap + Self.tolerance
            else { break }
            window.append(sample)
        }
        window.reverse()
        guard window.count > 1 else { return .zero }
        guard window.count >= 3 else {
            let span = window[window.count - 1].time - window[0].time
            guard span > 0 else { return .zero }
            return (window[window.count - 1].position - window[0].position) * (1 / span)
        }
        // Fit x(t) = a + b·t + c·t² with t in milliseconds relative to the newest sample (well
        // conditioned): b is the velocity there, per millisecond.
        let times = window.map { ($0.time - newest.time) * 1000 }
        guard let vx = Self.slopeAtZero(times, window.map(\.position.x)).map({ $0 * 1000 }),
              let vy = Self.slopeAtZero(times, window.map(\.position.y)).map({ $0 * 1000 }) else {
            let span = window[window.count - 1].time - window[0].time
            return span > 0 ? (window[window.count - 1].position - window[0].position) * (1 / span) : .zero
        }
        return Point(vx, vy)
    }

    /// The linear coefficient of the least-squares quadratic through (t, y); nil if singular.
    private static func slopeAtZero(_ t: [Double], _ y: [Double]) -> Double? {
        var s = [Double](repeating: 0, count: 5)
        var r = [Double](repeating: 0, count: 3)
        for (ti, yi) in zip(t, y) {
            var power = 1.0
            for k in 0..<5 {
                s[k] += power
                if k < 3 { r[k] += power * yi }
                power *= ti
            }
        }
        // Normal equations [s0 s1 s2; s1 s2 s3; s2 s3 s4] · [a b c] = r, solved by Cramer's rule.
        func det(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
                - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        let matrix = [[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]]
        let d = det(matrix)
        guard abs(d) > 1e-9, d.isFinite else { return nil }
        let withR = [[s[0], r[0], s[2]], [s[1], r[1], s[3]], [s[2], r[2], s[4]]]
        return det(withR) / d
    }
}
