import GestureEngine

/// The timeline's time axis: a grid line per tick, labelled in seconds from the interaction's
/// start. The step is the shortest of `steps`, and at least 0.1 s divided by the zoom, whose
/// labels, centred on their ticks, stay `labelSpacing` apart; a label that would leave the
/// panel, come within `labelSpacing` of the one before or run into a reserved span (the pin's
/// time, the zoom indicator) is left out (its line stays).
enum TimelineAxis {
    /// Seconds between ticks, shortest first.
    static let steps = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 1200, 1800, 3600]
    /// Points: the labels' size and the least room between two of them.
    static let labelSize = 10.0, labelSpacing = 10.0
    /// Points from the plot's top up to the middle of the labels' row.
    static let labelRise = 11.0
    /// Finest step at zoom 1, seconds: a tap's timeline is not cluttered with milliseconds.
    static let finestUnzoomedStep = 0.1
    /// Most ticks drawn, whatever the span and the plot's width: beyond it none are.
    static let maximumTicks = 500

    /// Ticks over `window` across `plot`; labels above it, within `minX…maxX`, clear of the
    /// `reserved` spans (panel x, base points).
    static func draw(_ window: TimelineView.Window, zoom: Double, plot: Rect, minX: Double, maxX: Double,
                     reserved: [(left: Double, right: Double)], measurer: some TextMeasuring, into list: inout DrawList) {
        func ticks(_ step: Double) -> ClosedRange<Int>? {
            let first = ((window.offset / step) - 1e-9).rounded(.up), last = ((window.offset + window.span) / step).rounded(.down)
            guard first <= last, last - first < Double(maximumTicks) else { return nil }
            return Int(first)...Int(last)
        }
        func label(_ tick: Double, step: Double) -> String { "\(formatNumber(tick, decimals: step < 0.01 ? 3 : 2)) s" }
        let eligible = steps.filter { $0 >= finestUnzoomedStep / zoom * (1 - 1e-9) }
        let step = eligible.first { step in
            let spacing = step / window.span * plot.width
            guard spacing >= 2 * labelSpacing, let ticks = ticks(step) else { return false }
            let widest = ticks.map { measurer.width(of: label(Double($0) * step, step: step), fontSize: labelSize) }.max() ?? 0
            return spacing >= widest + labelSpacing
        } ?? steps[steps.count - 1]
        guard let indices = ticks(step) else { return }
        var lastLabelRight = -Double.infinity
        for index in indices {
            let tick = Double(index) * step
            let position = plot.minX + (tick - window.offset) / window.span * plot.width
            list.append(.fill(RoundedRect(rect: Rect(position, plot.minY - 4, 1, plot.height + 4), cornerRadius: 0),
                              Palette.timelineGrid.withAlphaMultiplied(by: 0.5)))
            let text = label(tick, step: step), width = measurer.width(of: text, fontSize: labelSize)
            let left = position - width / 2, right = position + width / 2
            guard left >= minX, right <= maxX, left >= lastLabelRight + labelSpacing - 1e-6,
                  !reserved.contains(where: { left < $0.right + labelSpacing && $0.left < right + labelSpacing }) else { continue }
            lastLabelRight = right
            list.append(.text(TextRun(text: text, fontSize: labelSize, color: Palette.secondaryText, position: Point(position, plot.minY - labelRise))))
        }
    }
}
