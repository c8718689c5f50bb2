import GestureEngine

/// A change a scene's control action or drop step makes to a view — the changes the two share
/// (`ControlBehavior`, `DropBehavior`), written once.
public enum ViewEffect: Sendable, Equatable {
    case setBackground(Color)
    case setLabel(String)
    /// Shows or hides another view of the window, by id.
    case setHidden(view: String, hidden: Bool)

    /// Applies the change for `view` (the control, or the drop target).
    public func apply(to view: View) {
        switch self {
        case let .setBackground(color): view.backgroundColor = color
        case let .setLabel(text): view.setLabelText(text)
        case let .setHidden(id, hidden): view.root.descendant(withID: id)?.isHidden = hidden
        }
    }
}
