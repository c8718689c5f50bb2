// UIKit's block animations, UIView's animation class methods, and UIViewPropertyAnimator with
// its timing parameters: declarations only, with Apple's documented Swift signatures.

extension UIView {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    public enum AnimationCurve: Int, @unchecked Sendable {
        case easeInOut, easeIn, easeOut, linear
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
}

@objc public enum UIViewAnimatingState: Int, @unchecked Sendable {
    case inactive, active, stopped
}

@objc public enum UIViewAnimatingPosition: Int, @unchecked Sendable {
    case end, start, current
}

/// What a property animator's timing comes from: cubic or spring parameters.
@MainActor @objc public protocol UITimingCurveProvider: NSObjectProtocol {}

@MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public override init() { super.init() }
    public init(animationCurve curve: UIView.AnimationCurve) { super.init() }
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) { super.init() }
}

@MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public override init() { super.init() }
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) { super.init() }
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) { super.init() }
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }
}

@MainActor open class UIViewPropertyAnimator: NSObject {
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) { super.init() }
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters())
    }
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters())
    }
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters())
    }
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self { fatalError() }

    open var duration: TimeInterval { fatalError() }
    open var delay: TimeInterval { fatalError() }
    open var isInterruptible: Bool = true
    open var isUserInteractionEnabled: Bool = true
    open var isManualHitTestingEnabled: Bool = false
    open var scrubsLinearly: Bool = true
    open var pausesOnCompletion: Bool = false
    open var fractionComplete: CGFloat = 0
    open var isReversed: Bool = false
    open var isRunning: Bool { fatalError() }
    open var state: UIViewAnimatingState { fatalError() }

    open func addAnimations(_ animation: @escaping () -> Void) {}
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    open func startAnimation() {}
    open func startAnimation(afterDelay delay: TimeInterval) {}
    open func pauseAnimation() {}
    open func stopAnimation(_ withoutFinishing: Bool) {}
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
