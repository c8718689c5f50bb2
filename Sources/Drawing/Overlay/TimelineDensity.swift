import GestureEngine

/// How tightly the timeline's rows are drawn: text sizes, the bar's height and how many label
/// rows a lane may stack above and below its bar. The renderer takes the first density of
/// `ladder` at which every lane fits the panel, so a roomy panel reads at full size and a
/// crowded one compacts its rows before any is hidden. All sizes in points.
struct TimelineDensity: Equatable {
    /// Marker labels, state names on bars, lane titles.
    var labelSize: Double
    var stateSize: Double
    var titleSize: Double
    var barHeight: Double
    var maxRowsAbove: Int
    var maxRowsBelow: Int
    /// Space under a lane, its grid line included.
    var laneGap: Double
    /// False only for `squeezed`: titles and bars, no marker labels.
    var showsLabels = true

    /// Smallest text drawn, points: below it a title or state name is left out.
    static let smallestText = 6.0

    /// Half the diagonal of an action's diamond, drawn in the lane's marker strip above the bar.
    var actionMarkerHalf: Double { min(3, barHeight / 4) }

    /// A label row: one line of `labelSize` text.
    var labelRow: Double { (labelSize * TextRun.lineHeightFactor).rounded(.up) }

    /// A lane's height with `above` and `below` label rows.
    func laneHeight(rowsAbove above: Int, rowsBelow below: Int) -> Double {
        let labelled = Double(above + below) * labelRow + barHeight
        return max(labelled, titleSize * TextRun.lineHeightFactor) + laneGap
    }

    static func full(above: Int, below: Int) -> TimelineDensity {
        TimelineDensity(labelSize: 9, stateSize: 10, titleSize: 12, barHeight: 14, maxRowsAbove: above, maxRowsBelow: below, laneGap: 3)
    }

    /// The readable minimum: 8-pt labels in one row above a 10-pt bar (the smallest text the
    /// type scale is sized for: 22 px on a 1920 × 1080 window).
    static let compact = TimelineDensity(labelSize: 8, stateSize: 8, titleSize: 10, barHeight: 10, maxRowsAbove: 1, maxRowsBelow: 0, laneGap: 2)

    /// Full size with up to three label rows above the bar and two below, then fewer, then compact.
    static let ladder: [TimelineDensity] = [
        .full(above: 3, below: 2), .full(above: 2, below: 1), .full(above: 1, below: 1), .full(above: 1, below: 0), .compact,
    ]

    /// Below the readable minimum, only when the rows that may never be hidden (the winning
    /// recognizers') do not fit at `compact`: `height` points a lane, title and bar only.
    static func squeezed(height: Double) -> TimelineDensity {
        let gap = min(2, height / 6), bar = max(1, (height - gap) * 0.6)
        return TimelineDensity(labelSize: 8, stateSize: min(8, bar / TextRun.lineHeightFactor),
                               titleSize: min(10, (height - gap) / TextRun.lineHeightFactor), barHeight: bar,
                               maxRowsAbove: 0, maxRowsBelow: 0, laneGap: gap, showsLabels: false)
    }
}
