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
        // Only scroll views and controls can have guides: the others (10 000 rows of a list) are
        // passed without hashing their ids.
        window.forEachInSubtree { view in
            if view.scrollView != nil, let scroll = guides.scrolls[view.id] { ScrollOverlay.draw(scroll, of: view, now: now, window: bounds, into: &list) }
            if view.control != nil, let tracking = guides.tracking[view.id] { ControlTrackingOverlay.draw(tracking, of: view, into: &list) }
        }
    }
}
