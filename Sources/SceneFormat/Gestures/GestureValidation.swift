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
            // A recognizer attached elsewhere hears that view's touches, not its declaring view's.
            if let reason = entry.unreachableBecause, gesture.attachTo == nil {
                log.error("recognizer '\(gesture.id)' is on view '\(entry.viewID)', which can never be hit (\(reason))",
                          line: gesture.line, column: gesture.column, hint: "move the recognizer to a view that can be touched, or make the view touchable")
            }
        }
        // Scroll views (§3.8) and drag interactions (§9.1) install recognizers of their own,
        // which scenes may name.
        let known = Set(entries.map(\.gesture.id)).union(Self.installedRecognizerIDs(in: views))
        for entry in entries {
            let gesture = entry.gesture
            let references = gesture.requireToFail + gesture.delegateReferences + gesture.overrideReferences + gesture.actionReferences
            for reference in references where !known.contains(reference.id) {
                let hint = closestMatch(to: reference.id, in: Array(known)).map { "did you mean '\($0)'?" }
                    ?? "name a recognizer declared in this scene"
                log.error("unknown recognizer '\(reference.id)'", line: reference.line, column: reference.column, hint: hint)
            }
            for reference in gesture.viewReferences + (gesture.attachTo.map { [$0] } ?? []) where !viewIDs.contains(reference.id) {
                let hint = closestMatch(to: reference.id, in: Array(viewIDs)).map { "did you mean '\($0)'?" } ?? "name a view declared in this scene"
                log.error("unknown view '\(reference.id)'", line: reference.line, column: reference.column, hint: hint)
            }
            for reference in gesture.requireToFail where reference.id == gesture.id {
                log.error("recognizer '\(gesture.id)' requires itself to fail", line: reference.line, column: reference.column,
                          hint: "remove it from its own requireToFail")
            }
        }
        reportCycles(entries.map(\.gesture))
        reportUnknownViews(in: views, known: viewIDs)
    }

    /// The views controls' `show`/`hide` actions name must exist.
    private func reportUnknownViews(in views: [ViewDescription], known: Set<String>) {
        for view in views {
            let scrollReferences = [view.scroll?.zoomView, view.scroll?.panAttachTo].compactMap { $0 }
            for reference in view.controlReferences + scrollReferences where !known.contains(reference.id) {
                let hint = closestMatch(to: reference.id, in: Array(known)).map { "did you mean '\($0)'?" } ?? "name a view declared in this scene"
                log.error("unknown view '\(reference.id)'", line: reference.line, column: reference.column, hint: hint)
            }
            if let zoomView = view.scroll?.zoomView, known.contains(zoomView.id), !view.subviews.contains(where: { $0.id == zoomView.id }) {
                log.error("zoomView '\(zoomView.id)' is not a subview of '\(view.id)'", line: zoomView.line, column: zoomView.column,
                          hint: "viewForZooming names one of the scroll view's own subviews")
            }
            reportUnknownViews(in: view.subviews, known: known)
        }
    }

    /// The ids of the recognizers the scene's scroll views and drag interactions install.
    private static func installedRecognizerIDs(in views: [ViewDescription]) -> [String] {
        views.flatMap { view in
            (view.scroll.map { ScrollDescription.recognizerIDs(of: view.id, zoomable: $0.isZoomable) } ?? [])
                + (view.interactions?.drag.map { DragDescription.recognizerIDs(of: view.id, adds: $0.itemsForAdding != nil) } ?? [])
                + installedRecognizerIDs(in: view.subviews)
        }
    }

    private func collect(_ views: [ViewDescription], blockedBy inherited: String?, into entries: inout [Entry], viewIDs: inout Set<String>) {
        for view in views {
            viewIDs.insert(view.id)
            var blocked = inherited
            if blocked == nil {
                let built = view.makeBareView()
                if built.isHidden { blocked = "'\(view.id)' is hidden" }
                else if !built.isUserInteractionEnabled { blocked = "userInteraction is false on '\(view.id)'" }
                else if built.alpha < Defaults.hitTestMinimumAlpha { blocked = "alpha below 0.01 on '\(view.id)'" }
            }
            entries += view.gestures.map { Entry(gesture: $0, viewID: view.id, unreachableBecause: blocked) }
            collect(view.subviews, blockedBy: blocked, into: &entries, viewIDs: &viewIDs)
        }
    }

    /// §6.6 is a runtime safety net; a cycle written in a scene is an error, reported once per
    /// cycle at the edge leaving the first recognizer on it (in file order). One depth-first walk
    /// over every edge: linear in the scene's size, whatever its shape.
    private func reportCycles(_ gestures: [GestureDescription]) {
        let edges = Dictionary(gestures.map { ($0.id, $0.requireToFail) }, uniquingKeysWith: { first, _ in first })
        enum Visit { case onPath, done }
        var marks: [String: Visit] = [:]
        for root in gestures where marks[root.id] == nil {
            // The path from `root`: each recognizer with the index of the edge being followed.
            var path: [(id: String, edge: Int)] = [(root.id, 0)]
            marks[root.id] = .onPath
            while let top = path.last {
                let references = edges[top.id] ?? []
                guard top.edge < references.count else {
                    marks[top.id] = .done
                    path.removeLast()
                    continue
                }
                path[path.count - 1].edge += 1
                let next = references[top.edge].id
                guard next != top.id, edges[next] != nil else { continue }
                switch marks[next] {
                case .onPath?:
                    // A cycle back to `next`: report the edge by which the path left it.
                    if let start = path.firstIndex(where: { $0.id == next }) {
                        let leaving = (edges[next] ?? [])[path[start].edge - 1]
                        log.error("failure requirements form a cycle: '\(next)' requires '\(leaving.id)' to fail, which waits for '\(next)'",
                                  line: leaving.line, column: leaving.column, hint: "remove one requireToFail in the cycle")
                    }
                case .done?:
                    break
                case nil:
                    marks[next] = .onPath
                    path.append((next, 0))
                }
            }
        }
    }
}
