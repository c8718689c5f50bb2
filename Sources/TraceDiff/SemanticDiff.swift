import GestureEngine

/// Two traces of the same input compared by meaning: the first divergence, aligned by input
/// step and by recognizer and view ids, and per recognizer, view and action what each side did.
/// Pure: no files, no clock; the same traces always give the same difference.
public struct SemanticDiff: Equatable, Sendable {
    /// The first divergence; nil when the traces are the same within `tolerance`.
    public let divergence: TraceDivergence?
    /// Every recognizer either side mentions, A's in order of first mention, then B's own.
    public let recognizers: [RecognizerPaths]
    /// Every view either side delivered to, in the same order.
    public let views: [ViewDeliveries]
    /// Every recognizer that acted on either side, in the same order.
    public let actions: [RecognizerActions]
    public let tolerance: TraceTolerance

    /// Whether the two sides behaved the same.
    public var same: Bool { divergence == nil }

    /// Compares `a` and `b`, whole traces of one input (`Engine.trace.events`), in linear time.
    public init(_ a: [TraceEvent], _ b: [TraceEvent], tolerance: TraceTolerance = .standard) {
        self.tolerance = tolerance
        divergence = TraceDivergence.first(a, b, tolerance: tolerance)
        let summaryA = TraceSummary(a), summaryB = TraceSummary(b)
        recognizers = Self.merged(summaryA.recognizerOrder, summaryB.recognizerOrder).map {
            RecognizerPaths(recognizer: $0, a: summaryA.paths[$0], b: summaryB.paths[$0])
        }
        views = Self.merged(summaryA.viewOrder, summaryB.viewOrder).map {
            ViewDeliveries(view: $0, a: summaryA.deliveries[$0] ?? DeliveryCounts(), b: summaryB.deliveries[$0] ?? DeliveryCounts())
        }
        actions = Self.merged(summaryA.actorOrder, summaryB.actorOrder).map {
            RecognizerActions(recognizer: $0, a: summaryA.actions[$0] ?? [], b: summaryB.actions[$0] ?? [])
        }
    }

    private static func merged(_ a: [String], _ b: [String]) -> [String] {
        let known = Set(a)
        return a + b.filter { !known.contains($0) }
    }
}
