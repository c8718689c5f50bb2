import CSDL
import Drawing
import GestureEngine
import Session

/// Drawing the window: one frame composed (scene, overlay, timeline, status bar, strip, cards)
/// and presented when it changed, paced from the frames' starts.
extension WindowApp {
    func draw() {
        let started = wallNow
        // A resize whose event came before SDL knew the new size: catch up before drawing.
        let (width, height) = window.size
        if Size(Double(width), Double(height)) != translator.windowSize {
            syncWindowSize()
            presenter.invalidate(surfaceChanged: true)
        }
        // After an unchanged frame the next is likely unchanged too: its band threads stay parked.
        if lastFrameChanged { presenter.expectFrame() }
        let list = composeFrame(in: layout)
        needsRedraw = false
        // Frames are paced from their starts: at 60 Hz they begin 1/60 s apart, however long
        // each takes.
        nextFrameAt = started + frameInterval
        // SDL stamps input when it takes it from the display server, not when it happened:
        // taken here too, input that came while the frame was composed is not stamped as late
        // as the frame's present (a flick's samples keep their spacing, so its velocity).
        SDL_PumpEvents()
        // An unchanged frame is not presented, and with no frame limit (or one above 500 a
        // second) the next is not composed for `unchangedFrameInterval`: a scene that moves
        // nothing visible does not spin the loop.
        lastFrameChanged = presenter.present(list)
        guard lastFrameChanged else {
            nextFrameAt = started + max(frameInterval, Self.unchangedFrameInterval)
            return
        }
        lastPresentedFrame = list
        SDL_PumpEvents()
        statusLine.framePresented(at: wallNow)
        if options.printsFrameStatistics { statistics.presented(at: wallNow, ticks: SDL_GetTicks()) }
    }

    /// The whole window's frame in `layout`: the scene with its overlay and timeline, the status
    /// bar, the control strip (when the layout has one), a failed load's banner, the help card.
    func composeFrame(in layout: FrameLayout) -> DrawList {
        session.layers = layers
        session.overlay.pins = translator.pinnedFingers.map(layout.scenePoint)
        var list = session.frame(in: layout)
        let status = statusLine.text(scene: session.scene.name, timeScale: clock.scale, paused: clock.isPaused, moving: isMoving,
                                     renderer: presenter.name, engine: session.engine, mouseTouchType: translator.mouseTouchType,
                                     capturing: session.capture != nil, at: wallNow)
        InfoCard.drawStatus(in: layout.statusBar, status, into: &list)
        ErrorBanner.draw(loadProblems, title: "Could not load \(failedFile): still showing the last good scene. Fix the file and save.",
                         in: layout.visibleViewport, into: &list)
        if showsHelp { InfoCard.drawCard(title: "Gesturescope — keys", lines: KeyCommand.helpLines, into: &list) }
        drawControlStrip(in: layout, into: &list)
        return list
    }
}
