import Drawing
import GestureEngine

/// Carries window input into the scene: locations from window points to scene points through
/// the layout's viewport, and only for touches that began on the scene. A finger that comes down
/// on the timeline, the status bar or the letterbox around the scene never reaches the engine,
/// nor do its later moves and lift (the panel takes no touch meant for the scene, and no touch
/// lands on views no one can see). A touch that began on the scene is followed wherever it goes,
/// as UIKit follows a touch past its window's edge.
public struct ViewportInput {
    /// Window fingers that came down outside the viewport, ignored until they lift.
    private var ignoredFingers: Set<Int> = []

    public init() {}

    /// `input` in scene points, without the changes of ignored fingers; nil when nothing is left.
    public mutating func scene(_ input: TranslatedInput, layout: FrameLayout) -> TranslatedInput? {
        guard case var .touches(event) = input else {
            ignoredFingers.removeAll()
            return input
        }
        event.changes = event.changes.compactMap { change in
            var change = change
            if change.phase == .down {
                ignoredFingers.remove(change.fingerID)
                if !layout.viewport.contains(change.location) {
                    ignoredFingers.insert(change.fingerID)
                    return nil
                }
            } else if ignoredFingers.contains(change.fingerID) {
                if change.phase == .up || change.phase == .cancel { ignoredFingers.remove(change.fingerID) }
                return nil
            }
            change.location = layout.scenePoint(change.location)
            change.majorRadius /= layout.scale
            return change
        }
        return event.changes.isEmpty ? nil : .touches(event)
    }
}
