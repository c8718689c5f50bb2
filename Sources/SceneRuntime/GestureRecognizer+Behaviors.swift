import GestureEngine

extension GestureRecognizer {
    /// Runs `bindings` on this recognizer's actions in `engine`, the engine whose window holds
    /// the recognizer (captured unowned: the engine owns the window, which owns the recognizer);
    /// ids resolve among the recognizers of the recognizer's window. The behaviours act on
    /// `target` (weak: it is in the same window), or on the recognizer's view when nil — a
    /// recognizer moved to another view keeps its target, as a UIKit target–action pair does.
    /// Animator behaviours find the scene's animators in `animators`.
    public func bind(_ bindings: [BehaviorBinding], in engine: Engine, target: View? = nil, animators: AnimatorTable = AnimatorTable()) {
        guard !bindings.isEmpty else { return }
        var state = BehaviorState()
        let hasTarget = target != nil
        addTarget { [unowned engine, weak target] recognizer in
            guard let view = hasTarget ? target : recognizer.view else { return }
            if recognizer.state == .began { state = BehaviorState() }
            let velocity = (recognizer as? PanGestureRecognizer)?.velocity(in: view.superview) ?? .zero
            for binding in bindings where binding.states.isEmpty || binding.states.contains(recognizer.state) {
                binding.behavior.apply(to: recognizer, view: view, in: engine, animators: animators, velocity: velocity, state: &state)
            }
        }
    }
}
