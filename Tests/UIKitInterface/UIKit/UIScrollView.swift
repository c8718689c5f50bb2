// UIScrollView and its delegate: declarations only, with Apple's documented Swift signatures
// and defaults.

@MainActor open class UIScrollView: UIView {
    public struct DecelerationRate: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    open var contentSize: CGSize = .zero
    open var contentOffset: CGPoint = .zero
    open var contentInset: UIEdgeInsets = .zero
    open weak var delegate: (any UIScrollViewDelegate)?
    open var bounces: Bool = true
    open var alwaysBounceVertical: Bool = false
    open var alwaysBounceHorizontal: Bool = false
    open var isPagingEnabled: Bool = false
    open var isScrollEnabled: Bool = true
    open var isDirectionalLockEnabled: Bool = false
    open var decelerationRate: UIScrollView.DecelerationRate = .normal
    open var delaysContentTouches: Bool = true
    open var canCancelContentTouches: Bool = true
    open var showsHorizontalScrollIndicator: Bool = true
    open var showsVerticalScrollIndicator: Bool = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var isTracking: Bool { fatalError() }
    open var isDragging: Bool { fatalError() }
    open var isDecelerating: Bool { fatalError() }
    open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { fatalError() }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { fatalError() }
    open func touchesShouldCancel(in view: UIView) -> Bool { fatalError() }
}

@MainActor @objc public protocol UIScrollViewDelegate: NSObjectProtocol {
    @objc optional func scrollViewDidScroll(_ scrollView: UIScrollView)
    @objc optional func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    @objc optional func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    @objc optional func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    @objc optional func viewForZooming(in scrollView: UIScrollView) -> UIView?
    @objc optional func scrollViewDidZoom(_ scrollView: UIScrollView)
}
