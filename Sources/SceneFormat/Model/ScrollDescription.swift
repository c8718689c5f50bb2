import GestureEngine

/// A view's `scroll` as a scene file gives it (§3.8): `UIScrollView`'s properties, the zoom
/// view by id, and the view its pan is moved to (TouchDemo's
/// `view.addGestureRecognizer(scrollView.panGestureRecognizer)`, E5).
public struct ScrollDescription: Sendable {
    public var contentSize: Size
    public var contentOffset = Point.zero
    public var contentInset = EdgeInsets.zero
    public var bounces = true
    public var alwaysBounceHorizontal = false
    public var alwaysBounceVertical = false
    public var paging = false
    public var directionalLock = false
    public var decelerationRate = ScrollView.DecelerationRate.normal
    public var delaysContentTouches = true
    public var canCancelContentTouches = true
    /// §3.8 `touchesShouldBegin` overridden: the answer for every content view; nil: not overridden.
    public var touchesShouldBegin: Bool?
    /// §3.9 `touchesShouldCancel(in:)` overridden: the answer for every content view, controls
    /// included; nil: not overridden (false for controls only).
    public var touchesShouldCancel: Bool?
    public var indicators = true
    public var minimumZoomScale = 1.0
    public var maximumZoomScale = 1.0
    /// `viewForZooming`: a subview's id.
    public var zoomView: Reference?
    /// The view the scroll pan is attached to instead of the scroll view.
    public var panAttachTo: Reference?

    /// The ids of the recognizers a scroll view on `viewID` installs (so scenes may name them).
    static func recognizerIDs(of viewID: String, zoomable: Bool) -> [String] {
        [viewID + ".scroll.pan", viewID + ".scroll.delay"] + (zoomable ? [viewID + ".scroll.pinch"] : [])
    }

    var isZoomable: Bool { minimumZoomScale < maximumZoomScale }

    /// Makes `view` a scroll view with these settings (the zoom view and the pan's move are
    /// resolved once the whole window is built: `resolve(in:)`).
    func install(on view: View) {
        let scroll = ScrollView(viewID: view.id, contentSize: contentSize, contentInset: contentInset,
                                minimumZoomScale: minimumZoomScale, maximumZoomScale: maximumZoomScale)
        scroll.bounces = bounces
        scroll.alwaysBounceHorizontal = alwaysBounceHorizontal
        scroll.alwaysBounceVertical = alwaysBounceVertical
        scroll.isPagingEnabled = paging
        scroll.isDirectionalLockEnabled = directionalLock
        scroll.decelerationRate = decelerationRate
        scroll.delaysContentTouches = delaysContentTouches
        scroll.canCancelContentTouches = canCancelContentTouches
        scroll.touchesShouldBeginOverride = touchesShouldBegin
        scroll.touchesShouldCancelOverride = touchesShouldCancel
        scroll.showsScrollIndicators = indicators
        view.setScrollView(scroll)
        scroll.contentOffset = contentOffset
    }

    /// Sets the zoom view and moves the pan, by id, in the built `window`.
    func resolve(_ scroll: ScrollView, in window: View) {
        if let zoomView { scroll.setZoomView(window.descendant(withID: zoomView.id)) }
        if let target = panAttachTo, let view = window.descendant(withID: target.id) { view.addGestureRecognizer(scroll.pan) }
    }
}
