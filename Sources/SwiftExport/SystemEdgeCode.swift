import GestureEngine

/// The deferral of system edge gestures (§10.3): a stored set of edges, the view controller's
/// `preferredScreenEdgesDeferringSystemGestures` returning it, and the lines that change it.
enum SystemEdgeCode {
    /// `edges` as a `UIRectEdge` (trailing is the right edge in a left-to-right layout).
    static func rectEdges(_ edges: Set<SystemEdge>) -> String {
        let names: [(SystemEdge, String)] = [(.top, "top"), (.bottom, "bottom"), (.trailing, "right")]
        return "[" + names.filter { edges.contains($0.0) }.map { "." + $0.1 }.joined(separator: ", ") + "]"
    }

    /// The stored edges and the override, when the scene defers any edge at load or later.
    static func writeDeferral(_ initial: Set<SystemEdge>, into writer: inout SwiftWriter) {
        writer.anchored(.deferredEdges) { writer in
            writer.line("/// The screen edges whose system gestures wait for a second swipe, so the app's own gestures")
            writer.line("/// there go first.")
            writer.line("private var deferredEdges: UIRectEdge = \(rectEdges(initial))")
            writer.line()
            writer.line("override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { deferredEdges }")
        }
    }
}
