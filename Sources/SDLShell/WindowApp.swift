import CSDL
import Drawing
import FileOutput
import Foundation
import GestureEngine
import SceneFormat
import Session

/// The interactive window: one scene at a time, live touch and mouse input, the DrawList drawn
/// every time something changed. Owns SDL objects; hands every decision to the engine.
public final class WindowApp {
    var options: Options
    let window: SDLWindow
    let presenter: any WindowPresenter
    var session: SceneSession
    var translator: EventTranslator
    /// Shift as the key events so far leave it (the wheel scrolls the timeline with it).
    var isShiftHeld: Bool { translator.isShiftHeld }
    /// Window input on its way into the scene's points.
    var viewportInput = ViewportInput()
    /// The bundled font's text widths, for every session's overlay layout.
    let textMeasurer: FontTextMeasure
    /// `--trace-out`, written as events happen (off this loop: `StreamingFile`).
    var traceStream: StreamingFile?
    var traceCursor = 0
    /// Where the capture in progress goes (nil: none).
    var captureOutput: String?
    /// The frame last presented, for screenshots.
    var lastPresentedFrame: DrawList?
    /// Whether the last frame composed changed what the window shows (it was presented).
    var lastFrameChanged = true
    /// The control strip for fingers, its menu of every command, and whether a touchscreen has
    /// asked for it (shown once no touch is down, so no live touch sees the scene move).
    var showsControlStrip = false
    /// The strip's `More…` menu: open or not, and Quit's confirmation.
    var stripMenu = StripMenu()
    /// Show (true) or hide the strip as soon as no finger is down.
    var pendingControlStrip: Bool?
    /// The person showed or hid the strip: a touchscreen no longer shows it by itself.
    var stripWasChosen = false
    /// A strip or menu button asked to quit; the run loop ends at its next turn.
    var quitRequested = false
    /// The scene the window opened with (`Options.demoScript` is for it).
    private var openingScenePath = ""

    /// What `D` plays: `run --script`'s script on the scene it was given with, else the scene's demo.
    var demoScript: InputScript {
        options.scenePath == openingScenePath ? options.demoScript ?? session.scene.script : session.scene.script
    }
    /// A trace write that failed where it could not be thrown (switching scenes): `run` ends on it.
    var writeFailure: OutputError?
    /// The help card (a tap anywhere closes it), and its layout for the last area and scale.
    var help = HelpCardState()
    var helpCardCache: (area: Rect, factor: Double, layout: HelpCardLayout)?
    /// The scene's title card: when it shows, and its layout for the last viewport and scale.
    var titleCard = TitleCardState()
    var titleCardCache: (viewport: Rect, factor: Double, card: TitleCard)?
    /// What the last frame drew of what changes with wall time alone (the title card's fade,
    /// Quit's confirmation): another frame is drawn when it changes.
    var drawnTimedState = TimedState(titleOpacity: 0, quitArmed: false)
    /// What was wrong with the file the last load failed on, shown in the window until a load
    /// succeeds (the old scene stays).
    var loadProblems: [ErrorBanner.Problem] = []
    var failedFile = ""
    /// The scene file as last seen, and when to look again: saving it reloads the scene.
    var sceneFileStamp: FileStamp?
    var nextFileCheckAt = 0.0
    /// Overlay layers, kept across scene changes.
    var layers = OverlayLayers()
    /// The start of the interaction the timeline shows, to notice the next one.
    var shownInteractionStart = 0.0
    var needsRedraw = true
    /// Whether anything moved at the last turn of the run loop.
    var wasMoving = false
    /// What the status bar says (the frame rate counted from the frames presented).
    var statusLine = StatusLine()
    var statistics = FrameStatistics()
    /// Seconds between frames (0: no limit), and the wall second the next may be presented.
    let frameInterval: Double
    var nextFrameAt = 0.0
    var clock = EngineClock()
    private let originTicks: UInt32
    /// SIGHUP ends the loop as SIGTERM does, so that the capture and the trace are kept.
    private let hangUp = HangUpAsQuit()

    /// Opens the window on `options.scenePath` with `video`. Throws a scene error (with
    /// diagnostics), an `SDLError` (no window, no renderer, a broken font) or an `OutputError`
    /// (the trace file). SDL objects are released by ownership, textures before the renderer
    /// before the window before SDL quits (`SDLRenderer`, `SDLWindow`, `VideoSession`), on
    /// failure and at the end alike.
    public init(options: Options, video: VideoSession) throws {
        self.options = options
        let scene = try SceneLoader.loadScene(path: options.scenePath, recognizers: options.recognizers).get()
        // The capture is written only when capturing stops: an unwritable place is said now,
        // before the trace is opened, which empties an old trace (a failed start must not).
        if let capture = options.captureOutput { try OutputFile(path: capture).discard() }
        // Before the window: opening a FIFO waits for its reader, which must not freeze a window.
        traceStream = try options.traceOutput.map { try StreamingFile(path: $0) }
        session = SceneSession(scene: scene)
        layers.timelinePlacement.presents = options.presents
        session.layers = layers
        // A machine with a touchscreen shows the control strip from the start: shown later, it
        // would move the scene between one touch and the next.
        showsControlStrip = options.controlStrip == .on || (options.controlStrip == .auto && Self.hasTouchscreen)
        let size = SDLWindow.whole(session.openingCanvas(hasStatusBar: true, fixedScale: options.sceneScale, limit: SDLWindow.usableArea,
                                                         hasControlStrip: showsControlStrip))
        window = try SDLWindow(video: video, title: Self.title(scene), width: size.width, height: size.height)
        textMeasurer = FontTextMeasure(fontPath: options.fontPath, keepingAlive: window)
        session.textMeasurer = textMeasurer
        presenter = try Self.makePresenter(options.renderer, window: window, fontPath: options.fontPath)
        let vsynced = (presenter as? RendererPresenter)?.hasVSync == true
        frameInterval = vsynced ? Self.vsyncedFrameInterval : Self.frameInterval(limit: options.maximumFramesPerSecond, window: window)
        originTicks = SDL_GetTicks()
        translator = EventTranslator(windowSize: Size(Double(size.width), Double(size.height)), originTicks: originTicks,
                                     videoDriver: EventTranslator.currentVideoDriver) { _ in .zero }
        installPivot()
        syncWindowSize()
        sceneFileStamp = FileStamp(path: options.scenePath)
        if options.fullscreen { toggleFullscreen() }
        openingScenePath = options.scenePath
        // The title card, unless the demo's fingers play at once (it would cover them).
        if options.playDemo { session.play(demoScript, from: now) } else { titleCard.show(at: wallNow) }
        if let path = options.captureOutput {
            session.capture = InputCapture(startTime: session.engine.now)
            captureOutput = path
        }
    }

    /// The software path where chosen and possible (an X11 window has a surface of its own; a
    /// Wayland one does not without GL), else SDL's renderer.
    private static func makePresenter(_ choice: RendererChoice, window: SDLWindow, fontPath: String) throws(SDLError) -> any WindowPresenter {
        if choice.resolved(renderNodes: RendererChoice.machineRenderNodes) == .software,
           let presenter = try SurfacePresenter(window: window, fontPath: fontPath) {
            return presenter
        }
        return try RendererPresenter(window: window, fontPath: fontPath)
    }

    /// Seconds between frames for `limit` frames a second (nil: the display's refresh rate,
    /// 60 Hz when unknown; 0: no limit).
    private static func frameInterval(limit: Double?, window: SDLWindow) -> Double {
        if let limit { return limit > 0 ? 1 / limit : 0 }
        var mode = SDL_DisplayMode()
        let rate = SDL_GetWindowDisplayMode(window.pointer, &mode) == 0 && mode.refresh_rate > 0 ? Double(mode.refresh_rate) : 60
        return 1 / rate
    }

    static func title(_ scene: SceneDescription) -> String {
        "\(scene.name) — Gesturescope"
    }

    /// Wall seconds since the window opened.
    var wallNow: Double { Double(SDL_GetTicks() &- originTicks) / 1000 }

    /// Engine seconds now: wall time through the slow-motion / pause clock.
    var now: Double { clock.engineTime(atWall: wallNow) }

    /// Runs until the window closes, Esc/Q, SIGINT/SIGTERM/SIGHUP, or `quitAfter`, then keeps
    /// every output it can: the capture in progress is saved and the trace file completed
    /// whichever of them failed. Throws when either could not be written (a full disk, a reader
    /// gone), saying which failed and what was kept; a trace file keeps its complete lines.
    public func run() throws(OutputError) {
        var loopFailure: OutputError?
        do throws(OutputError) {
            try runLoop()
        } catch {
            loopFailure = error
        }
        // Through the session, so that a capture keeps the cancels too.
        session.send(.cancelAll(time: now))
        var captureFailure: OutputError?
        do throws(OutputError) { try stopCapture() } catch { captureFailure = error }
        let traceFailure = finishTrace()
        // The loop ends on the trace's failure, or on a capture's saved at a scene change.
        if let loopFailure, loopFailure != traceFailure { captureFailure = captureFailure ?? loopFailure }
        if options.printsFrameStatistics { StandardStreams.err(statistics.summary(over: wallNow, renderer: presenter.name) + "\n") }
        if let failure = OutputsAtClose(capture: captureFailure, trace: traceFailure, tracePath: options.traceOutput).failure { throw failure }
    }


    private func runLoop() throws(OutputError) {
        var running = true
        var event = SDL_Event()
        while running {
            applyPendingControlStrip()
            let busy = needsRedraw || isMoving
            let timeout = busy ? frameWaitMilliseconds() : idleWaitMilliseconds()
            if timeout > 0, SDL_WaitEventTimeout(&event, timeout) != 0 { running = handle(event) }
            while running, SDL_PollEvent(&event) != 0 { running = handle(event) }
            if quitRequested { running = false }
            if let writeFailure { throw writeFailure }
            if let lost = translator.lostFingers(at: wallNow), let onScene = viewportInput.route(lost, layout: layout).scene {
                session.send(onEngineTime(onScene))
                needsRedraw = true
            }
            let traceLength = session.engine.trace.endIndex
            session.advance(to: now)
            followNewInteraction()
            let moving = isMoving
            // Also the frame after motion stops: its status line says idle.
            if session.engine.trace.endIndex != traceLength || moving || wasMoving { needsRedraw = true }
            wasMoving = moving
            try flushTrace()
            dropTraceNoReaderNeeds()
            if let limit = options.quitAfter, wallNow >= limit { running = false }
            reloadIfTheSceneFileChanged()
            if timedState != drawnTimedState { needsRedraw = true }
            if needsRedraw && running && wallNow >= nextFrameAt { draw() }
        }
    }

    /// Seconds from a frame that changed nothing on screen to the next composed one at the
    /// least, whatever `--max-fps` says: 2 ms. Frames that change are limited by `--max-fps`
    /// alone (or by vertical sync).
    static let unchangedFrameInterval = 0.002

    /// Seconds between frame starts at the least when vertical sync paces the frames: 2 ms, for
    /// drivers that report vsync but do not wait in every present (a hidden window on some).
    static let vsyncedFrameInterval = 0.002

    /// Whether engine time is paused (the strip's Pause button is lit).
    var clockIsPaused: Bool { clock.isPaused }

    /// Whether frames change with time alone (`SceneSession.isInMotion`). Paused, engine time
    /// stands still and nothing moves until a key or input comes; the window is idle exactly
    /// when this is false and nothing else asked for a frame.
    var isMoving: Bool {
        !clock.isPaused && session.isInMotion(at: now)
    }

    /// While frames are due: how long until the next may be presented (0: now; at most 250 ms
    /// at a time, however low the frame limit).
    private func frameWaitMilliseconds() -> Int32 {
        Int32(max(0, min(250, ((nextFrameAt - wallNow) * 1000).rounded(.up))))
    }

    /// How long to sleep waiting for input: until the next engine timer, at most 250 ms.
    private func idleWaitMilliseconds() -> Int32 {
        guard let due = session.engine.nextTimerDue, !clock.isPaused else { return 250 }
        return Int32(max(1, min(250, ((due - now) / clock.scale * 1000).rounded(.up))))
    }

    private func handle(_ event: SDL_Event) -> Bool {
        translator.observeKeyboard(event)
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return false
        case SDL_KEYDOWN:
            return handleKey(event.key.keysym)
        case SDL_MOUSEWHEEL:
            handleWheel(event.wheel)
        case SDL_WINDOWEVENT:
            syncWindowSize()
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                presenter.invalidate(surfaceChanged: true)
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED:
                presenter.invalidate(surfaceChanged: false)
            default:
                break
            }
            needsRedraw = true
        default:
            break
        }
        let pins = translator.pinnedFingers
        defer {
            // Pinning or lifting a pin sends the engine nothing, but the pin is drawn.
            if translator.pinnedFingers != pins { needsRedraw = true }
        }
        noteTouchscreen(event)
        if let input = translator.translate(event) {
            let layout = self.layout
            let routed = viewportInput.route(input, layout: layout, coveredBy: help.cover(in: layout) ?? (stripMenu.isOpen ? menuArea : nil))
            let wasShowingHelp = help.isShown
            for press in help.take(routed.pressesOutside) { pressOutsideScene(at: press) }
            if help.isShown != wasShowingHelp { needsRedraw = true }
            if let onScene = routed.scene {
                titleCard.sceneReceived(onScene)
                session.send(onEngineTime(onScene))
                if options.printsFrameStatistics { statistics.inputArrived(ticks: event.common.timestamp) }
                needsRedraw = true
            }
        }
        return true
    }

    /// What changes on screen with wall time alone, as of now.
    struct TimedState: Equatable {
        var titleOpacity: Double
        var quitArmed: Bool
    }

    var timedState: TimedState {
        TimedState(titleOpacity: titleCard.opacity(at: wallNow), quitArmed: stripMenu.isQuitArmed(at: wallNow))
    }

    /// SDL stamps input with wall time; the engine runs on the slow-motion clock.
    func onEngineTime(_ input: TranslatedInput) -> TranslatedInput {
        switch input {
        case var .touches(event):
            event.time = clock.engineTime(atWall: event.time)
            return .touches(event)
        case let .cancelAll(time):
            return .cancelAll(time: clock.engineTime(atWall: time))
        }
    }

    /// The translator follows the window's size in points; the scene keeps its own size and is
    /// fitted into the window by the layout.
    func syncWindowSize() {
        let (width, height) = window.size
        translator.windowSize = Size(Double(width), Double(height))
    }

    /// Where the scene, the timeline and the status bar are in the window now.
    var layout: FrameLayout { layout(withControlStrip: showsControlStrip) }

    /// The layout of the window now, with or without the control strip.
    func layout(withControlStrip hasStrip: Bool) -> FrameLayout {
        let (width, height) = window.size
        return FrameComposer.layout(of: session.engine.window, layers: layers, canvas: Size(Double(width), Double(height)), hasStatusBar: true,
                                    fixedScale: options.sceneScale, hasControlStrip: hasStrip)
    }
}
