/// Built-in reactions to a recognizer's actions, so that scenes do something visible without
/// code. Each runs inside the action (state is the delivered state there).
public enum Behavior: Sendable, Equatable {
    /// Moves the recognizer's view by the pan's translation, then zeroes the translation.
    case moveByTranslation
    /// Scales the view's transform by the pinch's scale, then resets the scale to 1.
    case scaleByPinch
    /// Rotates the view's transform by the rotation, then resets it to 0.
    case rotateByRotation
    case setBackground(Color)
    case setLabel(String)
    /// Writes a line to the trace (`log` event).
    case log(String)
    /// Disables, then re-enables, another recognizer: the TouchDemo trick that makes it drop
    /// its touches and wait for new ones (§11 E7).
    case toggleEnabled(recognizer: String)
    /// Moves the view into the front-most view under the recognizer's location, keeping its
    /// place on screen (the TouchDemo dots dropped onto the canvas).
    case reparentToViewUnderFinger

    /// Applies the behaviour for `recognizer`'s current action.
    func apply(to recognizer: GestureRecognizer, resolve: (String) -> GestureRecognizer?, log: (String) -> Void) {
        guard let view = recognizer.view else { return }
        switch self {
        case .moveByTranslation:
            guard let pan = recognizer as? PanGestureRecognizer, let parent = view.superview else { return }
            let translation = pan.translation(in: parent)
            view.center = view.center + translation
            pan.setTranslation(.zero, in: parent)
        case .scaleByPinch:
            guard let pinch = recognizer as? PinchGestureRecognizer else { return }
            view.transform = Transform2D(scaleX: pinch.scale, y: pinch.scale).concatenating(view.transform)
            pinch.scale = 1
        case .rotateByRotation:
            guard let rotation = recognizer as? RotationGestureRecognizer else { return }
            view.transform = Transform2D(rotationAngle: rotation.rotation).concatenating(view.transform)
            rotation.rotation = 0
        case let .setBackground(color):
            view.backgroundColor = color
        case let .setLabel(text):
            if var label = view.label {
                label.text = text
                view.label = label
            } else {
                view.label = ViewLabel(text: text)
            }
        case let .log(message):
            log(message)
        case let .toggleEnabled(id):
            guard let other = resolve(id) else { return }
            other.isEnabled = false
            other.isEnabled = true
        case .reparentToViewUnderFinger:
            reparent(view, at: recognizer.location(in: nil))
        }
    }

    private func reparent(_ view: View, at point: Point) {
        let root = view.root
        view.isHidden = true
        defer { view.isHidden = false }
        guard let target = root.hitTest(point), target !== view, !view.isAncestor(of: target), target !== view.superview,
              let centerInWindow = view.superview?.convert(view.center, to: nil),
              let newCenter = target.convert(centerInWindow, from: nil) else { return }
        target.addSubview(view)
        view.center = newCenter
    }
}

/// A behaviour bound to the states whose actions trigger it (empty: every action).
public struct BehaviorBinding: Sendable, Equatable {
    public var states: Set<GestureRecognizerState>
    public var behavior: Behavior

    public init(states: Set<GestureRecognizerState>, behavior: Behavior) {
        self.states = states
        self.behavior = behavior
    }
}
