import Drawing
import Foundation
import GestureEngine

/// What the window's timeline controls do — keys, the mouse wheel, a press on the panel —
/// decided here, apart from SDL: zoom and scroll the time axis, pin a moment.
public enum TimelineControls {
    /// Zoom per key press or wheel notch.
    public static let zoomStep = 1.25
    /// Scroll per key press or wheel notch, as a share of the visible span.
    public static let scrollStep = 0.2
    /// A press within this many points of the pin's line unpins it.
    public static let unpinReach = 6.0

    /// A timeline key's effect on `view`; false for keys that are not the timeline's.
    /// `stepsStories`: whole, `◀ Story`/`Story ▶` step to the story before or after (a
    /// comparison, whose two sides number their stories apart, keeps the one being told).
    public static func apply(_ command: KeyCommand, to view: inout TimelineView, session: SceneSession, stepsStories: Bool = true) -> Bool {
        let model = session.timeline.shown(by: view), now = session.engine.now
        switch command {
        case .zoomIn: view.zoom(by: zoomStep, around: view.pinned, model: model, now: now)
        case .zoomOut: view.zoom(by: 1 / zoomStep, around: view.pinned, model: model, now: now)
        // Zoomed in they scroll the story; whole, they step to the story before or after it.
        case .scrollEarlier where view.effectiveZoom > 1: view.scroll(by: -scrollStep, model: model, now: now)
        case .scrollLater where view.effectiveZoom > 1: view.scroll(by: scrollStep, model: model, now: now)
        case .scrollEarlier: if stepsStories { _ = view.stepStory(1, of: session.timeline) }
        case .scrollLater: if stepsStories { _ = view.stepStory(-1, of: session.timeline) }
        case .pinMoment:
            // Unpins a pin in view; otherwise (none, or one scrolled away) pins the middle.
            let range = view.visibleRange(of: model, now: now)
            view.pinned = view.pinned.map(range.contains) == true ? nil : (range.lowerBound + range.upperBound) / 2
        case .wholeTimeline:
            // The whole of the story shown, which stays shown.
            let story = view.story
            view = TimelineView()
            view.story = story
        default: return false
        }
        return true
    }

    /// A wheel turn of `notches` (positive: away from the person) with the pointer at `point`
    /// (window points): over the timeline panel it zooms around the time under the pointer, or
    /// scrolls when `scrolls` (Shift held, or a horizontal wheel). False when not over the panel.
    public static func wheel(_ notches: Double, scrolls: Bool, at point: Point, layout: FrameLayout, view: inout TimelineView,
                             session: SceneSession) -> Bool {
        guard let panel = layout.timeline, panel.contains(point), notches.isFinite, notches != 0 else { return false }
        let model = session.timeline.shown(by: view), now = session.engine.now
        if scrolls {
            view.scroll(by: -notches * scrollStep, model: model, now: now)
        } else {
            let anchor = TimelineRenderer.time(atX: point.x, in: panel, model: model, now: now, view: view, measurer: session.textMeasurer,
                                                     typeScale: layout.timelineScale)
            view.zoom(by: pow(zoomStep, max(-8, min(8, notches))), around: anchor, model: model, now: now)
        }
        return true
    }

    /// A press (mouse button or finger) at `point`: on the timeline's plot it pins the moment
    /// there — while the code panel shows, the moment of the code that ran within `unpinReach`
    /// of it (the highest role, then the nearest), so that a press on a label lights its code and
    /// scrolls the panel there — or unpins when it lands on the pin. False when not on the panel.
    public static func press(at point: Point, layout: FrameLayout, view: inout TimelineView, session: SceneSession) -> Bool {
        guard let panel = layout.timeline, panel.contains(point) else { return false }
        let model = session.timeline.shown(by: view), now = session.engine.now, measurer = session.textMeasurer
        guard let time = TimelineRenderer.time(atX: point.x, in: panel, model: model, now: now, view: view, measurer: measurer, typeScale: layout.timelineScale) else { return true }
        // The time `unpinReach` points away (to the left at the plot's right end).
        let near = TimelineRenderer.time(atX: point.x + unpinReach, in: panel, model: model, now: now, view: view, measurer: measurer, typeScale: layout.timelineScale)
            ?? TimelineRenderer.time(atX: point.x - unpinReach, in: panel, model: model, now: now, view: view, measurer: measurer, typeScale: layout.timelineScale)
        if let pinned = view.pinned, let near, abs(pinned - time) <= abs(near - time) {
            view.pinned = nil
        } else {
            let reach = abs((near ?? time) - time)
            let ran = session.layers.showsCode ? session.code?.events.filter { abs($0.time - time) <= reach }
                .min { ($1.role, abs($0.time - time)) < ($0.role, abs($1.time - time)) } : nil
            view.pinned = ran?.time ?? time
        }
        return true
    }
}
