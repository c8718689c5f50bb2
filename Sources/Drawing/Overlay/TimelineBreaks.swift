/// The idle stretches of a long story, drawn short: a presenter who holds a pinned drag for half
/// a minute between two taps still sees every tap at a readable width, the pause marked as a
/// break with its length, not the beginning of the story pushed into a sliver.
///
/// A gap is a stretch longer than `minimumGap` seconds in which nothing on any lane happens (no
/// segment begins or ends, no marker, no wait begins or ends), less `context` seconds at each
/// end; each is drawn `drawnGap` seconds wide. Only stories of `minimumDuration` seconds or more
/// have gaps, and only while the whole story is shown (a zoomed axis is linear).
///
/// Invariant: gaps are in time order, do not overlap, and `expand(compress(t)) == t` up to
/// rounding for every time `t`; both are increasing.
struct TimelineBreaks {
    struct Gap: Equatable {
        /// Engine seconds.
        let start: Double
        let end: Double
        var length: Double { end - start }
    }

    let gaps: [Gap]

    /// Seconds with nothing happening before a stretch becomes a gap.
    static let minimumGap = 1.5
    /// Seconds kept on each side of a gap, so the events beside it keep their context.
    static let context = 0.2
    /// Seconds of axis a gap takes, however long it was.
    static let drawnGap = 0.3
    /// Stories shorter than this (seconds) are drawn on a linear axis.
    static let minimumDuration = 4.0

    /// No gaps: a linear axis.
    static let none = TimelineBreaks(gaps: [])

    private init(gaps: [Gap]) {
        self.gaps = gaps
    }

    /// The gaps of `lanes` between engine times `start` and `end` (the story's content).
    init(lanes: [TimelineModel.Lane], start: Double, end: Double) {
        guard end - start >= Self.minimumDuration, start.isFinite, end.isFinite else {
            self.init(gaps: [])
            return
        }
        var times = [start, end]
        for lane in lanes {
            for segment in lane.segments {
                times.append(segment.start)
                if let end = segment.end { times.append(end) }
            }
            times += lane.markers.map(\.time)
            for wait in lane.waits {
                times.append(wait.start)
                if let end = wait.end { times.append(end) }
            }
        }
        let sorted = Set(times.filter { $0 >= start && $0 <= end && $0.isFinite }).sorted()
        let gaps = zip(sorted, sorted.dropFirst()).compactMap { before, after -> Gap? in
            after - before > Self.minimumGap ? Gap(start: before + Self.context, end: after - Self.context) : nil
        }
        self.init(gaps: gaps)
    }

    /// `time` on the compressed axis: each gap before it drawn `drawnGap` seconds long.
    func compress(_ time: Double) -> Double {
        var removed = 0.0
        for gap in gaps {
            if time >= gap.end {
                removed += gap.length - Self.drawnGap
            } else {
                if time > gap.start { removed += (time - gap.start) * (1 - Self.drawnGap / gap.length) }
                break
            }
        }
        return time - removed
    }

    /// The engine time at `compressed` on the compressed axis.
    func expand(_ compressed: Double) -> Double {
        var removed = 0.0
        for gap in gaps {
            let drawnStart = gap.start - removed
            if compressed <= drawnStart { break }
            if compressed < drawnStart + Self.drawnGap { return gap.start + (compressed - drawnStart) * gap.length / Self.drawnGap }
            removed += gap.length - Self.drawnGap
        }
        return compressed + removed
    }
}
