import GestureEngine

/// The geometry guides of the `G` layer that follow live views — scroll views' content and
/// motion (`ScrollOverlay`), tracking controls' inside regions (`ControlTrackingOverlay`) —
/// found in one walk of the window (a long list is thousands of views).
public enum GeometryGuides {
    public static func draw(window: View, now: Double, into list: inout DrawList) {
        let bounds = window.bounds
        window.forEachInSubtree { view in
            ScrollOverlay.draw(view, now: now, window: bounds, into: &list)
            ControlTrackingOverlay.draw(view, into: &list)
        }
    }
}
