/// Where the bands of a `BandedRenderer` should meet so that each takes the same time to draw.
///
/// Each band's measured time is taken as spread evenly over its rows; the boundaries that cut
/// that cost into equal parts are the target, and the boundaries move halfway there (one
/// frame's times are noisy). Pure: the renderer measures, this decides nothing about pixels.
enum BandBalance {
    /// The smallest share of the rows a band keeps, whatever the times say.
    static let minimumShare = 0.1

    /// The next boundaries (fractions of `canvasRows`, one fewer than the bands) after bands
    /// covering `rows` (in order, together every row of the canvas) took `seconds` each.
    static func boundaries(from current: [Double], rows: [Range<Int>], seconds: [Double], canvasRows: Int) -> [Double] {
        let total = seconds.reduce(0, +)
        guard rows.count == current.count + 1, seconds.count == rows.count, total > 0, total.isFinite, canvasRows > 0 else {
            return current
        }
        var next: [Double] = []
        var band = 0, before = 0.0
        for boundary in current.indices {
            let target = total * Double(boundary + 1) / Double(rows.count)
            // The band in which the cost reaches `target`, and the cost of the bands before it.
            while band < rows.count - 1, before + seconds[band] < target {
                before += seconds[band]
                band += 1
            }
            let within = seconds[band] > 0 ? min(1, max(0, (target - before) / seconds[band])) : 0.5
            let row = Double(rows[band].lowerBound) + within * Double(rows[band].count)
            next.append((current[boundary] + row / Double(canvasRows)) / 2)
        }
        // Increasing, every band keeping its minimum share (less with more than ten bands).
        let count = Double(rows.count), share = min(minimumShare, 1 / count)
        for index in next.indices {
            let lowest = (index == 0 ? 0 : next[index - 1]) + share
            let highest = 1 - (count - 1 - Double(index)) * share
            next[index] = min(highest, max(lowest, next[index]))
        }
        return next
    }
}
