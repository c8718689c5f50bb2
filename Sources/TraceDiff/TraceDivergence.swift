import GestureEngine

/// The first place two traces of the same input part: the first event, in input order, that is
/// not the same (within the tolerance) on both sides.
public struct TraceDivergence: Equatable, Sendable {
    /// Engine seconds of the diverging event (the earlier of the two when both sides have one).
    public let time: Double
    /// The touch event both sides were handling (nil: before the first touch, at load time).
    public let input: TraceEvent?
    /// A's event there; nil when A did nothing more before the next input (or the end).
    public let a: TraceEvent?
    /// B's event there; nil when B did nothing more before the next input (or the end).
    public let b: TraceEvent?
    /// Up to `contextLength` events both sides share, just before the divergence, oldest first.
    public let context: [TraceEvent]
    /// A's events from the divergence to the next input (or the end), `a` first.
    public let restOfA: [TraceEvent]
    /// B's events from the divergence to the next input (or the end), `b` first.
    public let restOfB: [TraceEvent]

    /// How many shared events `context` holds at most.
    public static let contextLength = 3

    public init(time: Double, input: TraceEvent?, a: TraceEvent?, b: TraceEvent?, context: [TraceEvent],
                restOfA: [TraceEvent], restOfB: [TraceEvent]) {
        self.time = time
        self.input = input
        self.a = a
        self.b = b
        self.context = context
        self.restOfA = restOfA
        self.restOfB = restOfB
    }

    /// The first divergence of `a` and `b`, aligned by input step (`TraceSteps`); nil when every
    /// event is the same within `tolerance`.
    static func first(_ a: [TraceEvent], _ b: [TraceEvent], tolerance: TraceTolerance) -> TraceDivergence? {
        located(a, b, steps: (TraceSteps(a), TraceSteps(b)), tolerance: tolerance)?.divergence
    }

    /// `first(_:_:tolerance:)` of `a` and `b` cut into `steps`, and whether both sides have a step
    /// after the one it lies in (then no event either side adds can change it).
    static func located(_ a: [TraceEvent], _ b: [TraceEvent], steps: (TraceSteps, TraceSteps),
                        tolerance: TraceTolerance) -> (divergence: TraceDivergence, isClosed: Bool)? {
        let (stepsA, stepsB) = steps
        for step in 0 ..< max(stepsA.ranges.count, stepsB.ranges.count) {
            let rangeA = stepsA.range(step, end: a.count), rangeB = stepsB.range(step, end: b.count)
            for offset in 0 ..< max(rangeA.count, rangeB.count) {
                let indexA = rangeA.lowerBound + offset, indexB = rangeB.lowerBound + offset
                let eventA = indexA < rangeA.upperBound ? a[indexA] : nil
                let eventB = indexB < rangeB.upperBound ? b[indexB] : nil
                if let eventA, let eventB, tolerance.same(eventA, eventB) { continue }
                let anchorA = min(indexA, rangeA.upperBound), anchorB = min(indexB, rangeB.upperBound)
                let times = [eventA?.time, eventB?.time].compactMap { $0 }
                let opening = rangeA.isEmpty ? nil : a[rangeA.lowerBound]
                let input: TraceEvent? = if let opening, case .touch = opening.kind { opening } else { nil }
                let divergence = TraceDivergence(
                    time: times.min() ?? 0, input: input, a: eventA, b: eventB,
                    context: Array(a[max(0, anchorA - contextLength) ..< anchorA]),
                    restOfA: Array(a[anchorA ..< rangeA.upperBound]), restOfB: Array(b[anchorB ..< rangeB.upperBound]))
                return (divergence, step + 1 < stepsA.ranges.count && step + 1 < stepsB.ranges.count)
            }
        }
        return nil
    }
}
