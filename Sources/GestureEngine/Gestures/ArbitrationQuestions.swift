/// The questions arbitration asks about recognizers, in one place (§4.6, §5.2, §5.5, §5.7, §6.1).
///
/// Behind it sit the delegates, the subclass hooks (and the `relationshipHooks` that stand in
/// for them) and the view hooks; the arbitration policy reads none of them directly.
/// Implementations trace the questions they ask; the policy decides what
/// the answers mean (either side saying simultaneous is enough, a requirement edge is kept once
/// established, answers are asked at each attempt to leave possible, §5.5).
protocol ArbitrationQuestions: AnyObject {
    /// §4.6: may `recognizer` leave possible? The delegate, then the view's hook, then the veto
    /// of a control its touch hit below its view (§3.7); false from any refuses.
    func shouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// §5.2, §5.7: `winner`, effective, may exclude `loser` (each side's hook agrees).
    func prevents(_ winner: GestureRecognizer, _ loser: GestureRecognizer) -> Bool
    /// §5.5: `asker`'s delegate's answer about `other`; nil when it does not implement the question.
    func shouldRecognizeSimultaneously(_ asker: GestureRecognizer, with other: GestureRecognizer) -> Bool?
    /// §6.1: whether any dynamic source (both delegate directions, both subclass hooks) says
    /// `recognizer` requires `other` to fail.
    func requiresFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Bool
    /// §6.1: the recognizers `recognizer` statically requires to fail (`require(toFail:)`).
    func staticFailureRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer]
}

/// The engine's answers: delegates, subclass hooks and view hooks, traced as `ask` events.
final class RecognizerQuestions: ArbitrationQuestions {
    private let trace: Trace
    private let now: () -> Double

    init(trace: Trace, now: @escaping () -> Double) {
        self.trace = trace
        self.now = now
    }

    func shouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if let answer = recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) {
            trace.append(.ask(question: "shouldBegin", recognizer: recognizer.id, other: nil, answer: answer), at: now())
            if !answer { return false }
        }
        if let view = recognizer.view, let hook = view.shouldBeginHook {
            let answer = hook(recognizer)
            trace.append(.ask(question: "viewShouldBegin", recognizer: recognizer.id, other: view.id, answer: answer), at: now())
            if !answer { return false }
        }
        // §3.7: the control a touch of the recognizer hit (below the recognizer's view) answers
        // its own gestureRecognizerShouldBegin for the gestures it owns.
        if let control = hitControl(below: recognizer), control.vetoes(recognizer), let controlView = control.view {
            trace.append(.ask(question: "controlShouldBegin", recognizer: recognizer.id, other: controlView.id, answer: false), at: now())
            return false
        }
        return true
    }

    /// The control a touch of `recognizer` reaches (the one that hears its hit view's calls),
    /// when it lies strictly below the recognizer's view; a recognizer on the control itself is
    /// not vetoed (§3.7: it runs first and wins).
    private func hitControl(below recognizer: GestureRecognizer) -> Control? {
        for touch in recognizer.trackedTouches {
            if let control = touch.view?.responderControl(below: recognizer.view) { return control }
        }
        return nil
    }

    func prevents(_ winner: GestureRecognizer, _ loser: GestureRecognizer) -> Bool {
        winner.canPrevent(loser) && loser.canBePrevented(by: winner)
    }

    func shouldRecognizeSimultaneously(_ asker: GestureRecognizer, with other: GestureRecognizer) -> Bool? {
        guard let answer = asker.delegate?.gestureRecognizer(asker, shouldRecognizeSimultaneouslyWith: other) else { return nil }
        trace.append(.ask(question: "shouldRecognizeSimultaneously", recognizer: asker.id, other: other.id, answer: answer), at: now())
        return answer
    }

    func requiresFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Bool {
        var established = false
        if let answer = recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) {
            trace.append(.ask(question: "shouldRequireFailureOf", recognizer: recognizer.id, other: other.id, answer: answer), at: now())
            established = established || answer
        }
        if let answer = other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) {
            trace.append(.ask(question: "shouldBeRequiredToFailBy", recognizer: other.id, other: recognizer.id, answer: answer), at: now())
            established = established || answer
        }
        // Subclass overrides are traced when they establish an edge (built-in classes answer
        // false for every pair, which would drown the trace).
        if recognizer.shouldRequireFailure(of: other) {
            trace.append(.ask(question: "shouldRequireFailure(of:)", recognizer: recognizer.id, other: other.id, answer: true), at: now())
            established = true
        }
        if other.shouldBeRequiredToFail(by: recognizer) {
            trace.append(.ask(question: "shouldBeRequiredToFail(by:)", recognizer: other.id, other: recognizer.id, answer: true), at: now())
            established = true
        }
        return established
    }

    func staticFailureRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        recognizer.staticFailureRequirements
    }
}
