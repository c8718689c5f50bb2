/// How an animation's progress runs over time: a cubic curve over a duration, or a spring.
public enum AnimationTiming: Equatable, Sendable, CustomStringConvertible {
    /// Seconds, along a curve.
    case curve(TimingCurve, duration: Double)
    /// A spring; it lasts its settling duration.
    case spring(Spring)

    /// Seconds from start to end.
    public var duration: Double {
        switch self {
        case let .curve(_, duration): max(duration, 0)
        case let .spring(spring): spring.settlingDuration
        }
    }

    /// Progress (0 → 1, may overshoot) after `elapsed` seconds.
    public func progress(after elapsed: Double) -> Double {
        switch self {
        case let .curve(curve, duration): duration <= 0 ? 1 : curve.progress(at: elapsed / duration)
        case let .spring(spring): elapsed >= spring.settlingDuration ? 1 : spring.progress(at: elapsed)
        }
    }

    public var description: String {
        switch self {
        case let .curve(curve, duration): "\(curve) \(formatNumber(duration)) s"
        case let .spring(spring): "\(spring) \(formatNumber(spring.settlingDuration)) s"
        }
    }
}

/// `UIView.AnimationOptions` the engine honours.
public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// §2.6: the animating views stay touchable (hit-tested at their model geometry).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1)
    /// Start from the presentation value instead of adding to in-flight animations.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 2)
    /// Repeat forever.
    public static let `repeat` = AnimationOptions(rawValue: 4)
    /// Run forward then backward (each cycle).
    public static let autoreverse = AnimationOptions(rawValue: 8)
}
