import Drawing
import GestureEngine
import SceneFormat
import Session

/// The interactive window's behaviour, decided apart from any toolkit: one scene at a time, live
/// fingers and the mouse as fingers, the overlay, timeline, status bar, control strip and cards,
/// the gallery and reload on save, capture, the trace stream, screenshots and frame pacing.
///
/// Values in, values out. The backend (SDLShell's `WindowApp`) hands it `WindowEvent`s at the
/// wall time they happened, calls `update(at:)` once a turn of its loop, draws the `DrawList`
/// that `frame(at:)` returns and sleeps for `waitSeconds(at:)`; it carries out the
/// `WindowEffect`s every call returns. The model reads no clock, calls no toolkit and touches no
/// file but through `WindowFiles`; tests drive it the same way with files in memory.
///
/// Lifecycle: `init` loads the opening scene (the backend opens a window of `openingWindowSize`
/// titled `title`), `opened(facts:canvas:fillsScreen:at:)` once the window exists, then events,
/// updates and frames until `isQuitting`, then `finish(at:)`.
///
/// Time: wall time (`WallTime`) is what the backend stamps; the engine runs on engine seconds,
/// converted in one place (`engineTime(at:)`, through the slow-motion and pause `EngineClock`).
///
/// Compared (`options.comparedScene`, `run A --compare B`), the window shows two scenes side by
/// side (`ComparedSessions`): every input reaches both, time plays on both, and everything else
/// (the strip, cards, capture, pacing) is the window's as with one.
public final class WindowModel {
    /// The options the window opened with; `scenePath` follows the scene shown.
    public internal(set) var options: WindowOptions
    let files: any WindowFiles
    /// The screen's usable area in points, which a new scene's window is fitted to.
    let usableArea: Size?
    /// The scene being played; its `layers` (which overlay layers show, the timeline's view) are
    /// the one copy, carried from scene to scene.
    public internal(set) var session: SceneSession
    /// The two sessions of a comparison, `comparison.a` being `session`; nil: one scene.
    public internal(set) var comparison: ComparedSessions?
    /// The window's size in points, as last reported (`WindowEvent.resized`).
    public internal(set) var canvas: Size
    /// Whether the window fills the screen (fullscreen or maximized), as last reported: a new
    /// scene then keeps the window's size.
    public internal(set) var fillsScreen = false
    var facts = WindowFacts(frameInterval: 1.0 / 60, rendererName: "", helpEntries: [], textMeasurer: EstimatedTextMeasure())
    /// Window input on its way into the scene's points.
    var viewportInput = ViewportInput()
    /// The mouse as fingers, and the fingers it pins (window points).
    public internal(set) var mouse = MouseFingerSimulator()
    /// The touch type of the mouse's fingers (`P` toggles).
    public internal(set) var mouseTouchType: TouchType = .direct
    var clock = EngineClock()
    /// Whether the control strip for fingers shows.
    public internal(set) var showsControlStrip: Bool
    /// The strip's `More…` menu: open or not, and Quit's confirmation.
    public internal(set) var stripMenu = StripMenu()
    /// Show (true) or hide the strip as soon as no finger is down (it moves the scene).
    var pendingControlStrip: Bool?
    /// The person showed or hid the strip: a touchscreen no longer shows it by itself.
    var stripWasChosen = false
    /// The code panel's chosen line (1-based): the timeline marks when it ran; nil: none.
    public internal(set) var markedCodeLine: Int?
    /// The help card (a press anywhere closes it), and its layout for the last area and scale.
    public internal(set) var help = HelpCardState()
    var helpCardCache: (area: Rect, factor: Double, layout: HelpCardLayout)?
    /// The scene's title card, and its layout for the last viewport and scale.
    public internal(set) var titleCard = TitleCardState()
    var titleCardCache: (viewport: Rect, factor: Double, card: TitleCard)?
    /// What the last frame drew of what changes with wall time alone.
    var drawnTimedState = TimedState(titleOpacity: 0, quitArmed: false)
    /// What was wrong with the file the last load failed on, shown until a load succeeds (the
    /// old scene stays), and that file.
    public internal(set) var loadProblems: [ErrorBanner.Problem] = []
    var failedFile = ""
    /// The watched file as last seen, and when to look again: saving it reloads the scene.
    var sceneFileStamp: FileStamp?
    /// The compared scene's file as last seen: saving it reloads both sides.
    var comparedFileStamp: FileStamp?
    var nextFileCheckAt = WallTime.zero
    /// The start of the interaction the timeline shows, to notice the next one.
    var shownInteractionStart = 0.0
    /// Whether a frame is wanted (something changed since the last).
    public internal(set) var needsRedraw = true
    /// Whether anything moved at the last update.
    var wasMoving = false
    var statusLine = StatusLine()
    /// The wall time the next frame may start, and when the last one started.
    var nextFrameAt = WallTime.zero
    var frameStartedAt = WallTime.zero
    /// The frame `frame(at:)` composed last, and the last one the backend presented.
    var composedFrame: DrawList?
    /// The last frame the backend presented (what a screenshot saves).
    public internal(set) var lastPresentedFrame: DrawList?
    /// How many inputs have reached the scene (the backend times input to screen by them).
    public internal(set) var sceneInputCount = 0
    /// The index of the first trace event not yet handed to the trace stream.
    var traceCursor = 0
    /// Where the capture in progress goes (nil: none).
    public internal(set) var captureOutput: String?
    /// The scene the window opened with (`options.demoScript` is for it).
    let openingScenePath: String
    /// Whether the run is over (a quit command, the strip's Quit, a close, `quitAfter`).
    public internal(set) var isQuitting = false
    var effects: [WindowEffect] = []

    /// Seconds from a frame that changed nothing on screen to the next composed one at the
    /// least, whatever the frame interval: 2 ms. A scene that moves nothing visible does not
    /// spin the loop.
    public static let unchangedFrameInterval = 0.002
    /// Longest sleep between looks at input, timers and the scene file, in wall seconds.
    public static let longestWait = 0.25

    /// Loads the opening scene (`options.scenePath`); throws its `SceneErrors`.
    /// - Parameters:
    ///   - usableArea: the screen's usable area in points (nil: unknown), which windows are
    ///     fitted to.
    ///   - hasTouchscreen: the machine has a touchscreen: the strip shows from the start (shown
    ///     later, it would move the scene between one touch and the next).
    public init(options: WindowOptions, files: any WindowFiles = DiskFiles(), usableArea: Size?, hasTouchscreen: Bool) throws {
        self.options = options
        self.files = files
        self.usableArea = usableArea
        let loaded = try Self.loadScenes(options.scenePath, files: files, options: options).mapError(\.errors).get()
        (session, comparison) = Self.sessions(of: loaded, startTime: 0)
        sceneFileStamp = loaded.stamp
        comparedFileStamp = loaded.comparedStamp
        let played: any PlayedScenes = comparison ?? session
        played.layers.timelinePlacement.presents = options.presents
        played.layers.showsCode = options.showsCode
        showsControlStrip = options.controlStrip == .on || (options.controlStrip == .auto && hasTouchscreen)
        openingScenePath = options.scenePath
        canvas = Self.openingSize(of: session, comparison: comparison, options: options, usableArea: usableArea,
                                  hasControlStrip: showsControlStrip)
    }

    /// The window's title for the scene shown (both, compared).
    public var title: String {
        guard comparison != nil else { return "\(session.scene.name) — Gesturescope" }
        return comparedNames.joined(separator: " ⇄ ") + " — Gesturescope"
    }

    /// The size in points a window for the scene shown opens at: the scene beside its timeline,
    /// fitted to the usable area, with room for the control strip when it shows.
    public var openingWindowSize: Size {
        Self.openingSize(of: session, comparison: comparison, options: options, usableArea: usableArea, hasControlStrip: showsControlStrip)
    }

    private static func openingSize(of session: SceneSession, comparison: ComparedSessions?, options: WindowOptions, usableArea: Size?,
                                    hasControlStrip: Bool) -> Size {
        if let comparison {
            return comparison.openingCanvas(hasStatusBar: true, fixedScale: options.sceneScale, limit: usableArea, hasControlStrip: hasControlStrip)
        }
        return session.openingCanvas(hasStatusBar: true, fixedScale: options.sceneScale, limit: usableArea, hasControlStrip: hasControlStrip)
    }

    /// The window is open at `canvas` points: the session measures text with the backend's font;
    /// fullscreen is asked for, the demo plays or the title card shows, and a `--capture` starts.
    public func opened(facts: WindowFacts, canvas: Size, fillsScreen: Bool, at time: WallTime) -> [WindowEffect] {
        self.facts = facts
        played.textMeasurer = facts.textMeasurer
        self.canvas = canvas
        self.fillsScreen = fillsScreen
        if options.fullscreen { effects.append(.toggleFullscreen) }
        // The title card, unless the demo's fingers play at once (it would cover them).
        if options.playDemo { playDemo(at: time) } else { titleCard.show(at: time) }
        if let path = options.captureOutput { beginCapture(into: path) }
        return takeEffects()
    }

    /// Engine seconds at wall time `time`: wall time through the slow-motion and pause clock.
    public func engineTime(at time: WallTime) -> Double {
        clock.engineTime(at: time)
    }

    /// What `D` plays: `run --script`'s script on the scene it was given with, else the scene's demo.
    var demoScript: InputScript {
        options.scenePath == openingScenePath ? options.demoScript ?? session.scene.script : session.scene.script
    }

    /// Handles one event that happened at wall time `time`; returns what the backend must do.
    public func handle(_ event: WindowEvent, at time: WallTime) -> [WindowEffect] {
        switch event {
        case let .fingers(changes, fromTouchscreen):
            if fromTouchscreen, changes.contains(where: { $0.phase == .down }) { noteTouchscreen() }
            send(changes, at: time)
        case let .pointerPressed(point, modifiers):
            pressPointer(at: point, modifiers: modifiers, time: time)
        case let .pointerDragged(point):
            send(mouse.drag(to: point, type: mouseTouchType), at: time)
        case let .pointerReleased(point, modifiers):
            releasePointer(at: point, pinning: modifiers.contains(.control), time: time)
        case let .wheel(notches, sideways, point, modifiers):
            turnWheel(notches, scrolls: sideways || modifiers.contains(.shift), at: point)
        case let .command(command):
            if !run(command, at: time) { quit() }
        case .focusLost:
            mouse.reset()
            route(.cancelAll(time: engineTime(at: time)), at: time)
        case let .resized(size, fillsScreen):
            canvas = size
            self.fillsScreen = fillsScreen
            needsRedraw = true
        case .exposed:
            needsRedraw = true
        case .closeRequested:
            quit()
        }
        return takeEffects()
    }

    /// One turn of the window after its events: plays time up to `now` (scripts, timers,
    /// animations), follows a new interaction on the timeline, streams the trace, reloads a
    /// saved scene file, and notes whether a frame is wanted.
    public func update(at now: WallTime) -> [WindowEffect] {
        applyPendingControlStrip()
        let traced = played.tracedCount
        played.advance(to: engineTime(at: now))
        followNewInteraction()
        let moving = isMoving(at: now)
        // Also the frame after motion stops: its status line says idle.
        if played.tracedCount != traced || moving || wasMoving { needsRedraw = true }
        wasMoving = moving
        flushTrace()
        dropTraceNoReaderNeeds()
        if let limit = options.quitAfter, now.seconds >= limit { quit() }
        reloadIfTheSceneFileChanged(at: now)
        if timedState(at: now) != drawnTimedState { needsRedraw = true }
        return takeEffects()
    }

    /// Ends the run at `now`: every touch cancelled (through the session, so that a capture
    /// keeps the cancels too), the capture in progress written and the trace's last events
    /// handed over.
    public func finish(at now: WallTime) -> [WindowEffect] {
        played.send(.cancelAll(time: engineTime(at: now)))
        stopCapture(at: now, failure: .endRun)
        flushTrace()
        return takeEffects()
    }

    func quit() {
        isQuitting = true
    }

    func takeEffects() -> [WindowEffect] {
        defer { effects.removeAll() }
        return effects
    }
}
