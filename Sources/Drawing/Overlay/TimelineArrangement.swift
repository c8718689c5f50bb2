import GestureEngine

/// How a timeline fills its panel: the scale its words and marks are drawn at, the panel in
/// those scaled units, the plot, and which lanes show at which density (`TimelineRowPlan`).
///
/// The timeline is laid out in base points (9-pt labels, 12-pt titles …) on a panel of
/// `frame / scale` and drawn through `placement`, so every size grows with the scale together.
/// The scale starts at the window's `TypeScale`; when every lane fits at the roomiest density
/// with height to spare, the rows grow into it (up to `maximumGrowth` more) as long as every lane
/// still shows and every label still reads in full — four rows of a short interaction fill the
/// panel instead of its top 15 %. A locked timeline (`TimelineLock`) is drawn at the lock's
/// scale, as its partner is.
///
/// Invariant: `plan` hides no lane that the `TypeScale` alone would have shown, and
/// `time(atX:)` inverts the x that drawing used.
struct TimelineArrangement {
    /// Window points per base point.
    let scale: Double
    /// The panel in base points, at the origin.
    let frame: Rect
    /// Where the panel sits in the window.
    let origin: Point
    let plot: TimelinePlot
    /// The lanes cut to the visible stretch of time, in the model's order.
    let lanes: [TimelineModel.Lane]
    let plan: TimelineRowPlan
    /// Widths at the size the timeline is drawn, in base points: what laid it out, and what
    /// draws its titles, axis and marks.
    let measurer: any TextMeasuring

    /// How much further than the `TypeScale` rows grow when the panel has room: up to half again,
    /// in quarter steps.
    static let maximumGrowth = 1.5
    /// Growing never leaves the panel narrower than this in base points: the time axis keeps its
    /// resolution (ticks, labels side by side) as the words grow.
    static let minimumGrownWidth = 280.0

    /// The arrangement of `model` in `frame` (window points) at `now` as `view` shows it; nil when
    /// there are no lanes or no room for a plot.
    init?(_ model: TimelineModel, in frame: Rect, now: Double, view: TimelineView, measurer: some TextMeasuring, typeScale: TypeScale) {
        if let lock = view.lock {
            self.init(model, in: frame, now: now, view: view, measurer: measurer, scale: lock.scale ?? typeScale.factor)
            return
        }
        guard let whole = Self.wholeArrangement(of: model, in: frame, now: now, measurer: measurer, typeScale: typeScale) else { return nil }
        // The whole story shown (the usual case) is the arrangement the growth was decided on.
        if view.showsWholeAxis {
            self = whole
        } else {
            self.init(model, in: frame, now: now, view: view, measurer: measurer, scale: whole.scale)
        }
    }

    /// The arrangement of the whole story (the default view), its rows grown past the type scale
    /// where they can: decided on the whole story, so that zooming, scrolling and pinning never
    /// change the scale under the pointer.
    static func wholeArrangement(of model: TimelineModel, in frame: Rect, now: Double, measurer: some TextMeasuring,
                                 typeScale: TypeScale, lock: TimelineLock? = nil) -> Self? {
        var whole = TimelineView()
        whole.lock = lock
        guard let base = Self(model, in: frame, now: now, view: whole, measurer: measurer, scale: typeScale.factor) else { return nil }
        let used = base.plan.shown.reduce(0) { $0 + $1.layout.height }
        let growth = min(Self.maximumGrowth, base.plot.rect.height / max(1, used), base.frame.width / Self.minimumGrownWidth)
        // Grow only a plan that shows every lane at the first density, into real room.
        guard base.plan.hidden.isEmpty, base.plan.shown.first?.layout.density == TimelineDensity.ladder.first, growth > 1.05 else { return base }
        // Taller rows are narrower in base points: labels may then need rows they did not, or
        // be shortened. Grown rows must say all that the base ones say. In quarter steps, the
        // two largest that fit: while the story grows the words change size seldom, and the
        // text caches see a few sizes.
        let said = base.labelTexts
        for candidate in stride(from: (growth * 4).rounded(.down) / 4, through: 1.25, by: -0.25).prefix(2) {
            if let grown = Self(model, in: frame, now: now, view: whole, measurer: measurer, scale: typeScale.factor * candidate),
               grown.plan.hidden.isEmpty, grown.plan.shown.reduce(0, { $0 + $1.layout.height }) <= grown.plot.rect.height,
               grown.labelTexts == said {
                return grown
            }
        }
        return base
    }

    /// The arrangement at exactly `scale`, no growth.
    init?(_ model: TimelineModel, in window: Rect, now: Double, view: TimelineView, measurer drawnMeasurer: some TextMeasuring,
          scale: Double) {
        let frame = Rect(0, 0, window.width / scale, window.height / scale)
        let measurer = ScaledTextMeasure(base: drawnMeasurer, scale: scale)
        guard let plot = TimelinePlot(model, in: frame, now: now, view: view, measurer: measurer) else { return nil }
        let visible = plot.window
        let lanes = model.lanes.map { $0.visible(in: visible.lower...visible.upper, end: visible.contentEnd) }
        let end = min(visible.contentEnd, visible.upper), labelMaxX = frame.maxX - TimelineRenderer.rightInset
        // A lane's labels are the same at every density the plan tries.
        var items: [Int: [TimelineLabelItem]] = [:]
        plan = TimelineRowPlan(lanes: model.lanes, height: plot.rect.height) { index, density in
            let laneItems = items[index] ?? TimelineLabelItem.items(for: lanes[index], x: plot.x)
            items[index] = laneItems
            return TimelineLaneLayout(lanes[index], items: laneItems, density: density, x: plot.x, end: end, plotMaxX: plot.rect.maxX,
                                      labelMinX: plot.rect.minX, labelMaxX: labelMaxX, measurer: measurer)
        }
        self.scale = scale
        self.measurer = measurer
        self.frame = frame
        self.origin = window.origin
        self.plot = plot
        self.lanes = lanes
    }

    /// What each lane says, lane by lane in the model's order: the distinct texts of its labels
    /// but the details (moves, `.changed` at every 60 pt), and the reasons on its bars (a state's
    /// reason says the same on its bar or, where the bar is too short, beside it; a bare state
    /// name on a bar is its colour's).
    var labelTexts: [Set<String>] {
        plan.shown.map { lane in
            Set(lane.layout.labels.filter { $0.priority != .detail }.map(\.placement.text)
                + lane.layout.bars.compactMap(\.text).filter { $0.contains(": ") })
        }
    }

    /// Base points to window points.
    var placement: Transform2D {
        Transform2D(a: scale, b: 0, c: 0, d: scale, tx: origin.x, ty: origin.y)
    }

    /// Engine time under window x `x`; nil outside the plot.
    func time(atX x: Double) -> Double? {
        plot.time(atX: (x - origin.x) / scale)
    }
}
