import Foundation

/// `UIScrollView` behaviour on one view (`View.setScrollView`, §3.8–3.9): the view's bounds
/// origin is the content offset; its own recognizers scroll it — a pan (`<view>.scroll.pan`),
/// while `delaysContentTouches` a touch-delay recognizer (`<view>.scroll.delay`, §7.8), and,
/// when zoomable, a pinch (`<view>.scroll.pinch`) — installed on the view as named
/// participants that arbitrate by the ordinary rules. After a drag the content coasts with
/// UIKit's deceleration, bounces at the edges and settles on pages (`ScrollAxisMotion`), on
/// engine time (`Engine+Scrolling`).
///
/// Invariants: `contentOffset` is within `limits` except while dragging past an edge with
/// `bounces` (rubber-banded) or springing back; an axis that cannot scroll (`canScroll`) never
/// moves; while `isDragging` there is no coasting motion.
public final class ScrollView {
    /// `UIScrollView.DecelerationRate`: the share of velocity kept per millisecond of coasting.
    public enum DecelerationRate: String, Sendable, CaseIterable {
        case normal, fast

        public var perMillisecond: Double {
            switch self {
            case .normal: Defaults.scrollDecelerationNormal
            case .fast: Defaults.scrollDecelerationFast
            }
        }
    }

    /// Points; the scrollable area is this plus `contentInset`.
    public var contentSize: Size
    public var contentInset: EdgeInsets
    /// Rubber-banding past the edges and bouncing back (default true); false stops at them.
    public var bounces = true
    /// Bounce along an axis even when the content fits it (both default false).
    public var alwaysBounceHorizontal = false
    public var alwaysBounceVertical = false
    /// Settle on multiples of the view's size (default false).
    public var isPagingEnabled = false
    /// Lock a drag that starts along one axis to it (default false).
    public var isDirectionalLockEnabled = false
    public var decelerationRate = DecelerationRate.normal
    /// §3.8 (default true): content hears a touch's `began` only after `Defaults.touchDelay`
    /// unless the scroll pan takes the touch first.
    public var delaysContentTouches = true {
        didSet { delay.isEnabled = delaysContentTouches }
    }
    /// §3.9 (default true): a drag may cancel content that tracks the touch.
    public var canCancelContentTouches = true
    /// §3.8 `touchesShouldBegin(_:with:in:)` overridden: its answer for every content view (a
    /// touch landing in the content is asked about, traced; false keeps it from the content's
    /// responder methods). nil: not overridden — UIKit's true, not asked.
    public var touchesShouldBeginOverride: Bool?
    /// §3.9 `touchesShouldCancel(in:)` overridden: its answer for every content view, controls
    /// included. nil: not overridden — UIKit's true, false for a `UIControl`.
    public var touchesShouldCancelOverride: Bool?
    /// Draw the scroll indicators while scrolling (default true).
    public var showsScrollIndicators = true
    /// Zoom limits; zooming needs `minimumZoomScale < maximumZoomScale` and `zoomView`.
    public let minimumZoomScale: Double
    public let maximumZoomScale: Double
    /// `viewForZooming(in:)`: the subview the pinch scales (its size at scale 1 is kept).
    public private(set) var zoomView: View?
    public internal(set) var zoomScale = 1.0

    public let pan: ScrollPanGestureRecognizer
    public let delay: TouchDelayGestureRecognizer
    /// Installed only when zoomable.
    public let pinch: PinchGestureRecognizer?

    /// The view it is attached to (`View.setScrollView`).
    public internal(set) unowned(unsafe) var view: View?
    /// True from the pan's began to its end.
    public internal(set) var isDragging = false
    /// The coasting, bouncing or paging motion, with its start time (engine seconds).
    var motion: (start: Double, x: ScrollAxisMotion, y: ScrollAxisMotion)?
    var settleTimer: TimerQueue.Token?
    /// When the content last came to rest (indicators fade from then), engine seconds.
    var restedAt: Double?
    /// Where a finger would have begun the drag for the content to show where it does (past an
    /// edge, the rubber band undone), and the axis a direction lock holds (nil: both free).
    var dragOrigin = Point.zero
    var lockedAxis: Axis?
    /// The offset, within the limits, that paging counts one page from.
    var pagingOrigin = Point.zero
    /// The zoom moved the content during the drag: the drag goes on from where it left it.
    var dragNeedsRebase = false
    /// The zoom when a pinch began, and the content point (at scale 1) under its centroid.
    var zoomOrigin: (scale: Double, anchor: Point)?
    /// The pinch went silent with one finger (§7.6): its next change takes a new anchor.
    var zoomAnchorIsStale = false
    /// The zoom view's size at scale 1.
    var zoomBaseSize = Size.zero

    public enum Axis: Sendable { case horizontal, vertical }

    /// Recognizers are named after `viewID` (`<viewID>.scroll.pan` …).
    public init(viewID: String, contentSize: Size, contentInset: EdgeInsets = .zero,
                minimumZoomScale: Double = 1, maximumZoomScale: Double = 1) {
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.minimumZoomScale = minimumZoomScale
        self.maximumZoomScale = max(minimumZoomScale, maximumZoomScale)
        pan = ScrollPanGestureRecognizer(id: viewID + ".scroll.pan")
        delay = TouchDelayGestureRecognizer(id: viewID + ".scroll.delay")
        pinch = minimumZoomScale < maximumZoomScale ? PinchGestureRecognizer(id: viewID + ".scroll.pinch") : nil
        pan.scrollView = self
        pan.addTarget { [unowned self] in self.panned($0) }
        if let pinch {
            pinch.addTarget { [unowned self] in self.pinched($0) }
            let delegate = ScrollViewGestureDelegate(scrollView: self)
            pan.setOwnedDelegate(delegate)
            pinch.setOwnedDelegate(delegate)
        }
    }

    /// The installed recognizers in attachment order.
    public var recognizers: [GestureRecognizer] {
        [pan, delay] + (pinch.map { [$0] } ?? [])
    }

    /// Chooses the view the pinch scales (`viewForZooming`); its present size is its size at scale 1.
    public func setZoomView(_ zoomed: View?) {
        zoomView = zoomed
        zoomBaseSize = zoomed?.bounds.size ?? .zero
    }

    /// The view's bounds origin (points).
    public var contentOffset: Point {
        get { view?.bounds.origin ?? .zero }
        set { view?.bounds.origin = newValue }
    }

    /// The offsets the content rests within: from −inset to content + inset − the view's size.
    public var limits: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let size = view?.bounds.size ?? .zero
        let minX = -contentInset.left, minY = -contentInset.top
        let maxX = max(minX, contentSize.width + contentInset.right - size.width)
        let maxY = max(minY, contentSize.height + contentInset.bottom - size.height)
        return (minX...maxX, minY...maxY)
    }

    /// Whether the content moves along `axis`: it is larger than the view, or bounces anyway.
    public func canScroll(_ axis: Axis) -> Bool {
        let limits = limits
        switch axis {
        case .horizontal: return limits.x.upperBound > limits.x.lowerBound || (bounces && alwaysBounceHorizontal)
        case .vertical: return limits.y.upperBound > limits.y.lowerBound || (bounces && alwaysBounceVertical)
        }
    }

    /// True while the content coasts, bounces or settles on a page.
    public var isDecelerating: Bool { motion != nil }

    /// Where the content's motion will rest (nil while it does not move on its own).
    public var restingOffset: Point? { motion.map { Point($0.x.final, $0.y.final) } }

    /// The scroll indicators' opacity at `time` (engine seconds): 1 while dragging or moving,
    /// fading over `Defaults.scrollIndicatorFade` once at rest, 0 before any scrolling.
    public func indicatorOpacity(at time: Double) -> Double {
        guard showsScrollIndicators else { return 0 }
        if isDragging || motion != nil { return 1 }
        guard let restedAt else { return 0 }
        return min(1, max(0, 1 - (time - restedAt) / Defaults.scrollIndicatorFade))
    }

    /// The offset a drag to `raw` shows along one axis: within `limits` as is; past an edge
    /// rubber-banded over `dimension` when `bounces` (`RubberBand`), else clamped.
    func banded(_ raw: Double, within limits: ClosedRange<Double>, dimension: Double) -> Double {
        guard raw.isFinite else { return limits.lowerBound }
        let edge = RubberBand.edge(of: raw, in: limits)
        guard bounces, raw != edge, dimension > 0 else { return edge }
        let shown = RubberBand(dimension: dimension).shown(forFinger: abs(raw - edge))
        return raw > edge ? edge + shown : edge - shown
    }
}

/// `UIEdgeInsets`, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top, left, bottom, right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
