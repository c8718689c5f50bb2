import App
import CSDL
import Drawing
import FileOutput
import GestureEngine
import Raster

/// Carrying out what the model asks: the window's title, size and fullscreen, lines for the
/// person, the trace stream, captures and screenshots.
extension WindowApp {
    func perform(_ effects: [WindowEffect]) {
        for effect in effects {
            switch effect {
            case let .setTitle(title):
                window.setTitle(title)
            case let .resize(size):
                window.resize(to: SDLWindow.whole(size))
                reportWindowSize()
            case .toggleFullscreen:
                // The frame is laid out on the size the window really has now (the size events
                // that follow lay it out again).
                window.toggleFullscreen()
                presenter.invalidate(surfaceChanged: true)
                reportWindowSize()
            case let .say(text):
                StandardStreams.err(text)
            case let .appendTrace(lines):
                traceStream?.write(lines)
            case let .writeCapture(path, contents, savedMessage, failure):
                write(capture: contents, to: path, savedMessage: savedMessage, failure: failure)
            case let .screenshot(frame, path):
                saveScreenshot(frame, to: path)
            }
        }
    }

    private func write(capture contents: String, to path: String, savedMessage: String, failure: WindowEffect.CaptureFailure) {
        do {
            try OutputFile.write(Array(contents.utf8), to: path)
            StandardStreams.err(savedMessage)
        } catch {
            switch failure {
            case .sayAndGoOn: StandardStreams.err("gesturescope: capture not saved: \(error)\n")
            case .endRun: captureFailure = captureFailure ?? error
            }
        }
    }

    /// Saves `frame` as a PNG at the window's pixel size, drawn by the software path (the pixels
    /// the software presenter shows; a GPU presenter's may differ by its anti-aliasing).
    private func saveScreenshot(_ frame: DrawList, to path: String) {
        let (pixelWidth, pixelHeight) = window.pixelSize
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

    /// Completes the trace file, waiting at most `traceDeliveryWait` for a reader that does not
    /// keep up; says how much it could not deliver. Returns the failure that ended the trace.
    func finishTrace() -> OutputError? {
        guard let stream = traceStream else { return nil }
        traceStream = nil
        do throws(OutputError) {
            let undelivered = try stream.finish(waitingAtMost: Self.traceDeliveryWait)
            if undelivered.lines > 0 {
                StandardStreams.err("trace: \(undelivered.lines) events (\(undelivered.bytes) bytes) could not be delivered to \(stream.path): "
                                    + "its reader did not keep up\n")
            }
            return nil
        } catch {
            return error
        }
    }

    /// Seconds the window, closing, waits for a trace reader that is not reading.
    static let traceDeliveryWait = 2.0
}
