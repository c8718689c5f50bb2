import GestureEngine

/// A control tracking a touch (§3.7): the region its touch counts as inside for drag and
/// touch-up events — its bounds and `Defaults.controlTouchMargin` around them — dashed.
public enum ControlTrackingOverlay {
    public static let color = Color(red8: 0x60, green8: 0xA5, blue8: 0xFA)

    /// The region of `view` when it is a control tracking a touch.
    static func draw(_ view: View, into list: inout DrawList) {
        guard let control = view.control, control.isTracking else { return }
        let margin = Defaults.controlTouchMargin
        let region = view.bounds.outset(dx: margin, dy: margin)
        let placement = view.transformToRoot
        // Cut as the control is by its clipping ancestors.
        list.append(within: SceneRenderer.ancestorClip(of: view)) { list in
            list.append(.dashedOutline(DashedOutline(RoundedRect(rect: region, cornerRadius: 0, transform: placement)), color))
            list.append(.text(TextRun(text: "inside while tracking", fontSize: 10, color: color,
                                      position: placement.apply(to: Point(region.minX + 4, region.maxY - 8)), alignment: .left)))
        }
    }
}
