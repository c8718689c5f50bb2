import GestureEngine

/// Builds a whole frame on a canvas laid out by `FrameLayout`: the scene's views (at `values`:
/// presentation while animating) with the overlay layers that belong to the scene (ghosts, hit
/// paths and outlines, fingers), placed in the scene's viewport and clipped to it; then the
/// timeline in its docked panel, never over the scene. Drag lifts and previews (`drags`) are the
/// device's own drawing, as are the system edges' indicator and UI (`systemEdges`): above the
/// views, below the overlay. Every overlay layer is drawn from
/// `overlay` (the state reduced from the trace) at engine time `now`; text is laid out with
/// `measurer` (the real font's widths where the caller has them). `capacity`: room for that many
/// commands from the start (the last frame's count), so the list is not regrown as it fills.
/// `pins`: the window's pinned mouse fingers, in scene points (the mouse's, not the trace's).
/// `code`: the listing and its highlight the code panel shows, when the layout has one.
public enum FrameComposer {
    public static func compose(window: View, values: (View) -> LayerValues = { $0.modelValues }, drags: DragCoordinator? = nil,
                               systemEdges: SystemEdgeGestures? = nil, overlay: OverlayState? = nil, layers: OverlayLayers = OverlayLayers(),
                               now: Double = 0, layout: FrameLayout, measurer: any TextMeasuring = EstimatedTextMeasure(),
                               pins: [Point] = [], capacity: Int = 0, code: (listing: CodeListing, highlight: CodeHighlight, marked: Set<Int>)? = nil) -> DrawList {
        var list = DrawList(size: layout.canvas, background: window.backgroundColor, capacity: capacity)
        list.append(.clip(layout.visibleViewport))
        // Scene points from here to the unclip (at 1× in the corner, they are window points).
        list.placement = layout.sceneToWindow.isIdentity ? nil : layout.sceneToWindow
        SceneRenderer.draw(window: window, values: values, now: now, into: &list)
        if let drags { DragLayer.draw(drags, window: window, values: values, now: now, into: &list) }
        if let systemEdges { SystemEdgeLayer.draw(systemEdges, windowSize: window.bounds.size, now: now, into: &list) }
        if let overlay {
            if layers.showsGhosts, overlay.animationsLive {
                GhostOverlay.draw(window: window, isAnimating: { overlay.isAnimating($0.id) }, into: &list)
            }
            if layers.showsGhosts { GeometryGuides.draw(window: window, guides: overlay.guides, now: now, into: &list) }
            if layers.showsFingers {
                FingerOverlay.drawHitPaths(overlay, window: window, values: values, now: now, animationsLive: overlay.animationsLive,
                                           labelScale: layout.overlayLabelScale, into: &list)
            }
            DeliveryHUD.draw(overlay, window: window, values: values, into: &list)
            if layers.showsFingers {
                if let systemEdges {
                    SystemEdgeOverlay.draw(overlay.systemEdges, edges: systemEdges.edges, sizeClass: systemEdges.sizeClass,
                                           windowSize: window.bounds.size, now: now, into: &list)
                }
                DragOverlay.draw(overlay.drags, window: window, values: values, now: now, labelScale: layout.overlayLabelScale, into: &list)
                FingerOverlay.draw(overlay, pins: pins, window: window, now: now, labelScale: layout.overlayLabelScale, into: &list)
            }
        }
        list.placement = nil
        list.append(.clip(nil))
        if let panel = layout.code, let code {
            CodePanel.draw(code.listing, highlight: code.highlight, marked: code.marked, in: panel, typeScale: layout.timelineScale, measurer: measurer,
                           into: &list)
        }
        guard let overlay else { return list }
        if let panel = layout.timeline {
            let view = layers.timelineView
            TimelineRenderer.draw(overlay.timeline.shown(by: view), in: panel, now: now, measurer: measurer, view: view,
                                  typeScale: layout.timelineScale, note: overlay.timeline.storyNote(for: view), into: &list)
        } else if layers.showsResponderPanel {
            // Above the bars along the bottom: the control strip, else the status bar.
            let content = layout.contentArea
            DeliveryHUD.drawPanel(overlay, in: content, into: &list)
        }
        return list
    }

    /// The layout of `window`'s scene on a canvas of `canvas` points (nil: the size it opens
    /// at, as a snapshot is drawn), with the timeline placed as `layers` say.
    public static func layout(of window: View, layers: OverlayLayers, canvas: Size? = nil, hasStatusBar: Bool = false,
                              fixedScale: Double? = nil, hasControlStrip: Bool = false) -> FrameLayout {
        let size = canvas ?? FrameLayout.openingCanvas(sceneSize: window.bounds.size, timeline: layers.shownTimeline, hasStatusBar: hasStatusBar,
                                                       scale: fixedScale, code: layers.shownCode)
        return FrameLayout(canvas: size, sceneSize: window.bounds.size, timeline: layers.shownTimeline, hasStatusBar: hasStatusBar,
                           fixedScale: fixedScale, hasControlStrip: hasControlStrip, code: layers.shownCode)
    }
}
