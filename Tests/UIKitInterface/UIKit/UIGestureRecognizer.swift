// UIKit's gesture recognizers and their delegate: declarations only, with Apple's documented
// Swift signatures and defaults. The subclass-only API (a settable `state`, the touches methods
// with a non-optional event, `reset()`, the relationship overrides) is declared here too:
// Apple's is visible to files that `import UIKit.UIGestureRecognizerSubclass`, which the
// generated files do whenever they subclass a recognizer (Clang/UIGestureRecognizerSubclass.h).

@MainActor open class UIGestureRecognizer: NSObject {
    @objc public enum State: Int, @unchecked Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }

    public init(target: Any?, action: Selector?) { super.init() }
    public override convenience init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Selector) {}
    open func removeTarget(_ target: Any?, action: Selector?) {}

    open var state: UIGestureRecognizer.State = .possible
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled: Bool = true
    open var view: UIView? { fatalError() }
    open var cancelsTouchesInView: Bool = true
    open var delaysTouchesBegan: Bool = false
    open var delaysTouchesEnded: Bool = true
    open var allowedTouchTypes: [NSNumber] = []
    open var requiresExclusiveTouchType: Bool = true
    open var name: String?

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { fatalError() }
    open var numberOfTouches: Int { fatalError() }

    // Subclass API (UIGestureRecognizerSubclass.h).
    open func reset() {}
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
}

@MainActor @objc public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    @objc optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    @objc optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                          shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    @objc optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                          shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    @objc optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                          shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    @objc(gestureRecognizer:shouldReceiveTouch:)
    optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    @objc(gestureRecognizer:shouldReceiveEvent:)
    optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired: Int = 1
    open var numberOfTouchesRequired: Int = 1
}

@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired: Int = 0
    open var numberOfTouchesRequired: Int = 1
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
}

@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches: Int = 1
    open var maximumNumberOfTouches: Int = .max
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

@MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1)
        public static let left = Direction(rawValue: 2)
        public static let up = Direction(rawValue: 4)
        public static let down = Direction(rawValue: 8)
    }

    open var direction: UISwipeGestureRecognizer.Direction = .right
    open var numberOfTouchesRequired: Int = 1
}

@MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { fatalError() }
}

@MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { fatalError() }
}
