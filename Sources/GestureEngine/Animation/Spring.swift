import Foundation

/// A damped spring moving progress from 0 to 1 (§8.4), solved in closed form.
///
/// ζ = damping / (2√(stiffness·mass)); ω₀ = √(stiffness/mass). The initial velocity is in
/// units of the whole distance per second (200 pt at 100 pt/s → 0.5). `settlingDuration` is
/// the time after which |1 − x| stays below `Defaults.springSettlingThreshold` (project choice: 0.1 %).
public struct Spring: Equatable, Sendable, CustomStringConvertible {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    public let initialVelocity: Double

    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = max(mass, 1e-6)
        self.stiffness = max(stiffness, 1e-6)
        self.damping = max(damping, 0)
        self.initialVelocity = initialVelocity
    }

    /// `UISpringTimingParameters()` (§8.4 project choice): mass 1, stiffness 100, damping 20 —
    /// critically damped, ≈ 0.92 s.
    public static let standard = Spring(mass: 1, stiffness: 100, damping: 20)

    /// The damping-ratio form (and the UIView spring API): natural frequency solved so that the
    /// spring settles in `duration` seconds (§8.4 project choice). Ratio clamped to 0.01…1.
    public init(dampingRatio: Double, duration: Double, initialVelocity: Double = 0) {
        let ratio = min(max(dampingRatio, 0.01), 1)
        let target = max(duration, 0.01)
        // Settling time falls as ω₀ rises: bisect ω₀ (log scale) until it matches the duration.
        var low = 0.01, high = 10_000.0
        for _ in 0..<60 {
            let omega = (low * high).squareRoot()
            let settle = Spring(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: initialVelocity).settlingDuration
            if settle > target { low = omega } else { high = omega }
        }
        let omega = (low * high).squareRoot()
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: initialVelocity)
    }

    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Progress at `t` seconds (0 at t ≤ 0, tending to 1).
    public func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 - displacement(at: t)
    }

    /// Progress per second at `t`.
    public func velocity(at t: Double) -> Double {
        let h = 1e-6
        return (progress(at: t + h) - progress(at: max(t - h, 0))) / (t > h ? 2 * h : h + t)
    }

    /// x(t) = 1 − progress: the distance still to go, as a fraction, with x(0) = 1 and
    /// x′(0) = −initialVelocity.
    private func displacement(at t: Double) -> Double {
        let zeta = dampingRatio, omega = naturalFrequency
        let x0 = 1.0, v0 = -initialVelocity
        if abs(zeta - 1) < 1e-9 {
            // Critically damped.
            return (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
        } else if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (v0 + zeta * omega * x0) / omegaD
            return exp(-zeta * omega * t) * (a * cos(omegaD * t) + b * sin(omegaD * t))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// Seconds until |1 − progress| stays below `Defaults.springSettlingThreshold` (searched on a fine grid,
    /// refined by bisection); capped at 60 s.
    public var settlingDuration: Double {
        let step = 0.001, limit = 60.0
        // The slowest mode decays at ζω₀ (under- and critically damped) or ω₀(ζ − √(ζ²−1))
        // (over-damped). Start well past it, then walk back to the last time outside the band.
        let zeta = dampingRatio
        let slowest = zeta <= 1 ? zeta * naturalFrequency : naturalFrequency * (zeta - (zeta * zeta - 1).squareRoot())
        var t = min(limit, 20 / max(slowest, 1e-3))
        while t < limit, abs(displacement(at: t)) >= Defaults.springSettlingThreshold { t = min(limit, t * 2) }
        while t > 0, abs(displacement(at: t)) < Defaults.springSettlingThreshold { t -= step }
        guard t > 0 else { return 0 }
        var low = t, high = t + step
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if abs(displacement(at: mid)) >= Defaults.springSettlingThreshold { low = mid } else { high = mid }
        }
        return high
    }

    public var description: String {
        "spring(mass \(formatNumber(mass)), stiffness \(formatNumber(stiffness)), damping \(formatNumber(damping)), velocity \(formatNumber(initialVelocity)))"
    }
}
