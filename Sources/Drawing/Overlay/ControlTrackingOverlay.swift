import GestureEngine

/// A control tracking a touch (§3.7): the region its touch counts as inside for drag and
/// touch-up events — its bounds and `Defaults.controlTouchMargin` around them, as the trace's
/// `controlTracking` event gave it — dashed, where the control is drawn.
public enum ControlTrackingOverlay {
    public static let color = Color(red8: 0x60, green8: 0xA5, blue8: 0xFA)

    /// The region of `tracking` (a control's, from the trace) on its `view`.
    static func draw(_ tracking: GeometryGuideState.Tracking, of view: View, into list: inout DrawList) {
        let region = tracking.inside
        let placement = view.transformToRoot
        // Cut as the control is by its clipping ancestors.
        list.append(within: SceneRenderer.ancestorClip(of: view)) { list in
            list.append(.dashedOutline(DashedOutline(RoundedRect(rect: region, cornerRadius: 0, transform: placement)), color))
            list.append(.text(TextRun(text: "inside while tracking", fontSize: 10, color: color,
                                      position: placement.apply(to: Point(region.minX + 4, region.maxY - 8)), alignment: .left)))
        }
    }
}
