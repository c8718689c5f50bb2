import CSDL
import FileOutput
import Drawing
import GestureEngine
import SceneFormat
import Session

/// Loading scenes into the window: the gallery's previous and next, a save of the scene file
/// (or of the file that failed), and each load's fresh session, pins and Alt-drag pivot.
extension WindowApp {
    func step(through offset: Int) {
        guard !options.gallery.isEmpty else { return }
        let index = options.gallery.firstIndex(of: options.scenePath) ?? -offset
        let next = options.gallery[(index + offset + options.gallery.count) % options.gallery.count]
        load(next)
    }

    /// Seconds between looks at the scene file's modification time.
    static let fileCheckInterval = 0.5

    /// Saving the scene file (or the file that last failed to load) loads it again.
    func reloadIfTheSceneFileChanged() {
        guard wallNow >= nextFileCheckAt else { return }
        nextFileCheckAt = wallNow + Self.fileCheckInterval
        let path = loadProblems.isEmpty ? options.scenePath : failedFile
        let stamp = FileStamp(path: path)
        guard stamp != sceneFileStamp else { return }
        sceneFileStamp = stamp
        // A file half-written by an editor, or moved away for a moment: wait for the next look.
        guard stamp != nil else { return }
        load(path, resizing: false)
        needsRedraw = true
    }

    /// Replaces the session with a fresh one on `path`; on a bad file keeps the current scene,
    /// prints the diagnostics and shows them in the window until a load succeeds.
    /// `resizing`: the window takes the scene's size (a key asked for this scene); else only when
    /// the scene's size changed (a save while a person may have sized the window).
    func load(_ path: String, resizing: Bool = true) {
        // Before reading: a save landing while the file is read is seen at the next look.
        let stamp = FileStamp(path: path)
        switch SceneLoader.loadScene(path: path, recognizers: options.recognizers) {
        case let .failure(errors):
            StandardStreams.err(errors.description + "\n")
            failedFile = path
            sceneFileStamp = stamp
            loadProblems = errors.diagnostics.map { ErrorBanner.Problem(location: $0.location, message: $0.message, hint: $0.hint) }
        case let .success(scene):
            loadProblems = []
            sceneFileStamp = stamp
            let isAnotherScene = path != options.scenePath
            let resizes = resizing || isAnotherScene || scene.windowSize != session.scene.windowSize
            // The old session ends: its touches are cancelled, and a capture of it is saved.
            session.send(.cancelAll(time: now))
            do {
                try stopCapture()
                try flushTrace()
            } catch {
                // The run loop ends on it: the trace or the capture is incomplete.
                writeFailure = error
            }
            options.scenePath = path
            session = SceneSession(scene: scene, startTime: now)
            session.textMeasurer = textMeasurer
            // The old engine's touches were cancelled: their fingers start afresh.
            viewportInput = ViewportInput()
            // The old engine's touches are gone: so are the mouse's pins.
            translator.forgetMouse()
            traceCursor = 0
            installPivot()
            window.setTitle(Self.title(scene))
            // A new scene says what it is; a reload or a save of the same one does not cover it again.
            if isAnotherScene { titleCard.show(at: wallNow) }
            titleCardCache = nil
            // The window takes the scene's size, unless the person made it fill the screen.
            if resizes, !window.isFullscreenOrMaximized {
                session.layers = layers
                window.resize(to: SDLWindow.whole(session.openingCanvas(hasStatusBar: true, fixedScale: options.sceneScale,
                                                                        limit: SDLWindow.usableArea, hasControlStrip: showsControlStrip)))
            }
            syncWindowSize()
        }
    }

    /// The Alt-drag pivot: the centre of the view under the pointer, in window points.
    func installPivot() {
        let engine = session.engine
        translator.pivotForPoint = { [unowned self] point in
            let layout = self.layout, scenePoint = layout.scenePoint(point)
            guard let view = engine.viewAt(scenePoint), view !== engine.window else { return layout.windowPoint(engine.window.bounds.center) }
            return layout.windowPoint(view.convert(view.bounds.center, to: nil) ?? scenePoint)
        }
    }
}
