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
///
/// A comparison has two panes, each a layout placed in the window: a finger belongs to the pane
/// it came down in, and its later moves are read in that pane's points, so both scenes get the
/// same scene point wherever it goes.
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
    /// Window fingers whose touches the engine holds, and the pane each came down in.
    private var sceneFingers: [Int: Int] = [:]

    public init() {}

    /// The pane a finger the scene holds came down in; nil for a finger the scene does not hold.
    public func pane(ofFinger fingerID: Int) -> Int? {
        sceneFingers[fingerID]
    }

    /// `input` routed: the scene's part in scene points, and the presses outside it. `cover`
    /// (window points) is something drawn over the scene for now, such as the control strip's
    /// menu: fingers coming down on it are presses too, not the scene's.
    public mutating func route(_ input: TranslatedInput, layout: FrameLayout, coveredBy cover: Rect? = nil) -> Routed {
        route(input, panes: [PlacedLayout(layout: layout)], coveredBy: cover)
    }

    /// `input` routed through `panes` (one scene's, or a comparison's two): a finger coming down
    /// on a pane's visible scene is that pane's until it lifts. No panes: nothing is the scene's.
    public mutating func route(_ input: TranslatedInput, panes: [PlacedLayout], coveredBy cover: Rect? = nil) -> Routed {
        guard !panes.isEmpty else { return Routed(scene: nil, pressesOutside: []) }
        guard case var .touches(event) = input else {
            ignoredFingers.removeAll()
            sceneFingers.removeAll()
            return Routed(scene: input, pressesOutside: [])
        }
        var presses: [Point] = []
        event.changes = event.changes.compactMap { change in
            var change = change
            let id = change.fingerID
            let pane: Int
            switch change.phase {
            case .down:
                let covered = cover?.contains(change.location) == true
                guard !covered, let index = panes.firstIndex(where: { $0.showsScene(at: change.location) }) else {
                    presses.append(change.location)
                    ignoredFingers.insert(id)
                    // A repeated down for a finger the engine holds (a lost lift): the engine must
                    // let go of its touch, so the down outside becomes that touch's cancel.
                    guard let held = sceneFingers.removeValue(forKey: id) else { return nil }
                    change.phase = .cancel
                    return placed(change, in: panes[min(held, panes.count - 1)])
                }
                ignoredFingers.remove(id)
                sceneFingers[id] = index
                pane = index
            case .up, .cancel:
                if ignoredFingers.remove(id) != nil { return nil }
                pane = sceneFingers.removeValue(forKey: id) ?? 0
            case .move:
                if ignoredFingers.contains(id) { return nil }
                pane = sceneFingers[id] ?? 0
            }
            return placed(change, in: panes[min(pane, panes.count - 1)])
        }
        return Routed(scene: event.changes.isEmpty ? nil : .touches(event), pressesOutside: presses)
    }

    /// `change` in `pane`'s scene points.
    private func placed(_ change: TouchInput, in pane: PlacedLayout) -> TouchInput {
        var change = change
        change.location = pane.scenePoint(change.location)
        change.majorRadius /= pane.layout.scale
        return change
    }
}
