import GestureEngine

/// What a scene's control does on its events (a control's `actions`), so that scenes show a
/// control acting without code. Each runs after the event's trace line.
public enum ControlBehavior: Sendable, Equatable {
    /// A change of the control's view, or of another view it names.
    case effect(ViewEffect)
    /// Shows another view while the control's value is on (a switch on, a slider above 0) and
    /// hides it otherwise.
    case showWhenOn(view: String)

    /// Applies the behaviour for `control` on its view.
    public func apply(for control: Control) {
        guard let view = control.view else { return }
        switch self {
        case let .effect(effect): effect.apply(to: view)
        case let .showWhenOn(id): view.root.descendant(withID: id)?.isHidden = (control.value ?? 0) <= 0
        }
    }
}
