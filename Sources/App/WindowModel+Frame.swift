import Drawing
import GestureEngine
import SceneFormat
import Session

/// The window's frames: one composed (scene, overlay, timeline, status bar, strip, cards) when
/// something changed, paced from the frames' starts, and how long the backend may sleep.
extension WindowModel {
    /// What changes on screen with wall time alone: another frame is drawn when it changes.
    struct TimedState: Equatable {
        var titleOpacity: Double
        var quitArmed: Bool
    }

    func timedState(at time: WallTime) -> TimedState {
        TimedState(titleOpacity: titleCard.opacity(at: time), quitArmed: stripMenu.isQuitArmed(at: time))
    }

    /// Whether frames change with time alone (`SceneSession.isInMotion`). Paused, engine time
    /// stands still and nothing moves until a key or input comes.
    public func isMoving(at time: WallTime) -> Bool {
        !clock.isPaused && played.isInMotion(at: engineTime(at: time))
    }

    /// Wall seconds the backend may wait for input before the next `update`: until the next
    /// frame may start while one is wanted or things move, else until the next engine timer
    /// (through the slow-motion scale); at most `longestWait`.
    public func waitSeconds(at now: WallTime) -> Double {
        if needsRedraw || isMoving(at: now) { return max(0, min(Self.longestWait, nextFrameAt - now)) }
        guard let due = played.nextTimerDue, !clock.isPaused else { return Self.longestWait }
        return max(0.001, min(Self.longestWait, (due - engineTime(at: now)) / clock.scale))
    }

    /// Whether `frame(at:)` would compose a frame at `now`.
    public func isFrameDue(at now: WallTime) -> Bool {
        needsRedraw && !isQuitting && now >= nextFrameAt
    }

    /// The frame to present at `now`, when one is wanted and its time has come (frames are paced
    /// from their starts: at 60 Hz they begin 1/60 s apart, however long each takes); nil
    /// otherwise. Tell the model what became of it with `framePresented(changed:at:)`.
    public func frame(at now: WallTime) -> DrawList? {
        guard isFrameDue(at: now) else { return nil }
        let list = composeFrame(withControlStrip: showsControlStrip, at: now)
        drawnTimedState = timedState(at: now)
        needsRedraw = false
        frameStartedAt = now
        nextFrameAt = now + facts.frameInterval
        composedFrame = list
        return list
    }

    /// The backend presented the last frame (`changed`), or found it identical to the one on
    /// screen and skipped it: the next then waits `unchangedFrameInterval` at the least.
    public func framePresented(changed: Bool, at now: WallTime) {
        guard changed else {
            nextFrameAt = frameStartedAt + max(facts.frameInterval, Self.unchangedFrameInterval)
            return
        }
        lastPresentedFrame = composedFrame
        statusLine.framePresented(at: now)
    }

    /// Where the scene, the timeline, the status bar and the strip are in the window now
    /// (compared: the whole window's bars and type scale; the panes are `comparedLayout`'s).
    public var layout: FrameLayout { layout(withControlStrip: showsControlStrip) }

    /// The layout of the window now, with or without the control strip.
    func layout(withControlStrip hasStrip: Bool) -> FrameLayout {
        arrangement(withControlStrip: hasStrip).window
    }

    /// Where everything goes in the window: its layout (bars, type scale; the one scene's
    /// viewport and timeline) and, compared, the two panes. Worked out once for a frame or an
    /// input and handed on.
    struct Arrangement {
        let window: FrameLayout
        let compared: ComparedLayout?
        /// Where scenes are, for input and pins: the one scene's layout, or the two panes.
        var panes: [PlacedLayout] { compared?.panes ?? [PlacedLayout(layout: window)] }
    }

    /// The window's arrangement now, with or without the control strip.
    func arrangement(withControlStrip hasStrip: Bool) -> Arrangement {
        if let comparison {
            let compared = comparison.layout(canvas: canvas, hasStatusBar: true, fixedScale: options.sceneScale, hasControlStrip: hasStrip)
            return Arrangement(window: compared.window, compared: compared)
        }
        return Arrangement(window: FrameComposer.layout(of: session.engine.window, layers: session.layers, canvas: canvas, hasStatusBar: true,
                                                        fixedScale: options.sceneScale, hasControlStrip: hasStrip),
                           compared: nil)
    }

    /// The whole window's frame at `time`, with or without the control strip: the scene (or the
    /// two compared) with its overlay and timeline (pinned fingers among the overlay's), the
    /// status bar, the control strip, a failed load's banner, the title or the help card.
    func composeFrame(withControlStrip hasStrip: Bool, at time: WallTime) -> DrawList {
        let arranged = arrangement(withControlStrip: hasStrip), layout = arranged.window
        let pins = pinsInScenePoints(in: arranged.panes)
        var list: DrawList
        if let comparison, let compared = arranged.compared {
            list = comparison.frame(in: compared, scenes: comparedNames, pins: pins)
        } else {
            list = session.frame(in: layout, pins: pins, timelineView: shownTimelineView(in: arranged), markedLines: markedCodeLine.map { [$0] } ?? [])
        }
        let sceneName = comparison == nil ? session.scene.galleryName : comparedNames.joined(separator: " ⇄ ")
        let status = statusLine.text(scene: sceneName, timeScale: clock.scale, paused: clock.isPaused, moving: isMoving(at: time),
                                     renderer: facts.rendererName, engine: session.engine, mouseTouchType: mouseTouchType,
                                     capturing: session.capture != nil, at: time)
        let typeScale = layout.typeScale
        InfoCard.drawStatus(in: layout.statusBar, status, typeScale: typeScale, into: &list)
        ErrorBanner.draw(loadProblems, title: "Could not load \(failedFile): still showing the last good scene. Fix the file and save.",
                         in: layout.visibleViewport, typeScale: typeScale, into: &list)
        let opacity = titleCard.opacity(at: time)
        // The help card, when shown, is the one card; compared, each pane has its scene's.
        if opacity > 0, !help.isShown {
            if let comparison, let compared = arranged.compared {
                drawTitleCards(of: [comparison.a.scene, comparison.b.scene], in: compared, opacity: opacity, into: &list)
            } else {
                titleCardLayout(in: layout, typeScale: typeScale).draw(opacity: opacity, in: Rect(0, 0, layout.canvas.width, layout.canvas.height),
                                                                        into: &list)
            }
        }
        if help.isShown { InfoCard.drawCard(helpCardLayout(in: layout, typeScale: typeScale), into: &list) }
        drawControlStrip(in: layout, at: time, into: &list)
        return list
    }

    /// The help card over the content area (laid out again only when that area or the type
    /// scale changes).
    private func helpCardLayout(in layout: FrameLayout, typeScale: TypeScale) -> HelpCardLayout {
        let area = layout.contentArea
        if let cache = helpCardCache, cache.area == area, cache.factor == typeScale.factor { return cache.layout }
        let card = HelpCardLayout(title: "Gesturescope — keys", entries: facts.helpEntries, in: area, typeScale: typeScale, measurer: facts.textMeasurer)
        helpCardCache = (area, typeScale.factor, card)
        return card
    }

    /// Each compared scene's title card over its pane's viewport, or over its whole pane when the
    /// viewport is too small for all its words.
    private func drawTitleCards(of scenes: [SceneDescription], in compared: ComparedLayout, opacity: Double, into list: inout DrawList) {
        for (scene, pane) in zip(scenes, compared.panes) {
            let viewport = pane.layout.visibleViewport
            TitleCard(name: scene.name, description: scene.summary, source: scene.sourceLine,
                      over: Rect(origin: pane.windowPoint(viewport.origin), size: viewport.size), orElse: pane.frame,
                      typeScale: pane.layout.typeScale, measurer: facts.textMeasurer)
                .draw(opacity: opacity, in: pane.frame, into: &list)
        }
    }

    /// The scene's title card over its viewport, or over the content area when the viewport is
    /// too small for all its words (laid out again only when the viewport or the scale changes;
    /// a new scene clears it).
    private func titleCardLayout(in layout: FrameLayout, typeScale: TypeScale) -> TitleCard {
        let viewport = layout.visibleViewport
        if let cache = titleCardCache, cache.viewport == viewport, cache.factor == typeScale.factor { return cache.card }
        let scene = session.scene
        let chosen = TitleCard(name: scene.name, description: scene.summary, source: scene.sourceLine, over: viewport, orElse: layout.contentArea,
                               typeScale: typeScale, measurer: facts.textMeasurer)
        titleCardCache = (viewport, typeScale.factor, chosen)
        return chosen
    }
}
