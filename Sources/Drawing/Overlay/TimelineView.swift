/// Which stretch of the timeline's time axis the panel shows, and a pinned moment.
///
/// The whole axis (zoom 1) is what the timeline always showed: from the interaction's start
/// for its duration (to the engine time while it is open, to its latest event once it holds)
/// plus 5 %, at least `minimumSpan` and at most `maximumSpan` seconds. Zoom `z` shows `1/z`
/// of that span. Following (`end == nil`), the interaction's end sits `1/1.05` of the way
/// across the plot, or left of that when the visible span holds the whole interaction (which
/// then starts at the left edge). A visible range never starts before the interaction nor
/// ends after the following one.
///
/// The view does not know which interaction it was set for: the window resets it when a new
/// one starts if it wants to (a kept `end` is clamped into the new one, a kept pin is not drawn
/// when outside the range).
///
/// Invariant: whatever the values (NaN, infinities, zoom 0, 1e300), `visibleRange` is finite
/// and not empty, and `zoom(by:around:model:now:)` and `scroll(by:model:now:)` leave finite
/// values or nil.
public struct TimelineView: Equatable, Sendable {
    /// 1 shows the whole interaction; 2 half of it, … (1…maximumZoom; other values are read
    /// as the nearest of those, NaN as 1).
    public var zoom: Double
    /// Engine seconds at the plot's right edge when scrolled back; nil: the edge follows the
    /// interaction's end (as now). Clamped to the interaction when read; NaN follows.
    public var end: Double?
    /// A pinned moment (engine seconds), drawn as a line across every lane with its time; nil
    /// (or not finite): none.
    public var pinned: Double?
    /// The earlier story shown (its `TimelineStories` number); nil: the one being told now.
    public var story: Int?
    /// What this timeline shares with another beside it (a comparison's); nil: nothing.
    public var lock: TimelineLock?
    /// Moments marked across the plot (engine seconds): when a line chosen in the code panel ran.
    public var marks: [Double] = []

    /// Zoom 1, following the interaction's end, nothing pinned, the current story.
    public init() {
        zoom = 1
        end = nil
        pinned = nil
        story = nil
        lock = nil
    }

    /// The deepest zoom: a 0.6-s tap's axis spans about 10 ms.
    public static let maximumZoom = 64.0
    /// Shortest whole axis, seconds: short sequences stay readable.
    static let minimumSpan = 0.6
    /// Longest whole axis, seconds (11.6 days): a longer interaction shows its start.
    static let maximumSpan = 1e6
    /// The whole axis is the interaction's duration times this.
    static let padding = 1.05

    /// The stretch of engine time the plot shows: `lower…upper`, `span` seconds.
    struct Window: Equatable {
        /// Engine seconds: the interaction's start, and its end as drawn (within `maximumSpan`).
        var start: Double
        var contentEnd: Double
        /// Seconds from `start` to the plot's left edge, and across the plot.
        var offset: Double
        var span: Double

        /// Seconds from `start` to `contentEnd`.
        var duration: Double { TimelineView.duration(from: start, to: contentEnd) }
        /// The whole axis's span (zoom 1), seconds.
        var wholeSpan: Double { TimelineView.wholeSpan(duration: duration) }

        var lower: Double { start + offset }
        var upper: Double { lower + span }
        /// Seconds from `start` of the left edge when following, the latest a window of `span`
        /// may start; 0 within rounding of it, so a window that holds the whole interaction starts with it.
        static func followingOffset(span: Double, duration: Double, wholeSpan: Double) -> Double {
            let offset = min(wholeSpan - span, duration - span / TimelineView.padding)
            return offset <= span * 1e-9 ? 0 : offset
        }
    }

    /// The zoom drawn: `zoom` within 1…maximumZoom, 1 for NaN.
    public var effectiveZoom: Double { zoom.isNaN ? 1 : min(max(zoom, 1), Self.maximumZoom) }

    /// True when the plot shows the whole story: no zoom, no scrolling back (a pin changes
    /// nothing of the axis).
    var showsWholeAxis: Bool { effectiveZoom == 1 && (end == nil || end?.isNaN == true) }

    /// Shows the story `steps` before (negative: after) the one shown, among `model`'s kept
    /// stories, whole and unpinned; false when there is none that way.
    public mutating func stepStory(_ steps: Int, of model: TimelineModel) -> Bool {
        let target = model.stories.step(steps, from: story)
        guard target != story else { return false }
        self = TimelineView()
        story = target
        return true
    }

    /// The visible range (engine seconds) for `model` at `now`: what the renderer draws.
    public func visibleRange(of model: TimelineModel, now: Double) -> ClosedRange<Double> {
        let window = window(of: model, now: now)
        return window.lower...window.upper
    }

    /// Zooms by `factor` (>1 in, <1 out) keeping the engine time `anchor` (nil: the visible
    /// range's centre; clamped into the visible range) at the same x, unless that would show
    /// time before the interaction or after the following range: then the range is moved back
    /// inside, and reaching the end follows it again. A factor that is not finite and positive
    /// changes nothing.
    public mutating func zoom(by factor: Double, around anchor: Double?, model: TimelineModel, now: Double) {
        guard factor.isFinite, factor > 0 else { return }
        let old = window(of: model, now: now)
        let centre = old.lower + old.span / 2
        let anchor = anchor.map { $0.isNaN ? centre : min(max($0, old.lower), old.upper) } ?? centre
        let share = (anchor - old.lower) / old.span
        zoom = min(max(effectiveZoom * factor, 1), Self.maximumZoom)
        let span = old.wholeSpan / zoom
        place(offset: anchor - share * span - old.start, span: span, in: old)
    }

    /// Scrolls by `fraction` of the visible span (negative: earlier), clamped to the
    /// interaction; reaching its end follows it again (`end = nil`). A fraction that is not
    /// finite changes nothing.
    public mutating func scroll(by fraction: Double, model: TimelineModel, now: Double) {
        guard fraction.isFinite else { return }
        let window = window(of: model, now: now)
        place(offset: window.offset + fraction * window.span, span: window.span, in: window)
    }

    /// The engine seconds `model`'s whole axis spans at `now` on its own: its story's start to its
    /// latest event, or to `now` while the story is open.
    public static func extent(of model: TimelineModel, now: Double) -> ClosedRange<Double> {
        let start = model.startTime.isFinite ? model.startTime : 0
        let latest = model.latestTime.isFinite ? max(start, model.latestTime) : start
        return start...(model.isHolding || now.isNaN ? latest : max(latest, now))
    }

    /// The window drawn for `model` at engine time `now`.
    func window(of model: TimelineModel, now: Double) -> Window {
        let own = Self.extent(of: model, now: now)
        var start = own.lowerBound, contentEnd = own.upperBound
        if let shared = lock?.extent, shared.lowerBound.isFinite, shared.upperBound.isFinite {
            start = min(start, shared.lowerBound)
            contentEnd = max(contentEnd, shared.upperBound)
        }
        let duration = Self.duration(from: start, to: contentEnd)
        let wholeSpan = Self.wholeSpan(duration: duration)
        let span = wholeSpan / effectiveZoom
        let following = Window.followingOffset(span: span, duration: duration, wholeSpan: wholeSpan)
        var offset = following
        if let end, !end.isNaN {
            // Within rounding of the start (`end` was placed there), the range starts there.
            let scrolled = end - start - span
            offset = scrolled <= span * 1e-9 ? 0 : min(scrolled, following)
        }
        return Window(start: start, contentEnd: min(contentEnd, start + Self.maximumSpan), offset: offset, span: span)
    }

    /// Seconds from `start` to `end`, within 0…`maximumSpan`.
    static func duration(from start: Double, to end: Double) -> Double {
        min(max(end - start, 0), maximumSpan)
    }

    /// The whole axis (zoom 1) for an interaction lasting `duration` seconds.
    static func wholeSpan(duration: Double) -> Double {
        max(minimumSpan, duration) * padding
    }

    /// Shows `span` seconds from `offset` seconds after `window`'s start, moved inside the
    /// interaction; following when that reaches the following range.
    private mutating func place(offset: Double, span: Double, in window: Window) {
        let following = Window.followingOffset(span: span, duration: window.duration, wholeSpan: window.wholeSpan)
        let offset = offset.isNaN ? following : min(max(offset, 0), following)
        end = following - offset <= span * 1e-9 ? nil : window.start + offset + span
    }
}
