/// One drag session (`UIDragSession`, §9.4–9.6): from the moment a lifted touch moves far
/// enough until its preview has landed in a target or back at its source.
///
/// Invariants: `id`s count from 1 per engine, in the order sessions begin; `items` only grow
/// while `phase` is `.dragging`; `endedAt` is set exactly when `phase` leaves `.dragging`.
public final class DragSession {
    /// Where the session stands.
    public enum Phase: Equatable, Sendable {
        /// Following its finger.
        case dragging
        /// Dropped on `target` with a performing proposal; the preview flies into it.
        case dropping(target: String, operation: DropOperation)
        /// Ended without a drop (outside any target, on `forbidden`/`cancel`, or cancelled);
        /// the preview flies back to its source.
        case cancelling
    }

    /// One item in the session: which view offered it, where and when.
    public struct Item: Equatable, Sendable {
        /// The view whose drag interaction offered it.
        public let viewID: String
        /// Window point of the touch that offered it (the lifting touch, or an add-items tap).
        public let location: Point
        /// Engine seconds when it joined.
        public let time: Double
    }

    /// `S1`, `S2`, … in text traces.
    public let id: Int
    /// The view whose interaction lifted the first item.
    public let source: View
    /// The interaction that began the session (its `liftPreview` decides the picture).
    public let interaction: DragInteraction
    /// The touch that lifted it (cancelled for the app when the session began).
    public let touchID: Int
    /// The source view's centre in window points when the session began: a cancelled drop
    /// flies back here.
    public let sourceCenter: Point
    public internal(set) var items: [Item]
    /// The finger's window point (the last one, once lifted).
    public internal(set) var location: Point
    /// The drop target under the finger, if any (weak: the app may remove it mid-drag).
    public internal(set) weak var target: View?
    /// The target's proposal, nil with no target.
    public internal(set) var proposal: DropOperation?
    public internal(set) var phase: Phase = .dragging
    /// Engine seconds when the finger lifted (the drop or the cancel); nil while dragging.
    public internal(set) var endedAt: Double?
    /// Where the preview lands: the target's centre, or `sourceCenter`; window points.
    public internal(set) var landingPoint: Point?

    init(id: Int, interaction: DragInteraction, source: View, touch: Touch, time: Double, sourceCenter: Point, items: Int) {
        self.id = id
        self.interaction = interaction
        self.source = source
        self.touchID = touch.id
        self.sourceCenter = sourceCenter
        self.location = touch.location
        self.items = Array(repeating: Item(viewID: source.id, location: touch.location, time: time), count: items)
    }

    /// The trace's name for it.
    public var name: String { "S\(id)" }

    /// The coordinator that runs it (its trace records what a drop performs).
    weak var coordinator: DragCoordinator?

    /// Records what performing this session's drop did to `target` — `step` (`moveItemsIn`,
    /// `setBackground`, `setLabel` …) and what it set — as a `dropPerformed` trace event, so a
    /// drop's effects are in the trace after its `dropped` event.
    public func notePerformed(_ step: String, values: [String], on target: View) {
        guard let coordinator else { return }
        coordinator.engine.trace.append(.dropPerformed(session: id, view: target.id, step: step, values: values), at: coordinator.engine.now)
    }
}

/// A view lifted by a drag interaction (§9.3), as drawn: from the lift until the session begins
/// or the lift reverses, then while the view settles back.
public struct DragLift: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        /// Still held.
        case held
        /// A session began: the preview now follows the finger.
        case dragged
        /// The touch ended (or was cancelled) first: the view settles back.
        case reversed
    }

    public let viewID: String
    public let touchID: Int
    /// Engine seconds of the lift.
    public let liftedAt: Double
    /// Whether the view is drawn lifted (`liftPreview` is `.view`).
    public let showsPreview: Bool
    public internal(set) var outcome: Outcome = .held
    /// Engine seconds when it stopped being held.
    public internal(set) var endedAt: Double?
}
