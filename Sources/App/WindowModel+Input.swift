import Drawing
import GestureEngine
import Session

/// Input on its way to the scene: fingers and the mouse as fingers (`MouseFingerSimulator`) in
/// window points, routed by `ViewportInput` — the scene's part in scene points at engine time,
/// presses outside it to the help card, the strip, its menu or the timeline.
extension WindowModel {
    /// Sends finger changes that happened at wall time `time` (nothing when there are none).
    func send(_ changes: [TouchInput], at time: WallTime) {
        guard !changes.isEmpty else { return }
        route(.touches(InputEvent(time: engineTime(at: time), changes: changes)), at: time)
    }

    /// Routes input already at engine time: what comes down on the help card (which covers
    /// the window while shown) or on the open menu is a press for them, not the scene's.
    func route(_ input: TranslatedInput, at time: WallTime) {
        let arranged = arrangement(withControlStrip: showsControlStrip)
        let routed = viewportInput.route(input, panes: arranged.panes,
                                         coveredBy: help.cover(in: arranged.window) ?? (stripMenu.isOpen ? menuArea : nil))
        let wasShowingHelp = help.isShown
        for press in help.take(routed.pressesOutside) { pressOutsideScene(at: press, time: time) }
        if help.isShown != wasShowingHelp { needsRedraw = true }
        if let onScene = routed.scene {
            titleCard.sceneReceived(onScene)
            played.send(onScene)
            sceneInputCount += 1
            needsRedraw = true
        }
    }

    /// The left button: new fingers (one; two with Alt), or a press on a pin that lifts it.
    func pressPointer(at point: Point, modifiers: KeyModifiers, time: WallTime) {
        guard !mouse.isPressed else { return }
        let pins = mouse.pins
        send(mouse.press(at: point, mode: pressMode(at: point, modifiers: modifiers), type: mouseTouchType), at: time)
        if mouse.pins != pins { needsRedraw = true }
    }

    /// The left button up: the fingers lift, or stay down as pins with `pinning` (Ctrl), which
    /// sends the engine nothing but is drawn.
    func releasePointer(at point: Point, pinning: Bool, time: WallTime) {
        let pins = mouse.pins
        send(mouse.release(at: point, type: mouseTouchType, pinning: pinning), at: time)
        if mouse.pins != pins { needsRedraw = true }
    }

    /// Alt: a second finger mirrored around the centre of the view under the pointer; Shift+Alt:
    /// one moving with it at the same offset.
    private func pressMode(at point: Point, modifiers: KeyModifiers) -> MouseFingerSimulator.Mode {
        guard modifiers.contains(.alt) else { return .single }
        let pivot = pivot(for: point)
        return modifiers.contains(.shift) ? .parallel(offset: pivot * 2 - point - point) : .mirrored(center: pivot)
    }

    /// The Alt-drag pivot: the centre of the view under `point`, in window points (the scene's
    /// centre over the window itself or outside any view; compared, in the pane under `point`).
    func pivot(for point: Point) -> Point {
        guard let (session, placed) = scene(at: point) else { return point }
        let engine = session.engine, scenePoint = placed.scenePoint(point)
        let view = engine.viewAt(scenePoint).flatMap { $0 === engine.window ? nil : $0 }
        return placed.windowPoint(placed.layout.windowPoint(view.map { $0.convert($0.bounds.center, to: nil) ?? scenePoint } ?? engine.window.bounds.center))
    }

    /// Esc's second duty: lifts every pinned finger; false when none was pinned.
    func liftPins(at time: WallTime) -> Bool {
        let lifts = mouse.liftPins(type: mouseTouchType)
        send(lifts, at: time)
        return !lifts.isEmpty
    }

    /// The wheel over the timeline zooms around the pointer's time; `scrolls` (Shift, or
    /// sideways) scrolls it.
    func turnWheel(_ notches: Double, scrolls: Bool, at point: Point) {
        guard let (session, placed) = scene(at: point) else { return }
        var view = shownTimelineView
        if TimelineControls.wheel(notches, scrolls: scrolls, at: placed.localPoint(point), layout: placed.layout, view: &view, session: session) {
            needsRedraw = true
        }
        keepTimelineView(view)
    }

    /// A click or a finger on the timeline pins the moment under it (or unpins); compared, on
    /// either pane's timeline, and both show it.
    func pressTimeline(at point: Point) {
        guard let (session, placed) = scene(at: point) else { return }
        var view = shownTimelineView
        if TimelineControls.press(at: placed.localPoint(point), layout: placed.layout, view: &view, session: session) {
            needsRedraw = true
        }
        keepTimelineView(view)
    }

    /// A press on the code panel chooses the line under it, whose moments the timeline then marks;
    /// a press on the chosen line again clears it. False when not on the panel.
    func pressCode(at point: Point) -> Bool {
        guard let panel = layout.code, panel.contains(point) else { return false }
        guard let code = session.code,
              let line = CodePanel.line(at: point, of: code.listing, highlight: code.highlight(at: session.codeTime), in: panel,
                                        typeScale: layout.timelineScale, measurer: session.textMeasurer)
        else { return true }
        markedCodeLine = markedCodeLine == line ? nil : line
        needsRedraw = true
        return true
    }

    /// A new interaction on the timeline shows whole, unpinned: a zoom or pin was for the last.
    func followNewInteraction() {
        let start = session.timeline.startTime
        guard start != shownInteractionStart else { return }
        shownInteractionStart = start
        layers.timelineView = TimelineView()
    }
}
