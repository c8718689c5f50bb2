/// The base of a drag interaction's engine-owned recognizers: they know their interaction, never
/// prevent one another, and neither cancel nor delay the view's touches unless a subclass says so.
public class DragInteractionRecognizer: GestureRecognizer {
    /// The interaction that installed it (it owns the recognizer).
    public internal(set) weak var interaction: DragInteraction?

    override init(id: String) {
        super.init(id: id)
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    /// §10.2 project choice: a drag's lift, gate and add-items tap are a long press, a timer and
    /// a tap: they get an edge touch at once.
    override public var waitsForSystemEdgeGestures: Bool { false }

    /// The drag coordinator of the engine running the sequence.
    var drags: DragCoordinator? { host?.engine.drags }

    /// Whether `other` belongs to the same interaction.
    func isSibling(_ other: GestureRecognizer) -> Bool {
        guard let interaction else { return false }
        return interaction.owns(other)
    }

    /// Whether `other` tracks one of this recognizer's touches.
    func sharesTouch(with other: GestureRecognizer) -> Bool {
        other.trackedTouches.contains { touch in trackedTouches.contains { $0 === touch } }
    }

    override public func canPrevent(_ other: GestureRecognizer) -> Bool {
        isSibling(other) ? false : super.canPrevent(other)
    }

    override public func canBePrevented(by other: GestureRecognizer) -> Bool {
        isSibling(other) ? false : super.canBePrevented(by: other)
    }
}
