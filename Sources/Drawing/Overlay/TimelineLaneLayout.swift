import GestureEngine

/// One timeline lane laid out at a density: its state bars with the names that fit on them,
/// its labels placed so that none overprints another (`TimelineLabelPacker`), and its height.
/// Horizontal positions are panel x (base points, `TimelineArrangement`); vertical ones follow from the lane's top when drawn.
///
/// Invariants: every label lies within `labelMinX…labelMaxX`; a bar's text fits inside its bar;
/// bars of one lane do not overlap; every `essential` label is placed (in a row beyond the
/// density's limit, or slid away from its marker, if need be: the lane grows a row for each
/// essential label at most) unless the density shows no labels.
struct TimelineLaneLayout {
    struct Bar: Equatable {
        var left: Double
        var right: Double
        var color: Color
        /// The state's name (with its reason when it fits), drawn from `left + barTextInset`.
        var text: String?
    }

    struct Label: Equatable {
        var placement: TimelineLabelPacker.Placement
        var color: Color
        /// How much it matters (`TimelineLabelItem.Priority`).
        var priority: TimelineLabelItem.Priority
    }

    /// Points between a bar's left end and its text, and at least as much after it.
    static let barTextInset = 4.0
    /// Widest a terminal segment is drawn to carry its name and reason, points.
    static let terminalBarMaximum = 260.0

    let density: TimelineDensity
    /// Points between the label rows above and the bar where action diamonds are drawn, so that
    /// no marker covers a label or the state's name: 0 in a lane without actions, and at a
    /// density without labels (the diamonds then sit on the bar's top edge).
    let markerStrip: Double
    private(set) var bars: [Bar] = []
    private(set) var labels: [Label] = []
    private(set) var rowsAbove = 0
    private(set) var rowsBelow = 0

    /// `items` are the lane's marker and wait labels (`TimelineLabelItem.items`, the same at
    /// every density); `x` maps engine seconds to panel x; segments still going run to `end`
    /// (engine seconds); bars stay left of `plotMaxX`.
    init(_ lane: TimelineModel.Lane, items: [TimelineLabelItem], density: TimelineDensity, x: (Double) -> Double, end: Double,
         plotMaxX: Double, labelMinX: Double, labelMaxX: Double, measurer: some TextMeasuring) {
        self.density = density
        markerStrip = density.showsLabels && lane.markers.contains { $0.kind == .action } ? 2 * density.actionMarkerHalf + 1 : 0
        let reasons = layBars(lane, x: x, end: end, plotMaxX: plotMaxX, measurer: measurer)
        guard density.showsLabels else { return }
        rowsAbove = 1
        var packer = TimelineLabelPacker(minX: labelMinX, maxX: labelMaxX)
        let ordered = (reasons + items).enumerated()
            .sorted { ($0.element.priority, $0.element.anchor, $0.offset) < ($1.element.priority, $1.element.anchor, $1.offset) }
            .map(\.element)
        // An essential label may open a row of its own beyond the limit: one each at most.
        let overflowRows = ordered.count { $0.priority == .essential }
        for item in ordered {
            let slots = slots(for: item, overflowRows: overflowRows)
            func fitted(_ text: String) -> (text: String, width: Double) {
                measurer.fitting(text, fontSize: density.labelSize, maxWidth: labelMaxX - labelMinX)
            }
            // Measured one at a time: most labels are placed with their first text. Failing
            // all, an essential one slides as far as it must.
            var placement: TimelineLabelPacker.Placement?
            for text in item.texts where placement == nil {
                placement = packer.place([fitted(text)], anchor: item.anchor, gap: item.gap, slots: slots)
            }
            if placement == nil, item.priority == .essential, let text = item.texts.last {
                placement = packer.place([fitted(text)], anchor: item.anchor, gap: item.gap, slots: slots, maxShift: .infinity)
            }
            if let placement { labels.append(Label(placement: placement, color: item.color, priority: item.priority)) }
        }
        rowsAbove = max(1, packer.rowsUsed(in: .above))
        rowsBelow = packer.rowsUsed(in: .below)
    }

    var height: Double { density.laneHeight(rowsAbove: rowsAbove, rowsBelow: rowsBelow) + markerStrip }

    /// Where the bar starts, for a lane whose top is at `top`.
    func barTop(laneTop top: Double) -> Double { top + Double(rowsAbove) * density.labelRow + markerStrip }

    /// The middle of a label row, for a lane whose top is at `top`.
    func rowMiddle(_ slot: TimelineLabelPacker.Slot, laneTop top: Double) -> Double {
        let barTop = barTop(laneTop: top)
        return switch slot.strip {
        case .above: barTop - markerStrip - (Double(slot.row) + 0.5) * density.labelRow
        case .below: barTop + density.barHeight + (Double(slot.row) + 0.5) * density.labelRow
        }
    }

    /// The rows an item may use, its own strip's first, nearest the bar first: a detail label
    /// only the row next to the bar (on the other side when its own has no rows); an essential
    /// one also rows past the limit above.
    private func slots(for item: TimelineLabelItem, overflowRows: Int) -> [TimelineLabelPacker.Slot] {
        let limit: [TimelineLabelPacker.Strip: Int] = [.above: density.maxRowsAbove, .below: density.maxRowsBelow]
        let other: TimelineLabelPacker.Strip = item.strip == .above ? .below : .above
        var slots: [TimelineLabelPacker.Slot] = []
        for strip in [item.strip, other] {
            slots += (0..<(limit[strip] ?? 0)).map { TimelineLabelPacker.Slot(strip: strip, row: $0) }
        }
        if item.priority == .detail { return Array(slots.prefix(1)) }
        if item.priority == .essential {
            let from = density.maxRowsAbove
            slots += (from..<from + overflowRows).map { TimelineLabelPacker.Slot(strip: .above, row: $0) }
        }
        return slots
    }

    /// The segments as bars; returns labels for the reasons of terminal segments too narrow to
    /// carry them (anchored at the segment's start, in the state's colour).
    private mutating func layBars(_ lane: TimelineModel.Lane, x: (Double) -> Double, end: Double, plotMaxX: Double,
                                  measurer: some TextMeasuring) -> [TimelineLabelItem] {
        var reasons: [TimelineLabelItem] = []
        for (index, segment) in lane.segments.enumerated() {
            let name = segment.label ?? segment.state.description
            let reason = segment.state.isTerminal ? segment.reason.flatMap { $0 == TraceEvent.resetReason ? nil : $0 } : nil
            let label = reason.map { name + ": " + $0 } ?? name
            func room(_ text: String) -> Double { measurer.width(of: text, fontSize: density.stateSize) + 2 * Self.barTextInset }
            let left = x(segment.start)
            let limit = index + 1 < lane.segments.count ? min(plotMaxX, x(lane.segments[index + 1].start)) : plotMaxX
            var right = max(left, x(segment.end ?? end))
            // Terminal states usually end (reset) at once and are a lane's last segment: give
            // them room for their name and reason, up to the next segment or the plot's end.
            if segment.state.isTerminal { right = max(right, min(left + min(Self.terminalBarMaximum, room(label)), limit)) }
            right = max(right, min(left + 2, limit))
            // Without a marker strip (a squeezed lane) actions' diamonds sit on the bar: no name under them.
            let fitsOnBar = density.stateSize >= TimelineDensity.smallestText && density.stateSize * TextRun.lineHeightFactor <= density.barHeight
                && (markerStrip > 0 || !lane.markers.contains { $0.kind == .action })
            // (A bar widened to fit exactly may come out a rounding error short.)
            let width = right - left + 1e-9
            let text = !fitsOnBar ? nil : width >= room(label) ? label : width >= room(name) ? name : nil
            let color = Palette.color(of: segment.state).withAlphaMultiplied(by: segment.state == .possible ? 0.45 : 1)
            bars.append(Bar(left: left, right: right, color: color, text: text))
            if let reason, text != label {
                reasons.append(TimelineLabelItem(priority: .essential, anchor: left, gap: 3, texts: [label, reason], strip: .above,
                                                 color: Palette.color(of: segment.state)))
            }
        }
        return reasons
    }
}
