import GestureEngine

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
