import GestureEngine

extension TimelineModel {
    /// A drag session's story (§9.4–9.6) on rows of its own: the session (`drag S1`: dragging
    /// from its source with its item count, each add and the app's declined tap as they happen,
    /// dropped or cancelled, then landing) and each drop target it hovered (`drop album`: over
    /// with the proposal, then `dropped: S1 (move) 4 items`). Sessions at the same time each
    /// close only the targets they hovered.
    mutating func consumeDrag(session: Int, _ event: DragSessionEvent, view: String?, items: Int, proposal: DropOperation?, at time: Double) {
        guard !lanes.isEmpty else { return }
        let id = "drag S\(session)"
        let count = items == 1 ? "1 item" : "\(items) items"
        switch event {
        case .began:
            liveSessions[session] = []
            startSegment(.began, on: id, .dragSession, label: "dragging", at: time)
            mark(lane: id, .dragSession, Marker(time: time, kind: .log, head: "from \(view ?? "?") · \(count)"))
        case .added:
            mark(lane: id, .dragSession, Marker(time: time, kind: .action, head: "+ \(view ?? "?")", value: "→ \(count)"))
        case .declined:
            mark(lane: id, .dragSession, Marker(time: time, kind: .log, head: "\(view ?? "?"): no items, the app's tap"))
        case .entered:
            guard let view else { break }
            startSegment(.changed, on: "drop \(view)", .dropTarget, label: "over · \(proposal?.rawValue ?? "none")", at: time)
            liveSessions[session]?.insert("drop \(view)")
        case .exited:
            guard let view, let lane = index(of: "drop \(view)") else { break }
            closeSegment(in: lane, at: time)
        case .dropped:
            let target = view ?? "?", operation = proposal?.rawValue ?? "none"
            startSegment(.ended, on: id, .dragSession, label: "dropped", at: time)
            // Said on the target's row, where it has room: the session's row holds its adds.
            if view != nil {
                startSegment(.ended, on: "drop \(target)", .dropTarget, label: "dropped", at: time)
                mark(lane: "drop \(target)", .dropTarget, Marker(time: time, kind: .action, head: "dropped: S\(session) (\(operation))", value: count))
            } else {
                mark(lane: id, .dragSession, Marker(time: time, kind: .action, head: "dropped (\(operation))", value: count))
            }
        case .cancelled:
            startSegment(.cancelled, on: id, .dragSession, label: "cancelled: the preview flies back", at: time)
            closeTargets(of: session, at: time)
        case .landed:
            mark(lane: id, .dragSession, Marker(time: time, kind: .log, head: "landed"))
            if let lane = index(of: id) { closeSegment(in: lane, at: time) }
            closeTargets(of: session, at: time)
            liveSessions[session] = nil
        case .moved:
            break
        }
    }

    /// Ends the open segments of the drop targets `session` hovered.
    private mutating func closeTargets(of session: Int, at time: Double) {
        for target in liveSessions[session] ?? [] {
            if let lane = index(of: target) { closeSegment(in: lane, at: time) }
        }
    }

    /// Ends the lane's current segment and starts one in `state` saying `label` (the lane made
    /// first when it is new).
    mutating func startSegment(_ state: GestureRecognizerState, on id: String, _ kind: LaneKind, label: String, at time: Double) {
        let lane = index(of: id) ?? appendLane(Lane(id: id, kind: kind))
        closeSegment(in: lane, at: time)
        lanes[lane].segments.append(Segment(state: state, start: time, label: label))
    }
}
