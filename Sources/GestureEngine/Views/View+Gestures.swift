/// Gesture recognizers attached to a view (§2.5, §4.12).
extension View {
    /// Attaches `recognizer`, detaching it from any other view first (§4.12).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}

extension GestureRecognizer {
    /// Runs `bindings` on this recognizer's actions in `engine`, the engine whose window holds
    /// the recognizer (captured unowned: the engine owns the window, which owns the recognizer);
    /// ids resolve among the recognizers of the recognizer's window.
    public func bind(_ bindings: [BehaviorBinding], in engine: Engine) {
        guard !bindings.isEmpty else { return }
        var state = BehaviorState()
        addTarget { [unowned engine] recognizer in
            if recognizer.state == .began { state = BehaviorState() }
            let velocity = (recognizer as? PanGestureRecognizer)?.velocity(in: recognizer.view?.superview) ?? .zero
            for binding in bindings where binding.states.isEmpty || binding.states.contains(recognizer.state) {
                binding.behavior.apply(to: recognizer, in: engine, velocity: velocity, state: &state)
            }
        }
    }
}

extension View {
    /// The first recognizer with `id` attached anywhere in this subtree.
    public func recognizer(withID id: String) -> GestureRecognizer? {
        if let found = gestureRecognizers.first(where: { $0.id == id }) { return found }
        for child in subviews {
            if let found = child.recognizer(withID: id) { return found }
        }
        return nil
    }
}
