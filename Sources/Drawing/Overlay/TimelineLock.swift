import GestureEngine

/// What two timelines compared side by side share, so that one engine second sits at the same x
/// on both: the axis (spanning both stories), the titles' column (wide enough for both sides'
/// titles), the words' scale (the smaller of the two's own, each grown into its spare rows as a
/// timeline alone grows) and the first divergence, marked on both. Idle stretches are drawn at
/// full length on a locked axis (the two stories' idle stretches differ).
public struct TimelineLock: Equatable, Sendable {
    /// Engine seconds the whole axis spans at least.
    public var extent: ClosedRange<Double>
    /// Every lane title of both sides: the titles' column is sized for all of them.
    public var titles: [String]
    /// Engine seconds of the first divergence; nil: the two agree.
    public var divergence: Double?
    /// Window points per base point both are drawn at; nil: the type scale.
    public var scale: Double?

    /// The lock of `a` and `b` (the stories each shows) at engine time `now`.
    public init(_ a: TimelineModel, _ b: TimelineModel, now: Double, divergence: Double?) {
        let extentA = TimelineView.extent(of: a, now: now), extentB = TimelineView.extent(of: b, now: now)
        extent = min(extentA.lowerBound, extentB.lowerBound)...max(extentA.upperBound, extentB.upperBound)
        var seen = Set<String>()
        titles = (a.lanes + b.lanes).map(TimelineRenderer.title).filter { seen.insert($0).inserted }
        self.divergence = divergence
    }

    /// The lock with `scale` set for `a` and `b` drawn in panels of `panel`'s size (window points)
    /// at `typeScale`: the smaller of the scales each would grow to alone on this lock's axis.
    public func sharingScale(of a: TimelineModel, _ b: TimelineModel, in panel: Rect, now: Double, measurer: some TextMeasuring,
                             typeScale: TypeScale) -> TimelineLock {
        var lock = self
        lock.scale = nil
        let scales = [a, b].compactMap {
            TimelineArrangement.wholeArrangement(of: $0, in: panel, now: now, measurer: measurer, typeScale: typeScale, lock: lock)?.scale
        }
        lock.scale = scales.min()
        return lock
    }
}
