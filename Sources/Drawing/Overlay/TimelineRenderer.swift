import GestureEngine

/// Draws a `TimelineModel` into a panel: lane titles on the left, a time axis, recognizer
/// states as coloured segments named after their state, actions as yellow diamonds with the
/// state they carried (and a pan's, pinch's or rotation's value), exclusions and failure
/// reasons in vermillion, questions as small labels, waits as pink links, view lanes with
/// delivered calls (filled ticks), held ones (hollow) and refused ones (crossed), a drag's session
/// and drop targets. Laid out in base points and drawn at the window's type scale
/// (`TimelineArrangement`).
///
/// Invariants, for any frame at least 90 × 90 base points and any `TimelineView`: no two text runs
/// it draws intersect (boxes by `TextRun.box(measuredBy:)` with the measurer given), every one
/// lies inside the frame, a view's `cancelled` call in the visible range is always labelled on
/// a shown lane, a recognizer that began or recognized always has its row (`TimelineRowPlan`,
/// `TimelineLaneLayout`), and x maps to engine time as `time(atX:in:model:now:view:measurer:)`
/// says (`TimelinePlot`).
public enum TimelineRenderer {
    /// Base points: the widest the lane titles' column grows, and the narrowest it shrinks.
    static let titleColumnMaximum = 120.0, titleColumnMinimum = 64.0
    /// Points between the panel's left edge and the titles.
    static let titleInset = 10.0
    /// Points from the panel's top to the plot (room for the axis labels), and below the plot.
    static let axisHeight = 22.0, bottomInset = 8.0
    /// Points kept clear at the panel's right edge by labels.
    static let rightInset = 6.0

    /// Draws `model` in `frame` (window points) at engine time `now` (the axis runs to it while
    /// the sequence is open), laying text out with `measurer` (the real font's widths where the
    /// caller has them), over the stretch of time `view` shows (`TimelineView.visibleRange`):
    /// segments and waits cut to it, markers outside it left out with their labels, and the
    /// pin and zoom indicator of `TimelineViewMarks`. Rows are chosen from whole lanes, so
    /// zooming and scrolling never hide or show one. Every size is the base size × `typeScale`,
    /// or more where the rows grow into spare height (`TimelineArrangement`). `note` (which
    /// earlier story is shown) goes above the row titles.
    public static func draw(_ model: TimelineModel, in frame: Rect, now: Double, measurer: some TextMeasuring = EstimatedTextMeasure(),
                            view: TimelineView = TimelineView(), typeScale: TypeScale = .unit, note: String? = nil, into list: inout DrawList) {
        let outer = list.placement
        defer { list.placement = outer }
        guard let arrangement = TimelineArrangement(model, in: frame, now: now, view: view, measurer: measurer, typeScale: typeScale) else {
            list.placement = Transform2D(a: typeScale.factor, b: 0, c: 0, d: typeScale.factor, tx: frame.minX, ty: frame.minY)
            let base = Rect(0, 0, frame.width / typeScale.factor, frame.height / typeScale.factor)
            list.append(.fill(RoundedRect(rect: base, cornerRadius: 10), Palette.timelineBackground))
            guard model.lanes.isEmpty else { return }
            let text = ScaledTextMeasure(base: measurer, scale: typeScale.factor)
                .fitting("timeline: touch the scene", fontSize: 12, maxWidth: base.width - 2 * titleInset).text
            list.append(.text(TextRun(text: text, fontSize: 12, color: Palette.secondaryText, position: Point(base.midX, base.midY))))
            return
        }
        list.placement = arrangement.placement
        draw(arrangement, view: view, note: note, measurer: arrangement.measurer, into: &list)
    }

    /// Draws an arrangement in its base points (the list's placement takes them to the window).
    private static func draw(_ arrangement: TimelineArrangement, view: TimelineView, note: String?, measurer: some TextMeasuring,
                             into list: inout DrawList) {
        let frame = arrangement.frame, plot = arrangement.plot, window = plot.window
        list.append(.fill(RoundedRect(rect: frame, cornerRadius: 10), Palette.timelineBackground))
        func x(_ time: Double) -> Double { plot.x(time) }
        let end = min(window.contentEnd, window.upper)
        let labelMinX = frame.minX + 2, labelMaxX = frame.maxX - rightInset
        let reserved = TimelineViewMarks.drawLabels(view, note: note, on: plot, minX: labelMinX, maxX: labelMaxX, measurer: measurer, into: &list)
        TimelineAxis.draw(plot, zoom: view.effectiveZoom, minX: labelMinX, maxX: labelMaxX, reserved: reserved, measurer: measurer,
                          into: &list)
        var top = plot.rect.minY
        let titles = TimelineTitleFitting.fitted(arrangement.plan.shown.map { (plot.titles[$0.lane], $0.layout.density.titleSize) },
                                                 maxWidth: plot.titleColumn - 2 * titleInset + 4, measurer: measurer)
        for ((index, layout), title) in zip(arrangement.plan.shown, titles) {
            let lane = arrangement.lanes[index]
            let barTop = layout.barTop(laneTop: top), barMiddle = barTop + layout.density.barHeight / 2
            if layout.density.titleSize >= TimelineDensity.smallestText, !title.isEmpty {
                list.append(.text(TextRun(text: title, fontSize: layout.density.titleSize,
                                          color: isInteraction(lane) ? DragLayer.badgeColor
                                              : lane.kind == .recognizer ? Palette.panelText : Palette.secondaryText,
                                          position: Point(frame.minX + titleInset, barMiddle), alignment: .left)))
            }
            list.append(.fill(RoundedRect(rect: Rect(plot.rect.minX, top + layout.height - 1, plot.rect.width, 1), cornerRadius: 0),
                              Palette.timelineGrid))
            drawBars(layout, barTop: barTop, into: &list)
            drawWaits(lane, barTop: barTop, density: layout.density, end: end, x: x, into: &list)
            drawMarkers(lane, barTop: barTop, markerStrip: layout.markerStrip, density: layout.density, x: x, into: &list)
            for label in layout.labels {
                list.append(.text(TextRun(text: label.placement.text, fontSize: layout.density.labelSize, color: label.color,
                                          position: Point(label.placement.left, layout.rowMiddle(label.placement.slot, laneTop: top)),
                                          alignment: .left)))
            }
            top += layout.height
        }
        TimelineViewMarks.drawLines(view, on: plot, into: &list)
        let hidden = arrangement.plan.hidden
        if !hidden.isEmpty { drawFooter(hidden: hidden.map { plot.titles[$0] }, frame: frame, measurer: measurer, into: &list) }
    }

    /// The engine time under window x `x` when `draw` draws `model` in `frame` at `now` as
    /// `view` says at `typeScale` (the same map, for pinning a clicked moment and zooming around
    /// the pointer); nil outside the plot, or when there are no lanes.
    public static func time(atX x: Double, in frame: Rect, model: TimelineModel, now: Double, view: TimelineView,
                            measurer: some TextMeasuring = EstimatedTextMeasure(), typeScale: TypeScale = .unit) -> Double? {
        TimelineArrangement(model, in: frame, now: now, view: view, measurer: measurer, typeScale: typeScale)?.time(atX: x)
    }

    /// A lane's title: `UITouch`, `view photo`, `drag S1`, `drop album`, `animator slide`, or the recognizer's name
    /// (§4.9: the overlay shows it) or else its id; the device's own
    /// recognizers are told apart (scene ids have no dots, theirs do) and drawn in the system's
    /// colour: a drag interaction's (`VIEW.drag.ROLE`) read `drag ROLE VIEW`, role first so that
    /// a narrow column still shows it; a system edge's (`system.EDGE`) read `system EDGE edge`.
    static func title(of lane: TimelineModel.Lane) -> String {
        switch lane.kind {
        case .touches: "UITouch"
        case .dragSession, .dropTarget, .animator: lane.id
        case .view: "view \(lane.id)"
        case .recognizer: lane.name ?? interactionTitle(lane.id) ?? lane.id
        }
    }

    private static func interactionTitle(_ id: String) -> String? {
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 2, parts[0] == "system" { return "system \(parts[1]) edge" }
        guard parts.count == 3, parts[1] == "drag" else { return nil }
        return "drag \(parts[2]) \(parts[0])"
    }

    /// Whether a lane is the device's: a drag interaction's or a system edge's recognizer, a drag
    /// session or a drop target (titled in the system's colour).
    static func isInteraction(_ lane: TimelineModel.Lane) -> Bool {
        lane.kind == .dragSession || lane.kind == .dropTarget || (lane.kind == .recognizer && interactionTitle(lane.id) != nil)
    }

    /// "+2 rows hidden: LP_Y, view cyan" at the panel's bottom right.
    private static func drawFooter(hidden: [String], frame: Rect, measurer: some TextMeasuring, into list: inout DrawList) {
        let full = "+\(hidden.count) row\(hidden.count == 1 ? "" : "s") hidden (enlarge the panel): " + hidden.joined(separator: ", ")
        let text = measurer.fitting(full, fontSize: 10, maxWidth: frame.width - 2 * titleInset - rightInset).text
        guard !text.isEmpty, frame.height >= axisHeight + TimelineRowPlan.footerHeight else { return }
        list.append(.text(TextRun(text: text, fontSize: 10, color: Palette.secondaryText,
                                  position: Point(frame.maxX - 2 * rightInset, frame.maxY - bottomInset), alignment: .right)))
    }

    private static func drawBars(_ layout: TimelineLaneLayout, barTop: Double, into list: inout DrawList) {
        let density = layout.density
        for bar in layout.bars {
            let rect = Rect(bar.left, barTop, bar.right - bar.left, density.barHeight)
            list.append(.fill(RoundedRect(rect: rect, cornerRadius: min(3, density.barHeight / 4)), bar.color))
            guard let text = bar.text else { continue }
            list.append(.text(TextRun(text: text, fontSize: density.stateSize, color: .white,
                                      position: Point(bar.left + TimelineLaneLayout.barTextInset, rect.midY), alignment: .left)))
        }
    }

    private static func drawWaits(_ lane: TimelineModel.Lane, barTop: Double, density: TimelineDensity, end: Double, x: (Double) -> Double,
                                  into list: inout DrawList) {
        for wait in lane.waits {
            let left = x(wait.start), right = max(left + 2, x(wait.end ?? end))
            list.append(.fill(RoundedRect(rect: Rect(left, barTop + density.barHeight + 1, right - left, 2), cornerRadius: 1), Palette.waitLink))
        }
    }

    /// The marks themselves; their labels are the layout's. Actions' diamonds sit in the lane's
    /// marker strip (`markerStrip` points just above the bar), every other mark on the bar: none
    /// reaches a label row or the state's name.
    private static func drawMarkers(_ lane: TimelineModel.Lane, barTop: Double, markerStrip: Double, density: TimelineDensity,
                                    x: (Double) -> Double, into list: inout DrawList) {
        let bar = density.barHeight
        for marker in lane.markers {
            let position = x(marker.time)
            switch marker.kind {
            case .action:
                // The square's diagonal is 2 × half: rotated, it spans the strip.
                let half = density.actionMarkerHalf, side = half * 2.0.squareRoot()
                let diamond = RoundedRect(rect: Rect(-side / 2, -side / 2, side, side), cornerRadius: 0,
                                          transform: Transform2D(rotationAngle: .pi / 4)
                                              .concatenating(Transform2D(translationX: position, y: barTop - markerStrip / 2)))
                list.append(.fill(diamond, Palette.actionMarker))
            case .exclusion:
                list.append(.fill(RoundedRect(rect: Rect(position - 1, barTop - markerStrip, 2, bar + markerStrip), cornerRadius: 0),
                                  Palette.exclusionMarker))
            case .delivery, .touchPhase:
                list.append(.fill(RoundedRect(rect: Rect(position - 1.5, barTop, 3, bar), cornerRadius: 1), Palette.delivery))
            case .withheld:
                list.append(.stroke(RoundedRect(rect: Rect(position - 2, barTop, 4, bar), cornerRadius: 1), width: 1, Palette.delivery))
            case .undelivered:
                for angle in [Double.pi / 4, -Double.pi / 4] {
                    let stroke = RoundedRect(rect: Rect(-bar / 2, -0.75, bar, 1.5), cornerRadius: 0.75,
                                             transform: Transform2D(rotationAngle: angle)
                                                 .concatenating(Transform2D(translationX: position, y: barTop + bar / 2)))
                    list.append(.fill(stroke, Palette.exclusionMarker))
                }
            case .question, .log, .suppressed:
                break
            }
        }
    }
}
