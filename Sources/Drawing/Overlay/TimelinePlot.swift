import GestureEngine

/// A timeline panel's geometry: the lane titles' column on the left, the plot right of it
/// (bars, markers and axis ticks), and the one map between engine seconds and panel x (base
/// points) across the plot that drawing and pointing both use: linear, but for a whole story's
/// idle stretches, drawn short (`TimelineBreaks`).
///
/// Invariant: `time(atX: x(t)) == t` up to rounding for every `t` in the window, and
/// `x(time(atX: x)) == x` for every `x` across the plot.
struct TimelinePlot {
    /// The lanes' titles, in the model's order.
    let titles: [String]
    /// Points: the titles' column's width, from the panel's left edge.
    let titleColumn: Double
    /// Base points of the panel: the lanes' area, below the axis labels.
    let rect: Rect
    /// The stretch of engine time across `rect`'s width.
    let window: TimelineView.Window
    /// The story's idle stretches drawn short (none unless the whole story is shown).
    let breaks: TimelineBreaks
    /// Seconds of the compressed axis across `rect`'s width (the window's span when linear).
    private let compressedSpan: Double

    /// The geometry of `model` drawn in `frame` at engine time `now` as `view` says; nil when
    /// there are no lanes or no room for a plot.
    init?(_ model: TimelineModel, in frame: Rect, now: Double, view: TimelineView, measurer: some TextMeasuring) {
        guard !model.lanes.isEmpty else { return nil }
        titles = model.lanes.map(TimelineRenderer.title)
        let titleSize = TimelineDensity.full(above: 1, below: 0).titleSize
        // A locked timeline's column holds its partner's titles too: both plots start at one x.
        let widestTitle = (titles + (view.lock?.titles ?? [])).map { measurer.width(of: $0, fontSize: titleSize) }.max() ?? 0
        titleColumn = min(TimelineRenderer.titleColumnMaximum, frame.width * 0.35,
                          max(TimelineRenderer.titleColumnMinimum, widestTitle + 2 * TimelineRenderer.titleInset))
        rect = Rect(frame.minX + titleColumn, frame.minY + TimelineRenderer.axisHeight,
                    frame.width - titleColumn - 2 * TimelineRenderer.rightInset,
                    frame.height - TimelineRenderer.axisHeight - TimelineRenderer.bottomInset)
        guard rect.width > 0, rect.height > 0 else { return nil }
        let window = view.window(of: model, now: now)
        self.window = window
        breaks = view.showsWholeAxis && view.lock == nil ? TimelineBreaks(lanes: model.lanes, start: window.start, end: window.contentEnd) : .none
        let drawnDuration = breaks.compress(window.contentEnd) - breaks.compress(window.start)
        compressedSpan = breaks.gaps.isEmpty ? window.span : TimelineView.wholeSpan(duration: drawnDuration)
    }

    /// Panel x of engine time `time` (beyond the plot for times outside the window).
    func x(_ time: Double) -> Double {
        guard !breaks.gaps.isEmpty else { return rect.minX + (time - window.lower) / window.span * rect.width }
        return rect.minX + (breaks.compress(time) - breaks.compress(window.lower)) / compressedSpan * rect.width
    }

    /// Engine time at panel x `x`; nil outside the plot (an x a rounding error past an edge,
    /// as one taken back from window points comes, is on it).
    func time(atX x: Double) -> Double? {
        let tolerance = 1e-9 * max(1, abs(rect.maxX))
        guard x >= rect.minX - tolerance, x <= rect.maxX + tolerance else { return nil }
        let x = min(max(x, rect.minX), rect.maxX)
        guard !breaks.gaps.isEmpty else { return window.lower + (x - rect.minX) / rect.width * window.span }
        return breaks.expand(breaks.compress(window.lower) + (x - rect.minX) / rect.width * compressedSpan)
    }

    /// Points of plot per second where time is drawn linearly (everywhere but the gaps).
    var pointsPerSecond: Double { rect.width / compressedSpan }

    /// Engine time at the plot's right edge.
    var upperTime: Double { breaks.gaps.isEmpty ? window.upper : breaks.expand(breaks.compress(window.lower) + compressedSpan) }
}
