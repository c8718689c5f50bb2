import GestureEngine

/// A frame layout placed in a larger window: one scene's layout at the window's corner, or one
/// pane of a comparison (`ComparedLayout`). Window points = layout points + `origin`.
public struct PlacedLayout: Equatable, Sendable {
    /// The scene and its timeline in the layout's own points (`canvas` is the part it lays out).
    public let layout: FrameLayout
    /// The window point of the layout's (0, 0).
    public let origin: Point

    public init(layout: FrameLayout, origin: Point = .zero) {
        self.layout = layout
        self.origin = origin
    }

    /// The window points the layout covers.
    public var frame: Rect { Rect(origin: origin, size: layout.canvas) }

    /// `point` (window points) in the layout's points.
    public func localPoint(_ point: Point) -> Point { Point(point.x - origin.x, point.y - origin.y) }

    /// `point` (the layout's points) in window points.
    public func windowPoint(_ point: Point) -> Point { Point(point.x + origin.x, point.y + origin.y) }

    /// `point` (window points) in scene points.
    public func scenePoint(_ point: Point) -> Point { layout.scenePoint(localPoint(point)) }

    /// Whether `point` (window points) is on the visible scene.
    public func showsScene(at point: Point) -> Bool { layout.visibleViewport.contains(localPoint(point)) }
}
