import Drawing

/// Puts frames on the window: the pixels come from `Raster`, drawn in bands; the presenter only
/// hands them to SDL, on the main thread. Each frame is compared with the last (`DamageTracker`):
/// an unchanged frame is not drawn at all, a changed one only where it changed.
protocol WindowPresenter: AnyObject {
    /// For the status line and `--frame-stats`: "software", "gpu (opengl)" …
    var name: String { get }
    /// A frame is being composed; it is presented next if it changed.
    func expectFrame()
    /// Draws `list` (window points) if it differs from the last frame; true when it presented.
    func present(_ list: DrawList) -> Bool
    /// The window's contents may be gone (exposed, resized): the next frame is drawn whole.
    /// `surfaceChanged`: it was resized, and SDL may have replaced what the frame is drawn on.
    func invalidate(surfaceChanged: Bool)
}
