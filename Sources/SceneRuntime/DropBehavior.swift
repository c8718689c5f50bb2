import GestureEngine

/// What performing a drop does to a scene's drop target (a drop interaction's `perform`), so that
/// scenes show a drop without code. Each runs once per dropped session, after the `dropped`
/// trace event, through the engine's public API, and is traced (`dropPerformed`) as it runs.
public enum DropBehavior: Sendable, Equatable {
    /// Moves each item's source view into the target, keeping where it is drawn on screen
    /// nudged into the target's bounds, in the order the items joined (a photo dropped into an
    /// album).
    case moveItemsIn
    /// A change of the target (its colour or label).
    case effect(ViewEffect)

    /// Applies the behaviour for `session` dropped on `target`.
    public func apply(to target: View, session: DragSession) {
        switch self {
        case .moveItemsIn:
            session.notePerformed("moveItemsIn", values: moveItems(of: session, into: target), on: target)
        case let .effect(effect):
            effect.apply(to: target)
            switch effect {
            case let .setBackground(color): session.notePerformed("setBackground", values: [color.hex], on: target)
            case let .setLabel(text): session.notePerformed("setLabel", values: [text], on: target)
            case let .setHidden(id, hidden): session.notePerformed(hidden ? "hide" : "show", values: [id], on: target)
            }
        }
    }

    /// Each distinct source view not already in the target (nor an ancestor of it) moves in,
    /// lined up from the drop point inward so every one stays visible. Returns the ids of the
    /// views moved in, in order.
    private func moveItems(of session: DragSession, into target: View) -> [String] {
        var moved: [String] = []
        var seen: Set<String> = []
        let sources = session.items.compactMap { item -> View? in
            guard seen.insert(item.viewID).inserted else { return nil }
            return target.root.descendant(withID: item.viewID)
        }
        for (index, view) in sources.enumerated() where view.superview !== target && !view.isAncestor(of: target) {
            guard let dropPoint = target.convert(session.location, from: nil) else { continue }
            let size = view.bounds.size
            let bounds = target.bounds
            let x = clamp(dropPoint.x + Double(index) * 12, bounds.minX + size.width / 2, bounds.maxX - size.width / 2)
            let y = clamp(dropPoint.y + Double(index) * 12, bounds.minY + size.height / 2, bounds.maxY - size.height / 2)
            target.addSubview(view)
            view.center = Point(x: x, y: y)
            moved.append(view.id)
        }
        return moved
    }

    private func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        low > high ? (low + high) / 2 : min(max(value, low), high)
    }
}
