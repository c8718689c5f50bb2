import Drawing
import GestureEngine
import SceneFormat
import Session

/// Loading scenes into the window: the gallery's previous and next, a save of the scene file
/// (or of the file that failed), and each load's fresh session.
extension WindowModel {
    /// Wall seconds between looks at the scene file's stamp.
    public static let fileCheckInterval = 0.5

    func step(through offset: Int, at time: WallTime) {
        guard !options.gallery.isEmpty else { return }
        let index = options.gallery.firstIndex(of: options.scenePath) ?? -offset
        let next = options.gallery[(index + offset + options.gallery.count) % options.gallery.count]
        load(next, at: time)
    }

    /// Saving the scene file (or the file that last failed to load) loads it again.
    func reloadIfTheSceneFileChanged(at now: WallTime) {
        guard now >= nextFileCheckAt else { return }
        nextFileCheckAt = now + Self.fileCheckInterval
        let path = loadProblems.isEmpty ? options.scenePath : failedFile
        let stamp = files.stamp(of: path)
        guard stamp != sceneFileStamp else { return }
        sceneFileStamp = stamp
        // A file half-written by an editor, or moved away for a moment: wait for the next look.
        guard stamp != nil else { return }
        load(path, resizing: false, at: now)
    }

    /// Replaces the session with a fresh one on `path`; on a bad file keeps the current scene,
    /// says the diagnostics and shows them in the window until a load succeeds.
    /// `resizing`: the window takes the scene's size (a key asked for this scene); else only when
    /// the scene's size changed (a save while a person may have sized the window).
    func load(_ path: String, resizing: Bool = true, at time: WallTime) {
        needsRedraw = true
        // Before reading: a save landing while the file is read is seen at the next look.
        let stamp = files.stamp(of: path)
        switch files.loadScene(path: path, recognizers: options.recognizers) {
        case let .failure(errors):
            effects.append(.say(errors.description + "\n"))
            failedFile = path
            sceneFileStamp = stamp
            loadProblems = errors.diagnostics.map { ErrorBanner.Problem(location: $0.location, message: $0.message, hint: $0.hint) }
        case let .success(scene):
            loadProblems = []
            sceneFileStamp = stamp
            let isAnotherScene = path != options.scenePath
            let resizes = resizing || isAnotherScene || scene.windowSize != session.scene.windowSize
            // The old session ends: its touches are cancelled, a capture of it is saved and its
            // trace handed over.
            session.send(.cancelAll(time: engineTime(at: time)))
            stopCapture(at: time, failure: .endRun)
            flushTrace()
            options.scenePath = path
            let layers = session.layers
            session = SceneSession(scene: scene, startTime: engineTime(at: time))
            session.layers = layers
            session.textMeasurer = facts.textMeasurer
            // The old engine's touches were cancelled: their fingers start afresh, and the mouse
            // is free of its press and pins.
            viewportInput = ViewportInput()
            mouse.reset()
            traceCursor = 0
            effects.append(.setTitle(Self.title(scene)))
            // A new scene says what it is; a reload or a save of the same one does not cover it again.
            if isAnotherScene { titleCard.show(at: time) }
            titleCardCache = nil
            // The window takes the scene's size, unless the person made it fill the screen.
            if resizes, !fillsScreen { effects.append(.resize(openingWindowSize)) }
        }
    }
}
