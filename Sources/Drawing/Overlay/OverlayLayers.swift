/// What the overlay shows besides the scene (each layer toggled by a key in the window).
public struct OverlayLayers: Sendable {
    /// The timeline panel docked at the bottom, and its height in points.
    public var showsTimeline = true
    public var timelineHeight = 210.0
    /// The corner list of responder calls; drawn only while the timeline is hidden.
    public var showsResponderPanel = true
    /// Finger rings, trails, ripples, the hit path and participant counts.
    public var showsFingers = true
    /// Dashed model frames of animating views.
    public var showsGhosts = true

    public init() {}
}
