import GestureEngine

/// What a scene's control does on its events (a control's `actions`), so that scenes show a
/// control acting without code. Each runs after the event's trace line.
public enum ControlBehavior: Sendable, Equatable {
    case setBackground(Color)
    case setLabel(String)
    /// Shows or hides another view of the window, by id.
    case setHidden(view: String, hidden: Bool)

    /// Applies the behaviour for a control on `view`.
    public func apply(to view: View) {
        switch self {
        case let .setBackground(color): view.backgroundColor = color
        case let .setLabel(text): view.setLabelText(text)
        case let .setHidden(id, hidden): view.root.descendant(withID: id)?.isHidden = hidden
        }
    }
}
