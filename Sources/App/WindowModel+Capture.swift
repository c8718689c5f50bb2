import Foundation
import GestureEngine
import Session

/// Keeping what happens in the window: live input captured as an input script (`run --capture`,
/// `C`), and screenshots of the window as shown (`F12`).
extension WindowModel {
    /// Starts a capture on a fresh start of the scene (as `R` does), so that its replay starts
    /// where it did; into `--capture`'s file, else `capture-SCENE.yaml` in the current folder
    /// (`capture-SCENE-2.yaml`, … rather than replace one).
    func startCapture(at time: WallTime) {
        load(options.scenePath, resizing: false, at: time)
        guard loadProblems.isEmpty else { return }
        let path = options.captureOutput ?? unusedName(base: "capture-\(sceneBaseName)", extension: "yaml")
        beginCapture(into: path)
        effects.append(.say("capturing live input to \(path)… (C again stops and saves)\n"))
    }

    /// Keeps the scene's live input from now on, to be written to `path`: the capture and its
    /// file start (and end, `stopCapture`) together.
    func beginCapture(into path: String) {
        session.capture = InputCapture(startTime: session.engine.now)
        captureOutput = path
    }

    /// `C`: starts a capture, or stops and saves the one in progress (a failed save is said; the
    /// window goes on).
    func toggleCapture(at time: WallTime) {
        guard session.capture != nil else { return startCapture(at: time) }
        stopCapture(at: time, failure: .sayAndGoOn)
    }

    /// Ends the capture (lifting nothing: fingers still down are cancelled by whoever ends the
    /// session) and asks for it to be written, ending at engine time now.
    func stopCapture(at time: WallTime, failure: WindowEffect.CaptureFailure) {
        guard let capture = session.capture, let path = captureOutput else { return }
        session.capture = nil
        captureOutput = nil
        let file = capture.scriptFile(sceneName: session.scene.name, endTime: engineTime(at: time))
        let comparedWith = options.comparedScene.map { compared in
            ([compared.path] + compared.settings.map { "--set '\($0.description)'" }).joined(separator: " ")
        }
        effects.append(.writeCapture(path: path, contents: file,
                                     savedMessage: capture.savedMessage(path: path, scenePath: options.scenePath, comparedWith: comparedWith),
                                     failure: failure))
    }

    /// Asks for the frame last presented — scene, overlay, timeline and status bar — to be saved
    /// as a PNG named after the scene and the engine time. The control strip is left out: the
    /// frame is laid out as it would be without it.
    func saveScreenshot(at time: WallTime) {
        guard let frame = showsControlStrip ? composeFrame(withControlStrip: false, at: time) : lastPresentedFrame else { return }
        let path = unusedName(base: "\(sceneBaseName)-\(formatNumber(engineTime(at: time), decimals: 3))s", extension: "png")
        effects.append(.screenshot(frame, path: path))
    }

    private var sceneBaseName: String {
        URL(fileURLWithPath: options.scenePath).deletingPathExtension().lastPathComponent
    }

    /// `base.extension` in the current folder, or `base-2.extension`, … : never an existing file.
    func unusedName(base: String, extension fileExtension: String) -> String {
        var candidate = "\(base).\(fileExtension)"
        var number = 2
        while files.exists(candidate) {
            candidate = "\(base)-\(number).\(fileExtension)"
            number += 1
        }
        return candidate
    }
}
