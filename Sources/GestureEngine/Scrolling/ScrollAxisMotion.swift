import Foundation

/// How one axis of a scroll view's content offset moves after the finger lifts, as a function
/// of the time since the lift: coasting with UIKit's exponential deceleration, then (when it
/// runs into an edge and bounces) a critically damped spring back to that edge; or a spring
/// alone (content released past an edge, a page settling).
///
/// The trace carries it whole (`scrollMotion` events, docs/TRACE.md), so a reader of the trace
/// alone — the overlay — knows where the content is at any time while it moves.
///
/// Invariants: `value(at: 0)` is `origin`, the offset at the lift; `value(at:)` is continuous
/// and equals `final` from `duration` on; a coast never passes an edge it may not bounce past;
/// a spring starts where the coast leaves the offset, at the coast's velocity then.
public struct ScrollAxisMotion: Equatable, Sendable {
    /// What the motion ends in, for the trace.
    public enum Kind: String, Equatable, Sendable {
        /// Nothing to do: the offset stays.
        case still
        /// Coasting to rest inside the limits (or stopped at an edge without bouncing).
        case decelerating
        /// Coasting into an edge, then springing back to it; or released past one.
        case bouncing
        /// A spring to a page boundary.
        case paging
    }

    /// A critically damped spring to `target` (points), which starts `displacement` points from
    /// it moving at `velocity` (points/s), with angular frequency `frequency` (1/s).
    public struct SpringBack: Equatable, Sendable {
        public let target: Double
        public let displacement: Double
        public let velocity: Double
        public let frequency: Double
    }

    public let kind: Kind
    /// The offset when the motion begins (points).
    public let origin: Double
    /// The offset's velocity when the motion begins (points/s).
    public let velocity: Double
    /// 1000 · ln(rate): while coasting the velocity is multiplied by e^(decay·t) (1/s, negative).
    public let decay: Double
    /// Seconds of coasting (0 without a coast).
    public let coastDuration: Double
    /// The spring after the coast (nil: none; the coast ends the motion).
    public let spring: SpringBack?
    /// Seconds until the offset rests at `final`.
    public let duration: Double
    /// Where the offset comes to rest (points).
    public let final: Double

    /// The offset stays at `offset`.
    static func still(at offset: Double) -> Self {
        Self(kind: .still, origin: offset, velocity: 0, decay: -1, coastDuration: 0, spring: nil, duration: 0, final: offset)
    }

    /// Released at `offset` with `velocity` (points/s, in offset terms) between `limits`: it
    /// coasts at `rate` (per millisecond); past an edge it bounces when `bounces`, else stops
    /// there. Released already past an edge, it springs back.
    static func release(at offset: Double, velocity: Double, rate: Double, limits: ClosedRange<Double>, bounces: Bool) -> Self {
        let decay = 1000 * log(min(max(rate, 0.5), 0.9999))
        guard offset.isFinite, velocity.isFinite else { return still(at: offset.isFinite ? offset : 0) }
        if offset < limits.lowerBound || offset > limits.upperBound {
            let edge = offset < limits.lowerBound ? limits.lowerBound : limits.upperBound
            return springing(.bouncing, from: offset, velocity: velocity, to: edge, frequency: Defaults.scrollBounceFrequency)
        }
        let speed = abs(velocity)
        guard speed > Defaults.scrollStopSpeed else { return still(at: offset) }
        let stop = log(Defaults.scrollStopSpeed / speed) / decay
        // The edge the coast runs towards, and when it would reach it: e^(decay·t) = 1 + decay·(edge − offset)/velocity.
        let edge = velocity > 0 ? limits.upperBound : limits.lowerBound
        let reach = 1 + decay * (edge - offset) / velocity
        let crossing = reach > 0 ? log(reach) / decay : Double.infinity
        if crossing >= stop {
            let final = offset + velocity * (exp(decay * stop) - 1) / decay
            return Self(kind: .decelerating, origin: offset, velocity: velocity, decay: decay, coastDuration: stop, spring: nil,
                        duration: stop, final: final)
        }
        guard bounces else {
            return Self(kind: .decelerating, origin: offset, velocity: velocity, decay: decay, coastDuration: crossing, spring: nil,
                        duration: crossing, final: edge)
        }
        let arrival = velocity * exp(decay * crossing)
        let frequency = Defaults.scrollBounceFrequency
        let settle = settleTime(displacement: 0, velocity: arrival, frequency: frequency)
        return Self(kind: .bouncing, origin: offset, velocity: velocity, decay: decay, coastDuration: crossing,
                    spring: SpringBack(target: edge, displacement: 0, velocity: arrival, frequency: frequency),
                    duration: crossing + settle, final: edge)
    }

    /// A critically damped spring from `offset` (moving at `velocity`) to `target`.
    static func springing(_ kind: Kind, from offset: Double, velocity: Double, to target: Double, frequency: Double) -> Self {
        guard offset.isFinite, velocity.isFinite, target.isFinite else { return still(at: target.isFinite ? target : 0) }
        let displacement = offset - target
        let settle = settleTime(displacement: displacement, velocity: velocity, frequency: frequency)
        return Self(kind: kind, origin: offset, velocity: velocity, decay: -1, coastDuration: 0,
                    spring: SpringBack(target: target, displacement: displacement, velocity: velocity, frequency: frequency),
                    duration: settle, final: target)
    }

    /// The offset `time` seconds after the motion began (points).
    public func value(at time: Double) -> Double {
        guard time < duration else { return final }
        let t = max(0, time)
        if t < coastDuration || spring == nil {
            let coasted = min(t, coastDuration)
            return origin + velocity * (exp(decay * coasted) - 1) / decay
        }
        guard let spring else { return final }
        let s = t - coastDuration
        // Critically damped: x(s) = (x0 + (v0 + ω·x0)·s)·e^(−ω·s).
        return spring.target + (spring.displacement + (spring.velocity + spring.frequency * spring.displacement) * s)
            * exp(-spring.frequency * s)
    }

    /// The offset's velocity `time` seconds after the motion began (points/s).
    func velocity(at time: Double) -> Double {
        guard time < duration else { return 0 }
        let t = max(0, time)
        if t < coastDuration || spring == nil { return velocity * exp(decay * min(t, coastDuration)) }
        guard let spring else { return 0 }
        let s = t - coastDuration, w = spring.frequency
        let b = spring.velocity + w * spring.displacement
        return (b - w * (spring.displacement + b * s)) * exp(-w * s)
    }

    /// When a critically damped spring stays within `Defaults.scrollSettleDistance` of its
    /// target: its envelope (|x0| + (|v0| + ω|x0|)·s)·e^(−ω·s), past its peak, falls below it.
    private static func settleTime(displacement: Double, velocity: Double, frequency: Double) -> Double {
        let a = abs(displacement), b = abs(velocity) + frequency * abs(displacement)
        let threshold = Defaults.scrollSettleDistance
        guard a > threshold || b > 0 else { return 0 }
        // The envelope peaks at s = 1/ω − a/b (or at 0); search forward from there, then refine.
        var low = max(0, 1 / frequency - (b > 0 ? a / b : 0)), high = low + 1 / frequency
        func envelope(_ s: Double) -> Double { (a + b * s) * exp(-frequency * s) }
        guard envelope(low) > threshold else { return low }
        while envelope(high) > threshold, high < 60 { low = high; high += 1 / frequency }
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if envelope(middle) > threshold { low = middle } else { high = middle }
        }
        return high
    }
}
