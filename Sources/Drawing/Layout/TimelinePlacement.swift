import GestureEngine

/// How the timeline is placed beside the scene.
public struct TimelinePlacement: Equatable, Sendable {
    /// The chosen side; nil: chosen by the canvas and scene shapes (`FrameLayout`).
    public var dock: FrameLayout.Dock?
    /// Points across the dock (width at the right, height below); nil: the default.
    public var extent: Double?

    public init(dock: FrameLayout.Dock? = nil, extent: Double? = nil) {
        self.dock = dock
        self.extent = extent
    }
}
