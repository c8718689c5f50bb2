import CSDL
import Drawing
import GestureEngine
import Session

/// The window's commands, from a key, the control strip or its menu (`KeyCommand`).
extension WindowApp {
    func handleKey(_ key: SDL_Keysym) -> Bool {
        run(KeyCommand(key: key.sym))
    }

    /// Carries out `command` (from a key, the control strip or its menu); false: quit.
    func run(_ command: KeyCommand?) -> Bool {
        needsRedraw = true
        switch command {
        case .quit:
            // The help card goes first: Esc closes it.
            if help.isShown {
                help.close()
                return true
            }
            // Pinned fingers go next: Esc lifts them, the next Esc quits.
            guard let lift = translator.liftPinnedFingers(at: wallNow) else { return false }
            if let onScene = viewportInput.route(lift, layout: layout).scene { session.send(onEngineTime(onScene)) }
        case .reset: load(options.scenePath)
        case .demo:
            load(options.scenePath)
            session.play(demoScript, from: now)
            // The demo's fingers are the scene's first touches: the card would cover them.
            titleCard.hide()
        case .nextScene: step(through: 1)
        case .previousScene: step(through: -1)
        case .togglePointerType: translator.mouseTouchType = translator.mouseTouchType == .direct ? .indirectPointer : .direct
        case .toggleSizeClass: session.engine.sizeClass = session.engine.sizeClass == .regular ? .compact : .regular
        case .togglePanel: layers.showsResponderPanel.toggle()
        case .toggleTimeline: layers.showsTimeline.toggle()
        case .toggleFingers: layers.showsFingers.toggle()
        case .toggleGhosts: layers.showsGhosts.toggle()
        case .taller: layers.resizeTimeline(by: 1, in: layout)
        case .shorter: layers.resizeTimeline(by: -1, in: layout)
        case .cycleDock: layers.cycleTimelineDock()
        case .present: layers.togglePresentation()
        case .fullscreen: toggleFullscreen()
        case .zoomIn, .zoomOut, .scrollEarlier, .scrollLater, .pinMoment, .wholeTimeline:
            if let command { _ = TimelineControls.apply(command, to: &layers.timelineView, session: session) }
        case .toggleCapture: toggleCapture()
        case .screenshot: saveScreenshot()
        case .toggleControlStrip: setControlStrip(shown: !showsControlStrip)
        case .help: help.toggle()
        case .sceneInfo: titleCard.toggle(at: wallNow)
        case .slower: clock.stepScale(-1, atWall: wallNow)
        case .faster: clock.stepScale(1, atWall: wallNow)
        case .pause: clock.togglePause(atWall: wallNow)
        case .step: clock.step(atWall: wallNow)
        case nil: break
        }
        return true
    }

    /// Fullscreen on or off, and the frame laid out on the size the window really has now (the
    /// size events that follow re-lay it again).
    func toggleFullscreen() {
        window.toggleFullscreen()
        syncWindowSize()
        presenter.invalidate(surfaceChanged: true)
        needsRedraw = true
    }
}
