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

    /// Saving the scene file (or the file that last failed to load) loads it again; compared,
    /// saving either scene's file loads both afresh.
    func reloadIfTheSceneFileChanged(at now: WallTime) {
        guard now >= nextFileCheckAt else { return }
        nextFileCheckAt = now + Self.fileCheckInterval
        let path = loadProblems.isEmpty ? options.scenePath : failedFile
        let stamp = files.stamp(of: path)
        var saved = stamp != sceneFileStamp
        sceneFileStamp = stamp
        // A file half-written by an editor, or moved away for a moment: wait for the next look.
        saved = saved && stamp != nil
        if let compared = options.comparedScene, loadProblems.isEmpty {
            let comparedStamp = files.stamp(of: compared.path)
            saved = saved || (comparedStamp != comparedFileStamp && comparedStamp != nil)
            comparedFileStamp = comparedStamp
        }
        guard saved else { return }
        load(comparison == nil ? path : options.scenePath, resizing: false, at: now)
    }

    /// Replaces the session with a fresh one on `path`; on a bad file keeps the current scene,
    /// says the diagnostics and shows them in the window until a load succeeds.
    /// `resizing`: the window takes the scene's size (a key asked for this scene); else only when
    /// the scene's size changed (a save while a person may have sized the window).
    func load(_ path: String, resizing: Bool = true, at time: WallTime) {
        needsRedraw = true
        switch Self.loadScenes(path, files: files, options: options) {
        case let .failure(failure):
            effects.append(.say(failure.errors.description + "\n"))
            failedFile = failure.path
            sceneFileStamp = failure.stamp
            loadProblems = failure.errors.diagnostics.map { ErrorBanner.Problem(location: $0.location, message: $0.message, hint: $0.hint) }
        case let .success(loaded):
            let scene = loaded.scene, sceneB = loaded.comparedScene
            loadProblems = []
            sceneFileStamp = loaded.stamp
            comparedFileStamp = loaded.comparedStamp
            let isAnotherScene = path != options.scenePath
            let resizes = resizing || isAnotherScene || scene.windowSize != session.scene.windowSize
                || sceneB.map { $0.windowSize != comparison?.b.scene.windowSize } == true
            // The old session ends: its touches are cancelled, a capture of it is saved and its
            // trace handed over.
            played.send(.cancelAll(time: engineTime(at: time)))
            stopCapture(at: time, failure: .endRun)
            flushTrace()
            options.scenePath = path
            let kept = layers
            (session, comparison) = Self.sessions(of: loaded, startTime: engineTime(at: time))
            layers = kept
            played.textMeasurer = facts.textMeasurer
            // The old engine's touches were cancelled: their fingers start afresh, and the mouse
            // is free of its press and pins.
            viewportInput = ViewportInput()
            mouse.reset()
            markedCodeLine = nil
            traceCursor = 0
            effects.append(.setTitle(title))
            // A new scene says what it is; a reload or a save of the same one does not cover it again.
            if isAnotherScene { titleCard.show(at: time) }
            titleCardCache = nil
            // The window takes the scene's size, unless the person made it fill the screen.
            if resizes, !fillsScreen { effects.append(.resize(openingWindowSize)) }
        }
    }

    /// The scenes a load brings, each with its file's stamp as read just before it (a save
    /// landing while a file is read is seen at the next look).
    struct LoadedScenes {
        var scene: SceneDescription
        var stamp: FileStamp?
        /// The other side's, compared; nil with one scene.
        var comparedScene: SceneDescription?
        var comparedStamp: FileStamp?
    }

    /// Why a load failed: the file at fault, its stamp as read, and what is wrong with it.
    struct LoadFailure: Error {
        var path: String
        var stamp: FileStamp?
        var errors: SceneErrors
    }

    /// Fresh sessions of `loaded` from engine time `startTime`: the one scene's, or the
    /// comparison and its A.
    static func sessions(of loaded: LoadedScenes, startTime: Double) -> (SceneSession, ComparedSessions?) {
        guard let sceneB = loaded.comparedScene else { return (SceneSession(scene: loaded.scene, startTime: startTime), nil) }
        let pair = ComparedSessions(a: loaded.scene, b: sceneB, startTime: startTime)
        return (pair.a, pair)
    }

    /// The scene at `path` and, as `options` say, the other side's scene to compare with it;
    /// the first that fails to load, else. Used at opening and by every load.
    static func loadScenes(_ path: String, files: any WindowFiles, options: WindowOptions) -> Result<LoadedScenes, LoadFailure> {
        func load(_ path: String, settings: [RecognizerSetting]) -> Result<(SceneDescription, FileStamp?), LoadFailure> {
            let stamp = files.stamp(of: path)
            return files.loadScene(path: path, recognizers: options.recognizers, settings: settings)
                .map { ($0, stamp) }
                .mapError { LoadFailure(path: path, stamp: stamp, errors: $0) }
        }
        return load(path, settings: []).flatMap { scene, stamp in
            guard let compared = options.comparedScene else { return .success(LoadedScenes(scene: scene, stamp: stamp)) }
            return load(compared.path, settings: compared.settings).map {
                LoadedScenes(scene: scene, stamp: stamp, comparedScene: $0.0, comparedStamp: $0.1)
            }
        }
    }
}
