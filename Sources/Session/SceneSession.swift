import Drawing
import GestureEngine
import SceneFormat

/// One scene being played: a fresh engine on the scene's views, an optional input script, and
/// the overlay state reduced from the trace (every overlay layer draws from it). Shared by the
/// window and the headless commands so that both show exactly the same thing for the same input.
public final class SceneSession {
    public let scene: SceneDescription
    public let engine: Engine
    /// What the overlay draws, reduced from the trace (and the scene's quiet views).
    public let overlay: OverlayState
    /// The overlay's timeline lanes.
    public var timeline: TimelineModel { overlay.timeline }
    /// The scene as UIKit Swift and the moments its lines ran, for the code panel: made the first
    /// time the code layer is shown (a session that never shows it generates no Swift), from the
    /// trace events still held then; nil before, and when the overlay does not follow the trace.
    public private(set) var code: SceneCode?
    /// Which overlay layers are drawn.
    public var layers = OverlayLayers() {
        didSet { if layers.showsCode, code == nil, followsOverlay { makeCode() } }
    }
    /// How the overlay measures its text: the estimate by default; the SDL shell gives the
    /// bundled font's real widths, so labels are placed by what is drawn.
    public var textMeasurer: any TextMeasuring = EstimatedTextMeasure() {
        didSet { code?.listing.forgetRows() }
    }
    private var player: ScriptPlayer?
    /// The script whose captions show, with the engine time of its t = 0 and its time scale.
    private var captioned: (script: InputScript, start: Double, timeScale: Double)?
    private var overlayCursor = 0
    /// The last frame's command count: the next list starts with room for as many.
    private var lastFrameCommandCount = 0
    /// Live input being kept as a script (`run --capture`, the window's capture key).
    public var capture: InputCapture?
    /// Whether the overlay follows the trace (false: a replay that only writes the trace, whose
    /// overlay would keep every story of an hour in memory for nothing).
    private let followsOverlay: Bool

    /// Longest time `settle` waits for timers after the script, in engine seconds.
    public static let settleLimit = 60.0

    public init(scene: SceneDescription, startTime: Double = 0, followsOverlay: Bool = true) {
        self.scene = scene
        self.followsOverlay = followsOverlay
        self.engine = scene.makeEngine(startTime: startTime)
        self.overlay = OverlayState(quietViewIDs: scene.quietViewIDs)
    }

    /// The code panel's source, with the moments of the trace events the overlay has had that are
    /// still held.
    private func makeCode() {
        let made = SceneCode(scene: scene)
        made.consume(engine.trace.events(from: engine.trace.firstIndex).prefix(max(0, overlayCursor - engine.trace.firstIndex)))
        code = made
    }

    /// Plays `script` from engine time `start` (replacing any script in progress); script
    /// seconds become engine seconds × `timeScale` (slow motion below 1).
    public func play(_ script: InputScript, from start: Double, timeScale: Double = 1) {
        player = ScriptPlayer(script: script, startTime: start, timeScale: timeScale)
        captioned = script.captions.isEmpty ? nil : (script, start, timeScale)
    }

    /// The caption of the script played last, as it stands now (nil: none). It stays until the
    /// next caption, an empty one, or another script.
    public var caption: String? {
        captioned.flatMap { $0.script.caption(at: (engine.now - $0.start) / $0.timeScale) }
    }

    /// Whether a caption of the script played last is still to come: the window keeps drawing
    /// until it shows, even after the script's last touch.
    public var isCaptionAhead: Bool {
        captioned.map { played in played.script.captions.contains { played.start + $0.time * played.timeScale > engine.now } } ?? false
    }

    public var isPlayingScript: Bool { player.map { !$0.isFinished } ?? false }

    /// Whether frames change with time alone at engine time `now`: a script plays or a caption
    /// is still to come, the scene animates, scroll content coasts or its indicators fade, or
    /// the overlay fades. False: the next frame would look like the last one.
    public func isInMotion(at now: Double) -> Bool {
        isPlayingScript || isCaptionAhead || engine.animations.isAnimating || engine.isScrolling(at: now) || overlay.isInMotion(at: now)
            || (layers.showsCode && codeTime == engine.now && code.map { CodeHighlight.isFading($0.events, at: now) } == true)
    }

    /// The engine time the code panel shows: the timeline's pinned moment while the timeline
    /// shows one, else now.
    public var codeTime: Double {
        guard layers.showsTimeline, let pinned = layers.timelineView.pinned, pinned.isFinite else { return engine.now }
        return pinned
    }

    /// Plays recorded input events (e.g. read back from a trace: `TraceInput`) from engine time
    /// `start`, like a script.
    public func play(_ events: [InputEvent], from start: Double, timeScale: Double = 1) {
        player = ScriptPlayer(events: events, startTime: start, timeScale: timeScale)
        captioned = nil
    }

    /// Plays scripted input due by `time`, advances the engine, and updates the overlay.
    public func advance(to time: Double) {
        if var current = player {
            current.play(into: engine, until: time)
            let captured = Dictionary(current.takeStartedSources(), uniquingKeysWith: { $1 })
            player = current.isFinished ? nil : current
            // Live input is synced as it is sent: touches beginning here are the script's, shown
            // with the source a capture recorded for them.
            for event in syncOverlay() {
                if case let .touch(touch, .began, _, _, _, _) = event.kind {
                    overlay.setSource(captured[touch] ?? InputSource.script.rawValue, ofTouch: touch)
                }
            }
        } else {
            engine.advance(to: time)
            syncOverlay()
        }
    }

    /// Live input from the window.
    public func send(_ input: TranslatedInput) {
        switch input {
        case let .touches(event):
            capture?.record(event, engineNow: engine.now)
            engine.send(event)
            syncOverlay()
            for change in event.changes where change.phase == .down {
                guard let touch = engine.liveTouch(forFinger: change.fingerID) else { continue }
                overlay.setSource(InputSource(windowFinger: change.fingerID).rawValue, ofTouch: touch.id)
            }
        case let .cancelAll(time):
            guard let event = engine.cancellingEvent(at: time) else { return }
            capture?.record(event, engineNow: engine.now)
            engine.send(event)
            syncOverlay()
        }
    }

    /// After the script: advances through pending timers until the engine is at rest or
    /// `settleLimit` seconds have passed.
    public func settle() {
        settle(afterEach: {})
    }

    /// `settle()`, calling `afterEach` after each timer's turn.
    public func settle(afterEach: () throws -> Void) rethrows {
        let limit = engine.now + Self.settleLimit
        while let due = engine.nextTimerDue, due <= limit {
            advance(to: due)
            try afterEach()
        }
    }

    /// Drops the trace events the overlay (responder panel, timeline, fingers) has consumed,
    /// except those at or after `otherReader` (another reader's cursor, e.g. a trace file not yet
    /// written). The overlay keeps what it shows in its own state, so frames do not change. For
    /// long-running sessions (the window); headless commands keep the whole trace.
    public func dropConsumedTrace(keepingFrom otherReader: Int? = nil) {
        engine.trace.dropEvents(before: min(overlayCursor, otherReader ?? overlayCursor))
    }

    /// The frame to draw now on a canvas of `canvas` points (nil: the size the window opens at,
    /// the scene at 1× beside its timeline), laid out as the window lays out.
    public func frame(canvas: Size? = nil) -> DrawList {
        frame(in: layout(canvas: canvas))
    }

    /// The frame to draw now, in `layout`, with the played script's caption over the bottom of
    /// the scene — over its top when the scene has a bottom system edge (§10), so that the
    /// caption never hides the fingers and controls in that band. `pins`: the window's pinned
    /// mouse fingers, in scene points. `timelineView`: the timeline's view instead of
    /// `layers.timelineView` (a comparison's, its axis shared with the other side's);
    /// `showsCaption` false leaves the caption to the caller (a comparison draws it once).
    /// `markedLines`: code lines (1-based) the code panel marks in its gutter.
    public func frame(in layout: FrameLayout, pins: [Point] = [], timelineView: TimelineView? = nil, showsCaption: Bool = true,
                      markedLines: Set<Int> = []) -> DrawList {
        var shown = layers
        if let timelineView { shown.timelineView = timelineView }
        var list = FrameComposer.compose(window: engine.window, values: engine.animations.presentationValues, drags: engine.drags,
                                         systemEdges: engine.systemEdges, overlay: overlay,
                                         layers: shown, now: engine.now, layout: layout, measurer: textMeasurer,
                                         pins: pins, capacity: lastFrameCommandCount,
                                         code: shown.showsCode ? code.map { ($0.listing, $0.highlight(at: codeTime), markedLines) } : nil)
        if showsCaption, let caption {
            let placement: CaptionBand.Placement = scene.systemEdges.contains(.bottom) ? .top : .bottom
            CaptionBand.draw(caption, in: layout.visibleViewport, at: placement, into: &list)
        }
        lastFrameCommandCount = list.commands.count
        return list
    }

    /// The size a window for this scene opens at: the scene at `fixedScale` beside its timeline,
    /// fitted to `limit` (the screen's usable area) with the timeline on the side that leaves the
    /// scene larger — or, given no fixed scale, most of `limit` with the scene scaled up
    /// (`FrameLayout.openingCanvas`); room for the control strip below it when `hasControlStrip`.
    public func openingCanvas(hasStatusBar: Bool, fixedScale: Double?, limit: Size?, hasControlStrip: Bool = false) -> Size {
        FrameLayout.openingCanvas(sceneSize: engine.window.bounds.size, timeline: layers.shownTimeline,
                                  hasStatusBar: hasStatusBar, scale: fixedScale, limit: limit, hasControlStrip: hasControlStrip,
                                  code: layers.shownCode)
    }

    /// Where the scene, the timeline and the status bar go on a canvas of `canvas` points (nil:
    /// the opening size); `fixedScale` draws the scene at that scale instead of fitting it.
    public func layout(canvas: Size? = nil, hasStatusBar: Bool = false, fixedScale: Double? = nil) -> FrameLayout {
        FrameComposer.layout(of: engine.window, layers: layers, canvas: canvas, hasStatusBar: hasStatusBar, fixedScale: fixedScale)
    }

    /// Hands the trace events since the last sync to the overlay; returns them.
    @discardableResult
    private func syncOverlay() -> ArraySlice<TraceEvent> {
        let events = engine.trace.events(from: overlayCursor)
        guard !events.isEmpty else { return events }
        if followsOverlay {
            overlay.consume(events, window: engine.window)
            code?.consume(events)
        }
        overlayCursor = engine.trace.endIndex
        return events
    }
}
