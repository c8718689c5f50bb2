import App
import CSDL
import Drawing
import FileOutput
import Foundation
import GestureEngine
import Session

/// The interactive window's SDL backend: SDL events → `WindowEvent`s for the `WindowModel`,
/// the model's `DrawList`s → pixels through a presenter, and a short loop that carries out the
/// model's effects. Every decision is the model's.
///
/// Supports:
/// - [x] one SDL window, resizable, HiDPI-aware, titled and sized as the model asks; fullscreen
///       by the system or by hand (`SDLWindow`, `FullscreenToggle`).
/// - [x] waiting for input as long as the model allows, frames when it has one, unchanged frames
///       not presented (`WindowPresenter`).
/// - [x] the trace streamed to `--trace-out` off the loop (`StreamingFile`), captures and
///       screenshots written, SIGHUP as quit (`HangUpAsQuit`).
/// - [x] `--frame-stats`: input-to-present latency and frame times; the video driver named there
///       and in the status line.
/// - [ ] several windows; a clipboard.
public final class WindowApp {
    let options: Options
    let model: WindowModel
    let window: SDLWindow
    let presenter: any WindowPresenter
    /// The SDL video driver the window is on (`x11`, `wayland`), named in the status line and
    /// the frame statistics.
    let videoDriver: String
    var translator: EventTranslator
    /// `--trace-out`, written as events happen (off this loop: `StreamingFile`).
    var traceStream: StreamingFile?
    /// A capture that could not be written when it had to be (a scene left, the run ending).
    var captureFailure: OutputError?
    /// Whether the last frame presented changed what the window shows.
    var lastFrameChanged = true
    var statistics = FrameStatistics()
    private let originTicks: UInt32
    /// SIGHUP ends the loop as SIGTERM does, so that the capture and the trace are kept.
    private let hangUp = HangUpAsQuit()

    /// Opens the window on `options.model.scenePath` with `video`. Throws a scene error (with
    /// diagnostics), an `SDLError` (no window, no renderer, a broken font) or an `OutputError`
    /// (the trace file). SDL objects are released by ownership, textures before the renderer
    /// before the window before SDL quits (`SDLRenderer`, `SDLWindow`, `VideoSession`), on
    /// failure and at the end alike.
    public init(options: Options, video: VideoSession) throws {
        self.options = options
        videoDriver = video.driver
        model = try WindowModel(options: options.model, usableArea: SDLWindow.usableArea, hasTouchscreen: EventTranslator.hasTouchscreen)
        // The capture is written only when capturing stops: an unwritable place is said now,
        // before the trace is opened, which empties an old trace (a failed start must not).
        if let capture = options.model.captureOutput { try OutputFile(path: capture).discard() }
        // Before the window: opening a FIFO waits for its reader, which must not freeze a window.
        traceStream = try options.traceOutput.map { try StreamingFile(path: $0) }
        let size = SDLWindow.whole(model.openingWindowSize)
        window = try SDLWindow(video: video, title: model.title, width: size.width, height: size.height)
        let textMeasurer = FontTextMeasure(fontPath: options.fontPath, keepingAlive: window)
        presenter = try Self.makePresenter(options.renderer, window: window, fontPath: options.fontPath)
        let vsynced = (presenter as? RendererPresenter)?.hasVSync == true
        let frameInterval = vsynced ? Self.vsyncedFrameInterval : Self.frameInterval(limit: options.maximumFramesPerSecond, window: window)
        originTicks = SDL_GetTicks()
        translator = EventTranslator(originTicks: originTicks, videoDriver: videoDriver)
        let facts = WindowFacts(frameInterval: frameInterval, rendererName: "\(presenter.name) on \(video.driver)", helpEntries: KeyCommand.helpEntries,
                                textMeasurer: textMeasurer)
        perform(model.opened(facts: facts, canvas: windowPoints, fillsScreen: window.isFullscreenOrMaximized, at: wallNow))
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

    /// Seconds between frame starts at the least when vertical sync paces the frames: 2 ms, for
    /// drivers that report vsync but do not wait in every present (a hidden window on some).
    static let vsyncedFrameInterval = 0.002

    /// Wall time now: seconds since the window opened.
    var wallNow: WallTime { translator.wallTime(ticks: SDL_GetTicks()) }

    /// The window's size in points.
    var windowPoints: Size {
        let (width, height) = window.size
        return Size(Double(width), Double(height))
    }

    /// Runs until the model quits (the window closed, Esc/Q, the strip's Quit, a signal,
    /// `quitAfter`) or an output fails, then keeps every output it can: the capture in progress
    /// is saved and the trace file completed whichever of them failed. Throws when either could
    /// not be written (a full disk, a reader gone), saying which failed and what was kept; a
    /// trace file keeps its complete lines.
    public func run() throws(OutputError) {
        runLoop()
        perform(model.finish(at: wallNow))
        let traceFailure = finishTrace()
        if options.printsFrameStatistics {
            StandardStreams.err(statistics.summary(over: wallNow.seconds, renderer: presenter.name, driver: videoDriver) + "\n")
        }
        if let failure = OutputsAtClose(capture: captureFailure, trace: traceFailure, tracePath: options.traceOutput).failure { throw failure }
    }

    private func runLoop() {
        var event = SDL_Event()
        while !model.isQuitting, captureFailure == nil, traceStream?.error == nil {
            let timeout = Int32((model.waitSeconds(at: wallNow) * 1000).rounded(.up))
            if timeout > 0, SDL_WaitEventTimeout(&event, timeout) != 0 { handle(event) }
            while !model.isQuitting, SDL_PollEvent(&event) != 0 { handle(event) }
            if let lost = translator.lostFingers(at: wallNow) { perform(model.handle(lost.event, at: lost.time)) }
            perform(model.update(at: wallNow))
            draw()
        }
    }

    private func handle(_ event: SDL_Event) {
        if SDL_EventType(event.type) == SDL_WINDOWEVENT { windowChanged(event.window) }
        guard let translated = translator.translate(event, windowSize: windowPoints) else { return }
        let sceneInputs = model.sceneInputCount
        perform(model.handle(translated.event, at: translated.time))
        // Input to screen is timed for what reached the scene.
        if options.printsFrameStatistics, model.sceneInputCount != sceneInputs { statistics.inputArrived(ticks: event.common.timestamp) }
    }

    /// The window's own changes: the presenter's pixels invalidated, and the model told the
    /// size (or that the pixels must be drawn again).
    private func windowChanged(_ event: SDL_WindowEvent) {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
            presenter.invalidate(surfaceChanged: true)
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED:
            presenter.invalidate(surfaceChanged: false)
        default:
            break
        }
        reportWindowSize(orElse: .exposed)
    }

    /// Tells the model the window's size and whether it fills the screen when either differs
    /// from the model's (a maximize may come after its size change), else `otherwise`.
    func reportWindowSize(orElse otherwise: WindowEvent? = nil) {
        let size = windowPoints, fillsScreen = window.isFullscreenOrMaximized
        let event = size != model.canvas || fillsScreen != model.fillsScreen ? .resized(size, fillsScreen: fillsScreen) : otherwise
        if let event { perform(model.handle(event, at: wallNow)) }
    }

    /// Draws the model's frame when it has one due, presented when it changed.
    private func draw() {
        let started = wallNow
        // A resize whose event came before SDL knew the new size: catch up before drawing.
        if windowPoints != model.canvas {
            presenter.invalidate(surfaceChanged: true)
            reportWindowSize()
        }
        // After an unchanged frame the next is likely unchanged too: its band threads stay parked.
        if lastFrameChanged, model.isFrameDue(at: started) { presenter.expectFrame() }
        guard let list = model.frame(at: started) else { return }
        // SDL stamps input when it takes it from the display server, not when it happened:
        // taken here too, input that came while the frame was composed is not stamped as late
        // as the frame's present (a flick's samples keep their spacing, so its velocity).
        SDL_PumpEvents()
        lastFrameChanged = presenter.present(list)
        model.framePresented(changed: lastFrameChanged, at: wallNow)
        guard lastFrameChanged else { return }
        SDL_PumpEvents()
        if options.printsFrameStatistics { statistics.presented(at: wallNow.seconds, ticks: SDL_GetTicks()) }
    }
}
