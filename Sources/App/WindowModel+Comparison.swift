import Drawing
import GestureEngine
import Session

/// What a comparison changes in the window: input, time and text go to both scenes, and the
/// window's points are read through the pane they fall in (`ComparedLayout`). With one scene
/// each of these is the session's own.
extension WindowModel {
    /// Gives every scene shown the window's text measurer (its font's widths).
    func installTextMeasurer() {
        session.textMeasurer = facts.textMeasurer
        comparison?.textMeasurer = facts.textMeasurer
    }

    /// Input already in scene points at engine time, to every scene shown.
    func sendToScenes(_ input: TranslatedInput) {
        if let comparison { comparison.send(input) } else { session.send(input) }
    }

    /// Plays time up to engine time `time` on every scene shown.
    func advanceScenes(to time: Double) {
        if let comparison { comparison.advance(to: time) } else { session.advance(to: time) }
    }

    /// Plays `D`'s script on every scene shown from wall time `time`.
    func playDemo(at time: WallTime) {
        if let comparison {
            comparison.play(demoScript, from: engineTime(at: time))
        } else {
            session.play(demoScript, from: engineTime(at: time))
        }
    }

    /// What the panes' headers call the two sides (`ComparedScene.sideNames`); empty with one scene.
    var comparedNames: [String] {
        guard let comparison, let compared = options.comparedScene else { return [] }
        return compared.sideNames(a: comparison.a.scene, b: comparison.b.scene)
    }

    /// Each shown scene's trace length: a frame is wanted when one grows.
    var traceLengths: [Int] {
        [session.engine.trace.endIndex] + (comparison.map { [$0.b.engine.trace.endIndex] } ?? [])
    }

    /// The comparison's layout of the window now, with or without the control strip; nil with
    /// one scene.
    func comparedLayout(withControlStrip hasStrip: Bool) -> ComparedLayout? {
        comparison?.layout(canvas: canvas, hasStatusBar: true, fixedScale: options.sceneScale, hasControlStrip: hasStrip)
    }

    /// Where scenes are in the window for input: one pane, or the comparison's two.
    var inputPanes: [PlacedLayout] {
        comparedLayout(withControlStrip: showsControlStrip)?.panes ?? [PlacedLayout(layout: layout)]
    }

    /// The scene under window point `point` with its placed layout: the one scene, or the
    /// comparison's pane there (nil over neither pane).
    func scene(at point: Point) -> (session: SceneSession, placed: PlacedLayout)? {
        guard let comparison, let compared = comparedLayout(withControlStrip: showsControlStrip) else { return (session, PlacedLayout(layout: layout)) }
        guard let index = compared.pane(at: point) else { return nil }
        return (index == 0 ? comparison.a : comparison.b, compared.panes[index])
    }

    /// The timeline view drawn: the person's zoom, scroll and pin, on the axis both sides share
    /// when compared.
    var shownTimelineView: TimelineView {
        guard let comparison, let layout = comparedLayout(withControlStrip: showsControlStrip) else {
            var view = session.layers.timelineView
            // The marks are the code panel's: hidden with it.
            view.marks = session.layers.showsCode ? markedCodeLine.flatMap { session.code?.moments(ofLine: $0) } ?? [] : []
            return view
        }
        return comparison.sharedTimelineView(in: layout, now: session.engine.now)
    }

    /// Keeps `view` as the person's timeline view (what a comparison adds to it is drawn anew
    /// each frame).
    func keepTimelineView(_ view: TimelineView) {
        var kept = view
        kept.lock = nil
        kept.marks = []
        session.layers.timelineView = kept
    }

    /// The mouse's pinned fingers in scene points: each read through the pane its finger came down
    /// in (the first for one the scene does not hold), drawn on every scene shown.
    func pinsInScenePoints() -> [Point] {
        let panes = inputPanes
        return mouse.pins.map { pin in panes[min(viewportInput.pane(ofFinger: pin.fingerID) ?? 0, panes.count - 1)].scenePoint(pin.location) }
    }
}
