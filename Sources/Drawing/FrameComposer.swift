import GestureEngine

/// Builds a whole frame: the window's background and views (at `values`: presentation while
/// animating), then the overlay on top, every overlay layer drawn from `overlay` (the state
/// reduced from the trace) at engine time `now`.
public enum FrameComposer {
    public static func compose(window: View, values: (View) -> LayerValues = { $0.modelValues }, overlay: OverlayState? = nil,
                               layers: OverlayLayers = OverlayLayers(),
                               now: Double = 0) -> DrawList {
        var list = DrawList(size: window.bounds.size, background: window.backgroundColor)
        SceneRenderer.draw(window: window, values: values, into: &list)
        guard let overlay else { return list }
        if layers.showsGhosts, overlay.animationsLive {
            GhostOverlay.draw(window: window, isAnimating: { overlay.isAnimating($0.id) }, into: &list)
        }
        let timelineShown = layers.showsTimeline
        if layers.showsFingers {
            FingerOverlay.drawHitPaths(overlay, window: window, values: values, now: now, animationsLive: overlay.animationsLive, into: &list)
        }
        DeliveryHUD.draw(overlay, window: window, values: values, showsPanel: layers.showsResponderPanel && !timelineShown, into: &list)
        if timelineShown {
            let height = layers.timelineHeight(inWindowOfHeight: list.size.height)
            let frame = Rect(8, list.size.height - height - 8, list.size.width - 16, height)
            TimelineRenderer.draw(overlay.timeline, in: frame, now: now, into: &list)
        }
        // Fingers on top: where you touch stays visible over the timeline.
        if layers.showsFingers { FingerOverlay.draw(overlay, window: window, now: now, into: &list) }
        return list
    }
}
