import Foundation
import GestureEngine

/// What a `TimelineView` adds to the panel: which earlier story it shows (`story 2 of 5`, at the
/// axis row's left end), a comparison's first divergence (a vermillion line across the plot
/// headed `A ≠ B`), the pinned moment, an amber line across the plot
/// with its time above it (`0.512 s`, seconds from the interaction's start, like the ticks),
/// and, zoomed in, an indicator at the axis's right end (its left end when the pin's time is
/// in the way) with the zoom and the visible range (`×4 · 0.20–0.35 s`, or `×4` where that
/// does not fit).
///
/// Invariant: the labels sit in the axis labels' row and are placed by one
/// `TimelineLabelPacker` (the story's first, then the divergence's, then the pin's), so they
/// neither overprint each other nor leave `minX…maxX`; the tick labels give way to them
/// (`TimelineAxis`). The divergence and the pin are drawn only when the visible range holds
/// them, the indicator only when zoomed in.
enum TimelineViewMarks {
    /// The pinned moment (engine seconds) when `plot` shows it.
    static func visiblePin(_ view: TimelineView, on plot: TimelinePlot) -> Double? {
        visible(view.pinned, on: plot)
    }

    /// The divergence's moment (engine seconds) when `plot` shows it.
    static func visibleDivergence(_ view: TimelineView, on plot: TimelinePlot) -> Double? {
        visible(view.lock?.divergence, on: plot)
    }

    private static func visible(_ time: Double?, on plot: TimelinePlot) -> Double? {
        guard let time, time.isFinite, time >= plot.window.lower, time <= plot.window.upper else { return nil }
        return time
    }

    /// The divergence line's heading.
    static let divergenceLabel = "A ≠ B"

    /// Draws `note` (which story is shown), the pin's time and the zoom indicator above `plot`,
    /// within `minX…maxX`; returns the spans they take (panel x) for the tick labels to avoid.
    static func drawLabels(_ view: TimelineView, note: String? = nil, on plot: TimelinePlot, minX: Double, maxX: Double,
                           measurer: some TextMeasuring, into list: inout DrawList) -> [(left: Double, right: Double)] {
        var packer = TimelineLabelPacker(minX: minX, maxX: maxX)
        let row = [TimelineLabelPacker.Slot(strip: .above, row: 0)], size = TimelineAxis.labelSize
        var placed: [(TimelineLabelPacker.Placement, Color)] = []
        if let note, let placement = packer.place([measurer.fitting(note, fontSize: size, maxWidth: (maxX - minX) / 2)], anchor: minX, gap: 0,
                                                  slots: row) {
            placed.append((placement, Palette.panelTitle))
        }
        if let divergence = visibleDivergence(view, on: plot) {
            let text = [measurer.fitting(divergenceLabel, fontSize: size, maxWidth: maxX - minX)]
            if let placement = packer.place(text, anchor: plot.x(divergence), gap: 3, slots: row, maxShift: .infinity) {
                placed.append((placement, Palette.exclusionMarker))
            }
        }
        if let pinned = visiblePin(view, on: plot) {
            let text = [measurer.fitting(String(format: "%.3f s", pinned - plot.window.start), fontSize: size, maxWidth: maxX - minX)]
            let anchor = plot.x(pinned)
            if let placement = packer.place(text, anchor: anchor, gap: 3, slots: row) ?? packer.place(text, anchor: anchor, gap: 3, slots: row,
                                                                                                        maxShift: .infinity) {
                placed.append((placement, Palette.panelTitle))
            }
        }
        let zoom = view.effectiveZoom
        if zoom > 1 {
            let window = plot.window
            let decimals = window.span < 0.1 ? 3 : window.span < 1 ? 2 : window.span < 10 ? 1 : 0
            func seconds(_ time: Double) -> String { String(format: "%.\(decimals)f", time - window.start) }
            let short = "×" + formatNumber(zoom, decimals: 1)
            let texts = [short + " · " + seconds(window.lower) + "–" + seconds(window.upper) + " s", short]
            // At the right end, else (the pin's time is there) at the left end, above the titles.
            var placement: TimelineLabelPacker.Placement?
            for text in texts where placement == nil {
                for anchor in [maxX, minX] where placement == nil {
                    placement = packer.place([(text, measurer.width(of: text, fontSize: size))], anchor: anchor, gap: 0, slots: row)
                }
            }
            if let placement { placed.append((placement, Palette.panelText)) }
        }
        for (placement, color) in placed {
            list.append(.text(TextRun(text: placement.text, fontSize: size, color: color,
                                      position: Point(placement.left, plot.rect.minY - TimelineAxis.labelRise), alignment: .left)))
        }
        return placed.map { ($0.0.left, $0.0.left + $0.0.width) }
    }

    /// The marks' thin lines (a chosen code line's moments), the divergence's and the pin's, from
    /// the axis labels' row across every lane, where the plot shows them (each over the last).
    static func drawLines(_ view: TimelineView, on plot: TimelinePlot, into list: inout DrawList) {
        let top = plot.rect.minY - TimelineAxis.labelRise - TimelineAxis.labelSize / 2
        for mark in view.marks {
            guard let time = visible(mark, on: plot) else { continue }
            list.append(.fill(RoundedRect(rect: Rect(plot.x(time) - 0.5, top, 1, plot.rect.maxY - top), cornerRadius: 0), Palette.actionMarker))
        }
        if let divergence = visibleDivergence(view, on: plot) {
            list.append(.fill(RoundedRect(rect: Rect(plot.x(divergence) - 1, top, 2, plot.rect.maxY - top), cornerRadius: 0),
                              Palette.exclusionMarker))
        }
        if let pinned = visiblePin(view, on: plot) {
            list.append(.fill(RoundedRect(rect: Rect(plot.x(pinned) - 0.75, top, 1.5, plot.rect.maxY - top), cornerRadius: 0),
                              Palette.panelTitle))
        }
    }
}
