import GestureEngine

/// The first divergence of two traces of the same live input, kept up to date as both grow: a
/// window comparing two scenes side by side hands it each side's new events after every turn
/// and marks what it says.
///
/// Invariants: `divergence` is what `SemanticDiff` of everything appended since the last
/// `restart()` would say (its `context` may be shorter: it comes from the steps held); once
/// both sides have moved on to a later input it no longer changes
/// (and the events are let go). While the two sides agree, only the last `keptSteps` input steps
/// are held (the earlier ones matched and cannot change), so each turn costs what those steps
/// hold and a long session holds a bounded trace; the context shown before a later divergence
/// comes from those steps.
public struct DivergenceWatch: Sendable {
    /// The first divergence since the last restart; nil while the sides agree.
    public private(set) var divergence: TraceDivergence?
    /// How far numbers of the two sides may be apart and still be the same.
    public let tolerance: TraceTolerance
    private var a: [TraceEvent] = [], b: [TraceEvent] = []
    /// The divergence can no longer change: both sides are past its input step.
    private var isSettled = false

    /// Input steps kept while the sides agree (the one being played and the one before it).
    static let keptSteps = 2

    /// Events held now, both sides together.
    var heldEvents: Int { a.count + b.count }

    public init(tolerance: TraceTolerance = .standard) {
        self.tolerance = tolerance
    }

    /// Compares afresh from here on (a new story).
    public mutating func restart() {
        self = DivergenceWatch(tolerance: tolerance)
    }

    /// Adds each side's events since the last call, in order, and looks for the first
    /// divergence again (linear in the events held).
    public mutating func append(a newA: some Collection<TraceEvent>, b newB: some Collection<TraceEvent>) {
        guard !isSettled, !(newA.isEmpty && newB.isEmpty) else { return }
        a.append(contentsOf: newA)
        b.append(contentsOf: newB)
        let steps = (TraceSteps(a), TraceSteps(b))
        if let found = TraceDivergence.located(a, b, steps: steps, tolerance: tolerance) {
            divergence = found.divergence
            if found.isClosed {
                isSettled = true
                a = []
                b = []
            }
        } else {
            dropAgreedSteps(steps)
        }
    }

    /// Lets go of the steps before the last `keptSteps` (`steps`: the held events cut as the
    /// search cut them): they agree on both sides (no divergence was found), so both hold the
    /// same steps.
    private mutating func dropAgreedSteps(_ steps: (TraceSteps, TraceSteps)) {
        let (stepsA, stepsB) = steps
        guard stepsA.ranges.count == stepsB.ranges.count, stepsA.ranges.count > Self.keptSteps else { return }
        let first = stepsA.ranges.count - Self.keptSteps
        a.removeFirst(stepsA.ranges[first].lowerBound)
        b.removeFirst(stepsB.ranges[first].lowerBound)
    }
}
