import Drawing
import GestureEngine
import Session

/// The window's commands, from a key, the control strip or its menu (`KeyCommand`).
extension WindowModel {
    /// Carries out `command` at wall time `time`; false: quit.
    func run(_ command: KeyCommand, at time: WallTime) -> Bool {
        needsRedraw = true
        switch command {
        case .quit:
            // The help card goes first: Esc closes it. Pinned fingers go next: Esc lifts them,
            // the next Esc quits.
            if help.isShown {
                help.close()
                return true
            }
            return liftPins(at: time)
        case .reset: load(options.scenePath, at: time)
        case .demo:
            load(options.scenePath, at: time)
            playDemo(at: time)
            // The demo's fingers are the scene's first touches: the card would cover them.
            titleCard.hide()
        case .nextScene, .previousScene:
            // A comparison has no gallery: a step would take one side away from the other.
            if comparison == nil { step(through: command == .nextScene ? 1 : -1, at: time) }
        case .togglePointerType: mouseTouchType = mouseTouchType == .direct ? .indirectPointer : .direct
        case .toggleSizeClass:
            let sizeClass: SizeClass = session.engine.sizeClass == .regular ? .compact : .regular
            for shown in [session] + (comparison.map { [$0.b] } ?? []) { shown.engine.sizeClass = sizeClass }
        case .togglePanel: layers.showsResponderPanel.toggle()
        case .toggleTimeline: layers.showsTimeline.toggle()
        case .toggleCode: layers.showsCode.toggle()
        case .toggleFingers: layers.showsFingers.toggle()
        case .toggleGhosts: layers.showsGhosts.toggle()
        case .taller: resizeTimeline(by: 1)
        case .shorter: resizeTimeline(by: -1)
        case .cycleDock: layers.cycleTimelineDock()
        case .present: layers.togglePresentation()
        case .fullscreen: effects.append(.toggleFullscreen)
        case .zoomIn, .zoomOut, .scrollEarlier, .scrollLater, .pinMoment, .wholeTimeline:
            var view = shownTimelineView
            _ = TimelineControls.apply(command, to: &view, session: session, stepsStories: comparison == nil)
            keepTimelineView(view)
        case .toggleCapture: toggleCapture(at: time)
        case .screenshot: saveScreenshot(at: time)
        case .toggleControlStrip: setControlStrip(shown: !showsControlStrip)
        case .help: help.toggle()
        case .sceneInfo: titleCard.toggle(at: time)
        case .slower: clock.stepScale(-1, atWall: time)
        case .faster: clock.stepScale(1, atWall: time)
        case .pause: clock.togglePause(atWall: time)
        case .step: clock.step(atWall: time)
        }
        return true
    }

    /// `+`/`-`: the timeline's words and extent, on the side it is docked (compared, in A's pane).
    private func resizeTimeline(by steps: Int) {
        let layout = comparedLayout(withControlStrip: showsControlStrip)?.panes[0].layout ?? self.layout
        layers.resizeTimeline(by: steps, in: layout)
    }

    /// Whether engine time is paused (the strip's Pause button is lit).
    public var clockIsPaused: Bool { clock.isPaused }
}
