import GestureEngine

/// Checks across a whole scene what one recognizer cannot check alone: unique ids, references to
/// existing recognizers, no cycle of static failure requirements, and no recognizer on a view
/// that hit testing can never return (hidden, non-interactive or transparent, or inside one).
struct GestureValidation {
    let log: DiagnosticLog

    private struct Entry {
        let gesture: GestureDescription
        let viewID: String
        /// Why hit testing can never reach the view, if it cannot.
        let unreachableBecause: String?
    }

    func validate(_ views: [ViewDescription]) {
        var entries: [Entry] = []
        var viewIDs: Set<String> = [SceneDescription.windowID]
        collect(views, blockedBy: nil, into: &entries, viewIDs: &viewIDs)
        var seen: [String: Int] = [:]
        for entry in entries {
            let gesture = entry.gesture
            if let first = seen[gesture.id] {
                log.error("duplicate recognizer id '\(gesture.id)'", line: gesture.line, column: gesture.column,
                          hint: "recognizer ids must be unique; '\(gesture.id)' is first declared on line \(first)")
            } else if viewIDs.contains(gesture.id) {
                log.error("recognizer id '\(gesture.id)' is also a view id", line: gesture.line, column: gesture.column,
                          hint: "traces name both; pick distinct ids")
            }
            seen[gesture.id] = seen[gesture.id] ?? gesture.line
            if let reason = entry.unreachableBecause {
                log.error("recognizer '\(gesture.id)' is on view '\(entry.viewID)', which can never be hit (\(reason))",
                          line: gesture.line, column: gesture.column, hint: "move the recognizer to a view that can be touched, or make the view touchable")
            }
        }
        let known = Set(entries.map(\.gesture.id))
        for entry in entries {
            let gesture = entry.gesture
            let references = gesture.requireToFail + gesture.delegateReferences + gesture.overrideReferences + gesture.actionReferences
            for reference in references where !known.contains(reference.id) {
                let hint = closestMatch(to: reference.id, in: Array(known)).map { "did you mean '\($0)'?" }
                    ?? "name a recognizer declared in this scene"
                log.error("unknown recognizer '\(reference.id)'", line: reference.line, column: reference.column, hint: hint)
            }
            for reference in gesture.requireToFail where reference.id == gesture.id {
                log.error("recognizer '\(gesture.id)' requires itself to fail", line: reference.line, column: reference.column,
                          hint: "remove it from its own requireToFail")
            }
        }
        reportCycles(entries.map(\.gesture))
    }

    private func collect(_ views: [ViewDescription], blockedBy inherited: String?, into entries: inout [Entry], viewIDs: inout Set<String>) {
        for view in views {
            viewIDs.insert(view.id)
            var blocked = inherited
            if blocked == nil {
                if view.isHidden { blocked = "'\(view.id)' is hidden" }
                else if !view.isUserInteractionEnabled { blocked = "userInteraction is false on '\(view.id)'" }
                else if view.alpha < Defaults.hitTestMinimumAlpha { blocked = "alpha below 0.01 on '\(view.id)'" }
            }
            entries += view.gestures.map { Entry(gesture: $0, viewID: view.id, unreachableBecause: blocked) }
            collect(view.subviews, blockedBy: blocked, into: &entries, viewIDs: &viewIDs)
        }
    }

    /// §6.6 is a runtime safety net; a cycle written in a scene is an error at its closing edge.
    private func reportCycles(_ gestures: [GestureDescription]) {
        let edges = Dictionary(gestures.map { ($0.id, $0.requireToFail) }, uniquingKeysWith: { first, _ in first })
        var reported: Set<String> = []
        for gesture in gestures {
            for reference in gesture.requireToFail where reference.id != gesture.id {
                guard reaches(from: reference.id, to: gesture.id, edges: edges), !reported.contains(gesture.id) else { continue }
                // One report per cycle: every recognizer on it is accounted for.
                reported.formUnion(edges.keys.filter { reaches(from: reference.id, to: $0, edges: edges) && reaches(from: $0, to: gesture.id, edges: edges) })
                log.error("failure requirements form a cycle: '\(gesture.id)' requires '\(reference.id)' to fail, which waits for '\(gesture.id)'",
                          line: reference.line, column: reference.column, hint: "remove one requireToFail in the cycle")
            }
        }
    }

    private func reaches(from start: String, to target: String, edges: [String: [Reference]]) -> Bool {
        var stack = [start]
        var visited: Set<String> = []
        while let node = stack.popLast() {
            if node == target { return true }
            guard visited.insert(node).inserted else { continue }
            stack += (edges[node] ?? []).map(\.id)
        }
        return false
    }
}
