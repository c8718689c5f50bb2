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

    /// Ticks over the plot's window; labels above it, within `minX…maxX`, clear of the
    /// `reserved` spans (panel x, base points). A story drawn with breaks (`TimelineBreaks`) has
    /// ticks on its linear stretches only, and each break shaded across the lanes with its length
    /// above it (`+12 s`).
    static func draw(_ plot: TimelinePlot, zoom: Double, minX: Double, maxX: Double, reserved: [(left: Double, right: Double)],
                     measurer: some TextMeasuring, into list: inout DrawList) {
        let window = plot.window, rect = plot.rect
        // The linear stretches, in seconds from the story's start.
        let lower = window.lower - window.start, upper = plot.upperTime - window.start
        let bounds = [lower] + plot.breaks.gaps.flatMap { [$0.start - window.start, $0.end - window.start] } + [upper]
        let pieces = stride(from: 0, to: bounds.count - 1, by: 2).map { bounds[$0]...max(bounds[$0], bounds[$0 + 1]) }
        func ticks(_ step: Double) -> [Double]? {
            var ticks: [Double] = []
            for piece in pieces {
                let first = ((piece.lowerBound / step) - 1e-9).rounded(.up), last = (piece.upperBound / step).rounded(.down)
                guard first <= last else { continue }
                guard last - first < Double(maximumTicks - ticks.count) else { return nil }
                ticks += (Int(first)...Int(last)).map { Double($0) * step }
            }
            return ticks
        }
        func label(_ tick: Double, step: Double) -> String { "\(formatNumber(tick, decimals: step < 0.01 ? 3 : 2)) s" }
        let eligible = steps.filter { $0 >= finestUnzoomedStep / zoom * (1 - 1e-9) }
        let step = eligible.first { step in
            let spacing = step * plot.pointsPerSecond
            guard spacing >= 2 * labelSpacing, let ticks = ticks(step) else { return false }
            let widest = ticks.map { measurer.width(of: label($0, step: step), fontSize: labelSize) }.max() ?? 0
            return spacing >= widest + labelSpacing
        } ?? steps[steps.count - 1]
        var taken = reserved
        for gap in plot.breaks.gaps {
            let left = plot.x(gap.start), right = plot.x(gap.end)
            list.append(.fill(RoundedRect(rect: Rect(left, rect.minY - 4, right - left, rect.height + 4), cornerRadius: 0),
                              Palette.timelineGrid.withAlphaMultiplied(by: 0.35)))
            let text = "+" + formatNumber(gap.length + 2 * TimelineBreaks.context, decimals: 0) + " s"
            let width = measurer.width(of: text, fontSize: labelSize), middle = (left + right) / 2
            guard middle - width / 2 >= minX, middle + width / 2 <= maxX,
                  !taken.contains(where: { middle - width / 2 < $0.right + labelSpacing && $0.left < middle + width / 2 + labelSpacing })
            else { continue }
            taken.append((middle - width / 2, middle + width / 2))
            list.append(.text(TextRun(text: text, fontSize: labelSize, color: Palette.secondaryText, position: Point(middle, rect.minY - labelRise))))
        }
        guard let ticks = ticks(step) else { return }
        var lastLabelRight = -Double.infinity
        for tick in ticks {
            let position = plot.x(window.start + tick)
            list.append(.fill(RoundedRect(rect: Rect(position, rect.minY - 4, 1, rect.height + 4), cornerRadius: 0),
                              Palette.timelineGrid.withAlphaMultiplied(by: 0.5)))
            let text = label(tick, step: step), width = measurer.width(of: text, fontSize: labelSize)
            let left = position - width / 2, right = position + width / 2
            guard left >= minX, right <= maxX, left >= lastLabelRight + labelSpacing - 1e-6,
                  !taken.contains(where: { left < $0.right + labelSpacing && $0.left < right + labelSpacing }) else { continue }
            lastLabelRight = right
            list.append(.text(TextRun(text: text, fontSize: labelSize, color: Palette.secondaryText, position: Point(position, rect.minY - labelRise))))
        }
    }
}
