import GestureEngine

/// The timeline's time axis: a grid line per tick, labelled in seconds from the sequence's
/// start. The step is the shortest of `steps` whose labels, centred on their ticks, stay
/// `labelSpacing` apart; a label that would leave the panel is left out (its line stays).
enum TimelineAxis {
    /// Seconds between ticks, shortest first.
    static let steps = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 1200, 1800, 3600]
    /// Points: the labels' size and the least room between two of them.
    static let labelSize = 10.0, labelSpacing = 10.0

    /// Ticks over `span` seconds from `start` across `plot`; labels above it, within `minX…maxX`.
    static func draw(from start: Double, span: Double, plot: Rect, minX: Double, maxX: Double, measurer: some TextMeasuring,
                     into list: inout DrawList) {
        func label(_ tick: Double) -> String { "\(formatNumber(tick, decimals: 2)) s" }
        let step = steps.first { step in
            let spacing = step / span * plot.width
            guard spacing >= 2 * labelSpacing else { return false }
            let count = Int((span / step).rounded(.down))
            let widest = (0...count).map { measurer.width(of: label(Double($0) * step), fontSize: labelSize) }.max() ?? 0
            return spacing >= widest + labelSpacing
        } ?? steps[steps.count - 1]
        let count = Int((span / step).rounded(.down))
        for index in 0...count {
            let tick = Double(index) * step
            let position = plot.minX + tick / span * plot.width
            list.append(.fill(RoundedRect(rect: Rect(position, plot.minY - 4, 1, plot.height + 4), cornerRadius: 0),
                              Palette.timelineGrid.withAlphaMultiplied(by: 0.5)))
            let text = label(tick), width = measurer.width(of: text, fontSize: labelSize)
            guard position - width / 2 >= minX, position + width / 2 <= maxX else { continue }
            list.append(.text(TextRun(text: text, fontSize: labelSize, color: Palette.secondaryText, position: Point(position, plot.minY - 11))))
        }
    }
}
