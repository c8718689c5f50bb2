import Drawing
import GestureEngine

/// What the model asks the backend to do: the window's own changes and the writes that leave the
/// process. The backend carries them out in order and reports what changed back as events (a
/// resize or fullscreen step is followed by `WindowEvent.resized`).
public enum WindowEffect: Equatable {
    /// Title the window so (the scene's name and the app's).
    case setTitle(String)
    /// Resize the window to this size in points, centred on its display.
    case resize(Size)
    /// Fill the screen, or give the window back its place (F11, the strip's Fullscreen).
    case toggleFullscreen
    /// A line for the person, on standard error (ends with a newline).
    case say(String)
    /// Append these JSON Lines to the `--trace-out` file.
    case appendTrace(String)
    /// Write a capture: `contents` to `path`, then say `savedMessage`; if the write fails,
    /// `failure` says what follows.
    case writeCapture(path: String, contents: String, savedMessage: String, failure: CaptureFailure)
    /// Save `frame` as a PNG at `path`, at the window's pixel size.
    case screenshot(DrawList, path: String)

    /// What a capture that cannot be written leads to.
    public enum CaptureFailure: Equatable, Sendable {
        /// Say it; the window goes on (the person stopped the capture).
        case sayAndGoOn
        /// End the run with the failure (the capture was of a scene being left, or of the run
        /// ending): the performance is lost, and the exit status must say so.
        case endRun
    }
}
