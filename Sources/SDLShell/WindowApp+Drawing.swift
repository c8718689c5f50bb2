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
        let status = statusLine.text(scene: session.scene.galleryName, timeScale: clock.scale, paused: clock.isPaused, moving: isMoving,
                                     renderer: presenter.name, engine: session.engine, mouseTouchType: translator.mouseTouchType,
                                     capturing: session.capture != nil, at: wallNow)
        let typeScale = layout.typeScale
        InfoCard.drawStatus(in: layout.statusBar, status, typeScale: typeScale, into: &list)
        ErrorBanner.draw(loadProblems, title: "Could not load \(failedFile): still showing the last good scene. Fix the file and save.",
                         in: layout.visibleViewport, typeScale: typeScale, into: &list)
        let opacity = titleCard.opacity(at: wallNow)
        // The help card, when shown, is the one card.
        if opacity > 0, !help.isShown {
            let card = titleCardLayout(in: layout, typeScale: typeScale)
            card.draw(opacity: opacity, in: Rect(0, 0, layout.canvas.width, layout.canvas.height), into: &list)
        }
        if help.isShown { InfoCard.drawCard(helpCardLayout(in: layout, typeScale: typeScale), into: &list) }
        drawControlStrip(in: layout, into: &list)
        drawnTimedState = timedState
        return list
    }

    /// The help card in the window above the control strip and the status bar (laid out again
    /// only when that area or the type scale changes).
    private func helpCardLayout(in layout: FrameLayout, typeScale: TypeScale) -> HelpCardLayout {
        let area = Rect(0, 0, layout.canvas.width, layout.controlStrip?.minY ?? layout.statusBar?.minY ?? layout.canvas.height)
        if let cache = helpCardCache, cache.area == area, cache.factor == typeScale.factor { return cache.layout }
        let card = HelpCardLayout(title: "Gesturescope — keys", entries: KeyCommand.helpEntries, in: area, typeScale: typeScale, measurer: textMeasurer)
        helpCardCache = (area, typeScale.factor, card)
        return card
    }

    /// The scene's title card over its viewport, or over the window above the bars when the
    /// viewport is too small for all its words (laid out again only when the viewport or the
    /// scale changes; a new scene clears it).
    private func titleCardLayout(in layout: FrameLayout, typeScale: TypeScale) -> TitleCard {
        let viewport = layout.visibleViewport
        if let cache = titleCardCache, cache.viewport == viewport, cache.factor == typeScale.factor { return cache.card }
        func card(in area: Rect) -> TitleCard {
            TitleCard(name: session.scene.name, description: session.scene.summary, source: session.scene.sourceLine, in: area, typeScale: typeScale, measurer: textMeasurer)
        }
        let content = Rect(0, 0, layout.canvas.width, layout.controlStrip?.minY ?? layout.statusBar?.minY ?? layout.canvas.height)
        let onViewport = card(in: viewport)
        let chosen = onViewport.showsAll ? onViewport : card(in: content)
        titleCardCache = (viewport, typeScale.factor, chosen)
        return chosen
    }
}
