import GestureEngine

/// The geometry guides of the `G` layer — scroll views' content and motion (`ScrollOverlay`),
/// tracking controls' inside regions (`ControlTrackingOverlay`) — drawn from the state the trace
/// reduced to (`GeometryGuideState`), placed where their views are drawn. Drawn in the window's
/// back-to-front order, found in one walk of it, and only while some guide shows (a long list
/// is thousands of views).
public enum GeometryGuides {
    public static func draw(window: View, guides: GeometryGuideState, now: Double, into list: inout DrawList) {
        guard !guides.isEmpty else { return }
        let bounds = window.bounds
        window.forEachInSubtree { view in
            if let scroll = guides.scrolls[view.id] { ScrollOverlay.draw(scroll, of: view, now: now, window: bounds, into: &list) }
            if let tracking = guides.tracking[view.id] { ControlTrackingOverlay.draw(tracking, of: view, into: &list) }
        }
    }
}
