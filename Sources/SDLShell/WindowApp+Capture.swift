import FileOutput
import Foundation
import GestureEngine
import Raster
import Session

/// Keeping what happens in the window: live input captured as an input script (`run --capture`,
/// `C`), and screenshots of the window as shown (`F12`).
extension WindowApp {
    /// Starts a capture on a fresh start of the scene (as `R` does), so that its replay starts
    /// where it did; into `--capture`'s file, else `capture-SCENE.yaml` in the current folder
    /// (`capture-SCENE-2.yaml`, … rather than replace one).
    func startCapture() {
        load(options.scenePath, resizing: false)
        guard loadProblems.isEmpty else { return }
        session.capture = InputCapture(startTime: session.engine.now)
        captureOutput = options.captureOutput ?? Self.unusedName(base: "capture-\(sceneBaseName)", extension: "yaml")
        StandardStreams.err("capturing live input to \(captureOutput ?? "")… (C again stops and saves)\n")
    }

    /// `C`: starts a capture, or stops and saves the one in progress (a failed save is said; the
    /// window goes on).
    func toggleCapture() {
        guard session.capture != nil else { return startCapture() }
        do {
            try stopCapture()
        } catch {
            StandardStreams.err("gesturescope: capture not saved: \(error)\n")
        }
    }

    /// Ends the capture (lifting nothing: fingers still down are cancelled by whoever ends the
    /// session) and writes it at engine time `now`. Throws when it cannot be written.
    func stopCapture() throws(OutputError) {
        guard let capture = session.capture, let path = captureOutput else { return }
        session.capture = nil
        captureOutput = nil
        let file = capture.scriptFile(sceneName: session.scene.name, endTime: now)
        try OutputFile.write(Array(file.utf8), to: path)
        StandardStreams.err(capture.savedMessage(path: path, scenePath: options.scenePath))
    }

    /// Saves the frame last presented — scene, overlay, timeline and status bar — as a PNG at the
    /// window's pixel size, drawn by the software path (the pixels the software presenter shows;
    /// a GPU presenter's may differ by its anti-aliasing), named after the scene and the engine
    /// time. The control strip is left out: the frame is laid out as it would be without it.
    func saveScreenshot() {
        guard let frame = showsControlStrip ? composeFrame(in: layout(withControlStrip: false)) : lastPresentedFrame else { return }
        let (pixelWidth, pixelHeight) = window.pixelSize
        let path = Self.unusedName(base: "\(sceneBaseName)-\(formatNumber(now, decimals: 3))s", extension: "png")
        do {
            let canvas = try SoftwareCanvas(width: Int32(pixelWidth), height: Int32(pixelHeight))
            try DrawListRenderer.checked(canvas: canvas, fontPath: options.fontPath)
                .render(frame, pixelScale: Double(pixelWidth) / max(1, frame.size.width))
            try canvas.savePNG(to: path)
            StandardStreams.err("screenshot: wrote \(path) (\(pixelWidth)×\(pixelHeight))\n")
        } catch {
            StandardStreams.err("gesturescope: screenshot not saved: \(error)\n")
        }
    }

    private var sceneBaseName: String {
        URL(fileURLWithPath: options.scenePath).deletingPathExtension().lastPathComponent
    }

    /// `base.extension` in the current folder, or `base-2.extension`, … : never an existing file.
    static func unusedName(base: String, extension fileExtension: String) -> String {
        var candidate = "\(base).\(fileExtension)"
        var number = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = "\(base)-\(number).\(fileExtension)"
            number += 1
        }
        return candidate
    }
}
