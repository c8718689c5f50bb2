import GestureEngine

/// How the timeline is placed beside the scene.
public struct TimelinePlacement: Equatable, Sendable {
    /// The chosen side; nil: chosen by the canvas and scene shapes (`FrameLayout`).
    public var dock: FrameLayout.Dock?
    /// The `+`/`-` keys' zoom of the timeline: its words and marks and its extent grow together
    /// (`TypeScale.clampedZoom` bounds it).
    public var zoom: Double
    /// Presentation mode (`run --present`, the `V` key): the timeline takes the larger share of
    /// the window (`FrameLayout.presentationShare`), the scene the rest.
    public var presents: Bool

    public init(dock: FrameLayout.Dock? = nil, zoom: Double = 1, presents: Bool = false) {
        self.dock = dock
        self.zoom = zoom
        self.presents = presents
    }
}
