// UIKit's responders, views and their values: declarations only, with Apple's documented Swift
// signatures and defaults (a stored property's initial value is UIKit's default). Bodies exist
// only so that the module compiles; nothing runs.
@_exported import QuartzCore

@MainActor open class UIResponder: NSObject {
    open var next: UIResponder? { fatalError() }
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

@MainActor open class UIEvent: NSObject {
    open var allTouches: Set<UITouch>? { fatalError() }
    open func touches(for view: UIView) -> Set<UITouch>? { fatalError() }
}

@MainActor open class UITouch: NSObject {
    public enum TouchType: Int, @unchecked Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    public enum Phase: Int, @unchecked Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    open var type: TouchType { fatalError() }
    open var phase: Phase { fatalError() }
    open var tapCount: Int { fatalError() }
    open var force: CGFloat { fatalError() }
    open var view: UIView? { fatalError() }
    open var gestureRecognizers: [UIGestureRecognizer]? { fatalError() }
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    open func previousLocation(in view: UIView?) -> CGPoint { fatalError() }
}

public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1)
    public static let left = UIRectEdge(rawValue: 2)
    public static let bottom = UIRectEdge(rawValue: 4)
    public static let right = UIRectEdge(rawValue: 8)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// `UIInteraction`: an object a view holds that adds behaviour (drag, drop).
@MainActor public protocol UIInteraction: NSObjectProtocol {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

@MainActor open class UIView: UIResponder {
    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public override convenience init() { self.init(frame: .zero) }

    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    open var isHidden: Bool = false
    open var isOpaque: Bool = true
    open var isUserInteractionEnabled: Bool = true
    open var isMultipleTouchEnabled: Bool = false
    open var isExclusiveTouch: Bool = false
    open var clipsToBounds: Bool = false
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var tag: Int = 0
    open var accessibilityIdentifier: String?
    open var layer: CALayer { fatalError() }

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
    }

    open var autoresizingMask: AutoresizingMask = []

    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open func addSubview(_ view: UIView) {}
    open func insertSubview(_ view: UIView, at index: Int) {}
    open func removeFromSuperview() {}
    open func bringSubviewToFront(_ view: UIView) {}
    open func sendSubviewToBack(_ view: UIView) {}
    open func isDescendant(of view: UIView) -> Bool { fatalError() }

    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }

    open var gestureRecognizers: [UIGestureRecognizer]?
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }

    open var interactions: [any UIInteraction] = []
    open func addInteraction(_ interaction: any UIInteraction) {}
    open func removeInteraction(_ interaction: any UIInteraction) {}

    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
}

public enum NSTextAlignment: Int, @unchecked Sendable {
    case left, center, right, justified, natural
}

open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    public init(white: CGFloat, alpha: CGFloat) { super.init() }
    open class var black: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var systemBlue: UIColor { fatalError() }
    open var cgColor: CGColor { fatalError() }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
}

open class UIFont: NSObject, @unchecked Sendable {
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
}

@MainActor open class UILabel: UIView {
    open var text: String?
    open var textColor: UIColor!
    open var font: UIFont!
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1
}
