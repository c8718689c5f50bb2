/// What the overlay shows besides the scene (each layer toggled by a key in the window).
public struct OverlayLayers: Sendable {
    /// The timeline panel, docked beside or below the scene (`FrameLayout`).
    public var showsTimeline = true
    /// Where the timeline docks and how large it is; chosen by the layout until a key says.
    public var timelinePlacement = TimelinePlacement()
    /// The stretch of the timeline's time axis shown, and a pinned moment (the window's zoom,
    /// scroll and pin; the whole interaction by default).
    public var timelineView = TimelineView()
    /// The corner list of responder calls; drawn only while the timeline is hidden.
    public var showsResponderPanel = true
    /// Finger rings, trails, ripples, the hit path and participant counts.
    public var showsFingers = true
    /// Geometry guides: dashed model frames of animating views; scroll views' content bounds,
    /// visible rect, gliding target and rubber-band distance; a tracking control's inside region.
    public var showsGhosts = true

    public init() {}

    /// The timeline's placement while it is shown; nil while hidden.
    public var shownTimeline: TimelinePlacement? { showsTimeline ? timelinePlacement : nil }

    /// One step of the +/- keys in `layout`: the panel 40 pt larger (`by: 1`) or smaller
    /// (`by: -1`) across its dock, never below `FrameLayout.minimumExtent` (the layout caps it at
    /// 70 % of the canvas).
    public mutating func resizeTimeline(by steps: Int, in layout: FrameLayout) {
        guard let dock = layout.dock, let panel = layout.timeline else { return }
        let current = dock == .right ? panel.width : panel.height
        let across = dock == .right ? layout.canvas.width : layout.canvas.height
        timelinePlacement.dock = dock
        timelinePlacement.extent = min(across * 0.7, max(FrameLayout.minimumExtent(dock), current + Double(steps) * 40))
    }

    /// The next dock of the dock key: chosen by the layout → right → bottom → chosen again.
    public mutating func cycleTimelineDock() {
        switch timelinePlacement.dock {
        case nil: timelinePlacement.dock = .right
        case .right: timelinePlacement.dock = .bottom
        case .bottom: timelinePlacement.dock = nil
        }
        timelinePlacement.extent = nil
    }
}
