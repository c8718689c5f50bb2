import Drawing
import GestureEngine

/// Carries window input into the scene: locations from window points to scene points through
/// the layout's visible viewport, and only for touches that began on the scene. A finger that
/// comes down on the timeline, the status bar or the margin around the scene never reaches the
/// engine, nor do its later moves and lift (the panel takes no touch meant for the scene, and no
/// touch lands on views no one can see), nor one that comes down on something drawn over the
/// scene; such downs are handed back as presses for the panel or the cover. A
/// touch that began on the scene is followed wherever it goes, as UIKit follows a touch past
/// its window's edge.
public struct ViewportInput {
    /// What one window event becomes.
    public struct Routed: Equatable {
        /// The input for the engine, in scene points; nil when nothing of it is the scene's.
        public var scene: TranslatedInput?
        /// Window points where fingers came down outside the scene (on the panel, say).
        public var pressesOutside: [Point]
    }

    /// Window fingers that came down outside the viewport, ignored until they lift.
    private var ignoredFingers: Set<Int> = []
    /// Window fingers whose touches the engine holds.
    private var sceneFingers: Set<Int> = []

    public init() {}

    /// `input` routed: the scene's part in scene points, and the presses outside it. `cover`
    /// (window points) is something drawn over the scene for now, such as the control strip's
    /// menu: fingers coming down on it are presses too, not the scene's.
    public mutating func route(_ input: TranslatedInput, layout: FrameLayout, coveredBy cover: Rect? = nil) -> Routed {
        guard case var .touches(event) = input else {
            ignoredFingers.removeAll()
            sceneFingers.removeAll()
            return Routed(scene: input, pressesOutside: [])
        }
        var presses: [Point] = []
        event.changes = event.changes.compactMap { change in
            var change = change
            let id = change.fingerID
            switch change.phase {
            case .down where !layout.visibleViewport.contains(change.location) || cover?.contains(change.location) == true:
                presses.append(change.location)
                ignoredFingers.insert(id)
                // A repeated down for a finger the engine holds (a lost lift): the engine must
                // let go of its touch, so the down outside becomes that touch's cancel.
                guard sceneFingers.remove(id) != nil else { return nil }
                change.phase = .cancel
            case .down:
                ignoredFingers.remove(id)
                sceneFingers.insert(id)
            case .up, .cancel:
                if ignoredFingers.remove(id) != nil { return nil }
                sceneFingers.remove(id)
            case .move:
                if ignoredFingers.contains(id) { return nil }
            }
            change.location = layout.scenePoint(change.location)
            change.majorRadius /= layout.scale
            return change
        }
        return Routed(scene: event.changes.isEmpty ? nil : .touches(event), pressesOutside: presses)
    }
}
