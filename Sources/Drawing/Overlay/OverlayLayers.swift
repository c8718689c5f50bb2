import Foundation

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
    /// The code panel: the scene as UIKit Swift, the lines running now lit (`CodePanel`),
    /// docked with the timeline.
    public var showsCode = false
    /// Geometry guides: dashed model frames of animating views; scroll views' content bounds,
    /// visible rect, gliding target and rubber-band distance; a tracking control's inside region.
    public var showsGhosts = true

    public init() {}

    /// The timeline's placement while it is shown; nil while hidden.
    public var shownTimeline: TimelinePlacement? { showsTimeline ? timelinePlacement : nil }

    /// The code panel's placement while it is shown (the timeline's: they share its dock); nil
    /// while hidden.
    public var shownCode: TimelinePlacement? { showsCode ? timelinePlacement : nil }

    /// One step of the +/- keys: the timeline's words, marks and extent `TypeScale.zoomStep`
    /// larger (`by: 1`) or smaller (`by: -1`) together, on the side it is docked in `layout` (the
    /// layout caps the panel at `FrameLayout.maximumShare` of the canvas).
    public mutating func resizeTimeline(by steps: Int, in layout: FrameLayout) {
        guard let dock = layout.dock else { return }
        timelinePlacement.dock = dock
        timelinePlacement.zoom = TypeScale.clampedZoom(timelinePlacement.zoom * pow(TypeScale.zoomStep, Double(steps)))
    }

    /// Presentation mode on or off: the timeline takes the larger share of the window.
    public mutating func togglePresentation() {
        timelinePlacement.presents.toggle()
    }

    /// The next dock of the dock key: chosen by the layout → right → bottom → chosen again.
    public mutating func cycleTimelineDock() {
        switch timelinePlacement.dock {
        case nil: timelinePlacement.dock = .right
        case .right: timelinePlacement.dock = .bottom
        case .bottom: timelinePlacement.dock = nil
        }
    }
}
