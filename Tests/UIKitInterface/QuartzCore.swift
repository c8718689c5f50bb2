// The part of Apple's QuartzCore (Core Animation) the generated code needs: a view's layer, its
// presentation copy, transactions and timing functions.
@_exported import CoreGraphics

public struct CATransform3D {
    public init() {}
}

open class CALayer: NSObject {
    public override init() { super.init() }
    open func presentation() -> Self? { fatalError() }
    open func model() -> Self { fatalError() }
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var frame: CGRect = .zero
    open var transform: CATransform3D = CATransform3D()
    open func affineTransform() -> CGAffineTransform { fatalError() }
    open func setAffineTransform(_ m: CGAffineTransform) {}
    open var opacity: Float = 1
    open var isHidden: Bool = false
    open var masksToBounds: Bool = false
    open var backgroundColor: CGColor?
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open func removeAllAnimations() {}
    open func removeAnimation(forKey key: String) {}
    open func animationKeys() -> [String]? { fatalError() }
}

open class CAMediaTimingFunction: NSObject {
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { super.init() }
}

open class CATransaction: NSObject {
    open class func begin() {}
    open class func commit() {}
    open class func setAnimationDuration(_ dur: CFTimeInterval) {}
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
    open class func setDisableActions(_ flag: Bool) {}
}

public typealias CFTimeInterval = Double
