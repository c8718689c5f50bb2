extension TimelineModel.Lane {
    /// What of the lane lies within `range` (engine seconds), for drawing a zoomed or scrolled
    /// timeline: the markers inside it (the bounds included), and the segments and waits that
    /// overlap it, cut to it. A segment or wait still going (`end == nil`) runs to `end` (engine
    /// seconds) and stays open when that is inside the range.
    ///
    /// Invariant: every time in the result lies within `range`; a lane whose times all do comes
    /// back unchanged.
    func visible(in range: ClosedRange<Double>, end: Double) -> Self {
        func cut(_ stop: Double?) -> Double? {
            guard let stop else { return end > range.upperBound ? range.upperBound : nil }
            return min(stop, range.upperBound)
        }
        var lane = self
        lane.markers = markers.filter { range.contains($0.time) }
        lane.segments = segments.filter { $0.start <= range.upperBound && ($0.end ?? end) >= range.lowerBound }.map { segment in
            var segment = segment
            segment.start = max(segment.start, range.lowerBound)
            segment.end = cut(segment.end)
            return segment
        }
        lane.waits = waits.filter { $0.start <= range.upperBound && ($0.end ?? end) >= range.lowerBound }.map { wait in
            var wait = wait
            wait.start = max(wait.start, range.lowerBound)
            wait.end = cut(wait.end)
            return wait
        }
        return lane
    }
}
