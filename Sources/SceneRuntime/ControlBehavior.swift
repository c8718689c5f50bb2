import GestureEngine

/// What a scene's control does on its events (a control's `actions`), so that scenes show a
/// control acting without code. Each runs after the event's trace line.
public enum ControlBehavior: Sendable, Equatable {
    case setBackground(Color)
    case setLabel(String)
    /// Shows or hides another view of the window, by id.
    case setHidden(view: String, hidden: Bool)
    /// Shows another view while the control's value is on (a switch on, a slider above 0) and
    /// hides it otherwise.
    case showWhenOn(view: String)

    /// Applies the behaviour for `control` on its view.
    public func apply(for control: Control) {
        guard let view = control.view else { return }
        switch self {
        case let .setBackground(color): view.backgroundColor = color
        case let .setLabel(text): view.setLabelText(text)
        case let .setHidden(id, hidden): view.root.descendant(withID: id)?.isHidden = hidden
        case let .showWhenOn(id): view.root.descendant(withID: id)?.isHidden = (control.value ?? 0) <= 0
        }
    }
}
