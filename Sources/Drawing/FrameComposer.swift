import GestureEngine

/// Builds a whole frame: the window's background and views (at `values`: presentation while
/// animating), then the overlay on top.
public enum FrameComposer {
    public static func compose(window: View, values: (View) -> LayerValues = { $0.modelValues }, hud: DeliveryHUD?,
                               fingers: FingerOverlay? = nil, liveTouches: [Touch] = [], timeline: TimelineModel? = nil,
                               isAnimating: ((View) -> Bool)? = nil, layers: OverlayLayers = OverlayLayers(), now: Double = 0) -> DrawList {
        var list = DrawList(size: window.bounds.size, background: window.backgroundColor)
        SceneRenderer.draw(window: window, values: values, into: &list)
        if layers.showsGhosts, let isAnimating { GhostOverlay.draw(window: window, isAnimating: isAnimating, into: &list) }
        let timelineShown = layers.showsTimeline && timeline != nil
        if layers.showsFingers { fingers?.drawHitPaths(window: window, values: values, now: now, animationsLive: isAnimating != nil, into: &list) }
        hud?.draw(window: window, values: values, showsPanel: layers.showsResponderPanel && !timelineShown, into: &list)
        if let timeline, timelineShown {
            let height = layers.timelineHeight(inWindowOfHeight: list.size.height)
            let frame = Rect(8, list.size.height - height - 8, list.size.width - 16, height)
            TimelineRenderer.draw(timeline, in: frame, now: now, into: &list)
        }
        // Fingers on top: where you touch stays visible over the timeline.
        if layers.showsFingers { fingers?.draw(window: window, now: now, liveTouches: liveTouches, into: &list) }
        return list
    }
}
