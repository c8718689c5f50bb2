/// What a drop target proposes for a session over it (`UIDropOperation`).
public enum DropOperation: String, Sendable, CaseIterable {
    /// The target does not take the drop: the preview flies back.
    case cancel
    /// The target would take such items but refuses these: the preview flies back.
    case forbidden
    /// The items are copied into the target.
    case copy
    /// The items are moved into the target.
    case move

    /// Whether dropping with this proposal performs the drop.
    public var performsDrop: Bool { self == .copy || self == .move }
}

/// `UIDropInteraction` on one view: the view is a drop target. Its delegate's answers are values:
/// the proposal it makes for every session over it, and what performing a drop does.
///
/// Invariant: attached to at most one view (`View.dropInteraction`).
public final class DropInteraction {
    /// `dropInteraction(_:sessionDidUpdate:)`'s answer, the same for every session and location.
    public var proposal: DropOperation
    /// `performDrop`: runs once per session dropped here with a performing proposal, after the
    /// `dropped` trace event, with the session (its items name their source views) and the target.
    public var perform: ((DragSession, View) -> Void)?

    /// The view it is attached to; set by `View.dropInteraction`.
    public internal(set) unowned(unsafe) var view: View?

    public init(proposal: DropOperation, perform: ((DragSession, View) -> Void)? = nil) {
        self.proposal = proposal
        self.perform = perform
    }
}
