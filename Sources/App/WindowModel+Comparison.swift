import Drawing
import GestureEngine
import Session

/// What a comparison changes in the window: input, time and text go to both scenes, and the
/// window's points are read through the pane they fall in (`ComparedLayout`). With one scene
/// each of these is the session's own.
extension WindowModel {
    /// Every scene shown: the comparison, else the one session. Input, time and text go
    /// through it.
    var played: any PlayedScenes { comparison ?? session }

    /// Which overlay layers are drawn: one setting, read from the session (A's) and written to
    /// every scene shown.
    var layers: OverlayLayers {
        get { session.layers }
        set { played.layers = newValue }
    }

    /// Plays `D`'s script on every scene shown from wall time `time`.
    func playDemo(at time: WallTime) {
        played.play(demoScript, from: engineTime(at: time), timeScale: 1)
    }

    /// What the panes' headers call the two sides (`ComparedScene.sideNames`); empty with one scene.
    var comparedNames: [String] {
        guard let comparison, let compared = options.comparedScene else { return [] }
        return compared.sideNames(a: comparison.a.scene, b: comparison.b.scene)
    }

    /// The comparison's layout of the window now, with or without the control strip; nil with
    /// one scene.
    func comparedLayout(withControlStrip hasStrip: Bool) -> ComparedLayout? {
        arrangement(withControlStrip: hasStrip).compared
    }

    /// The scene under window point `point` with its placed layout: the one scene, or the
    /// comparison's pane there (nil over neither pane).
    func scene(at point: Point) -> (session: SceneSession, placed: PlacedLayout)? {
        let arranged = arrangement(withControlStrip: showsControlStrip)
        guard let comparison, let compared = arranged.compared else { return (session, arranged.panes[0]) }
        guard let index = compared.pane(at: point) else { return nil }
        return (index == 0 ? comparison.a : comparison.b, compared.panes[index])
    }

    /// The timeline view drawn now: the person's zoom, scroll and pin, on the axis both sides
    /// share when compared.
    var shownTimelineView: TimelineView {
        shownTimelineView(in: arrangement(withControlStrip: showsControlStrip))
    }

    /// The timeline view drawn in `arranged`: with one scene, the code panel's marks (hidden with
    /// it); compared, the axis both sides share.
    func shownTimelineView(in arranged: Arrangement) -> TimelineView {
        guard let comparison, let compared = arranged.compared else {
            var view = layers.timelineView
            view.marks = layers.showsCode ? markedCodeLine.flatMap { session.code?.moments(ofLine: $0) } ?? [] : []
            return view
        }
        return comparison.sharedTimelineView(in: compared, now: session.engine.now)
    }

    /// Keeps `view` as the person's timeline view (what a comparison adds to it is drawn anew
    /// each frame).
    func keepTimelineView(_ view: TimelineView) {
        var kept = view
        kept.lock = nil
        kept.marks = []
        layers.timelineView = kept
    }

    /// The mouse's pinned fingers in scene points: each read through the pane of `panes` its
    /// finger came down in (the first for one the scene does not hold), drawn on every scene shown.
    func pinsInScenePoints(in panes: [PlacedLayout]) -> [Point] {
        mouse.pins.map { pin in panes[min(viewportInput.pane(ofFinger: pin.fingerID) ?? 0, panes.count - 1)].scenePoint(pin.location) }
    }
}
