import GestureEngine

/// What one trace did, per recognizer and per view: the raw material of `SemanticDiff`'s
/// summary, each list in order of first mention.
struct TraceSummary {
    private(set) var recognizerOrder: [String] = []
    private(set) var paths: [String: [GestureRecognizerState]] = [:]
    private(set) var viewOrder: [String] = []
    private(set) var deliveries: [String: DeliveryCounts] = [:]
    private(set) var actorOrder: [String] = []
    private(set) var actions: [String: [ActionRun]] = [:]

    init(_ events: [TraceEvent]) {
        for event in events {
            switch event.kind {
            case let .participants(_, recognizers, _):
                recognizers.forEach { mention($0) }
            case let .state(recognizer, from, to, _):
                mention(recognizer)
                if paths[recognizer]?.last != from { paths[recognizer, default: []].append(from) }
                if paths[recognizer]?.last != to { paths[recognizer, default: []].append(to) }
            case let .deliver(view, _, phase):
                if deliveries[view] == nil { viewOrder.append(view) }
                deliveries[view, default: DeliveryCounts()].count(phase)
            case let .action(recognizer, state, _):
                if actions[recognizer] == nil { actorOrder.append(recognizer) }
                if actions[recognizer]?.last?.state == state {
                    actions[recognizer]![actions[recognizer]!.count - 1].count += 1
                } else {
                    actions[recognizer, default: []].append(ActionRun(state: state, count: 1))
                }
            default:
                break
            }
        }
    }

    /// A recognizer mentioned without a state change stays at possible.
    private mutating func mention(_ recognizer: String) {
        guard paths[recognizer] == nil else { return }
        recognizerOrder.append(recognizer)
        paths[recognizer] = [.possible]
    }
}
