/// What the overlay shows besides the scene (each layer toggled by a key in the window).
public struct OverlayLayers: Sendable {
    /// The timeline panel docked at the bottom.
    public var showsTimeline = true
    /// The panel's height in points once resized with the +/- keys; nil: the default.
    public var chosenTimelineHeight: Double?
    /// The corner list of responder calls; drawn only while the timeline is hidden.
    public var showsResponderPanel = true
    /// Finger rings, trails, ripples, the hit path and participant counts.
    public var showsFingers = true
    /// Dashed model frames of animating views.
    public var showsGhosts = true

    public init() {}

    /// The panel's height in a window `height` points tall: by default 250 pt but at most 45 %
    /// of the window (the scene stays in view); resized, at most 70 %.
    public func timelineHeight(inWindowOfHeight height: Double) -> Double {
        min(chosenTimelineHeight ?? min(250, height * 0.45), height * 0.7)
    }

    /// One step of the +/- keys: 40 pt taller (`by: 1`) or shorter (`by: -1`), 90 pt at least.
    public mutating func resizeTimeline(by steps: Int, inWindowOfHeight height: Double) {
        let current = timelineHeight(inWindowOfHeight: height)
        chosenTimelineHeight = min(height * 0.7, max(90, current + Double(steps) * 40))
    }
}
