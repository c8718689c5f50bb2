import GestureEngine

/// Outlines the view each live touch hit (and the last one hit) and lists the latest responder
/// calls and actions in a panel docked bottom-right. Draws `OverlayState` (reduced from the
/// trace, the source of truth) plus the view tree for geometry.
public enum DeliveryHUD {
    /// How many responder calls the panel lists.
    public static var panelLines: Int { OverlayState.panelLines }

    /// The hit views' outlines where `values` draw them (scene points), each clipped as its view
    /// is (`SceneRenderer.ancestorClip`). The corner list of calls is `drawPanel`; touches
    /// themselves are drawn by `FingerOverlay`.
    public static func draw(_ state: OverlayState, window: View, values: (View) -> LayerValues = { $0.modelValues },
                            into list: inout DrawList) {
        var outlined = Set(state.liveTouches.compactMap(\.viewID))
        if let last = state.lastHitViewID { outlined.insert(last) }
        for id in outlined.sorted() {
            guard id != window.id, let view = window.descendant(withID: id) else { continue }
            var shape = SceneRenderer.drawnShape(of: view, values: values)
            shape.rect = shape.rect.outset(dx: 3, dy: 3)
            shape.cornerRadius += 3
            list.append(within: SceneRenderer.ancestorClip(of: view, values: values)) { $0.append(.stroke(shape, width: 3, Palette.hitOutline)) }
        }
    }

    /// The corner list of calls, docked at the bottom-right of `bounds` (window points).
    public static func drawPanel(_ state: OverlayState, in bounds: Rect, into list: inout DrawList) {
        let lineHeight = 17.0
        let lines = state.recentDeliveries.isEmpty ? ["touch a view: its responder calls appear here"] : state.recentDeliveries
        let height = 30 + Double(lines.count) * lineHeight
        let width = min(300, bounds.width - 24)
        let frame = Rect(bounds.maxX - width - 12, bounds.maxY - height - 12, width, height)
        list.append(.fill(RoundedRect(rect: frame, cornerRadius: 10), Palette.panelBackground))
        list.append(.text(TextRun(text: "Responder calls and actions", fontSize: 13, color: Palette.panelTitle,
                                  position: Point(frame.minX + 12, frame.minY + 14), alignment: .left)))
        for (index, line) in lines.enumerated() {
            list.append(.text(TextRun(text: line, fontSize: 12, color: Palette.panelText,
                                      position: Point(frame.minX + 12, frame.minY + 32 + Double(index) * lineHeight),
                                      alignment: .left)))
        }
    }
}
