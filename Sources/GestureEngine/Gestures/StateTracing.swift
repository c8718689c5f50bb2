/// How recognizer states reach the trace (§4.2, §4.6, §5.4), and how the system applies the
/// arbiter's decisions (`ArbitrationEffects`).
///
/// Invariants: every traced change is a §4.2 transition or a §4.10 reset (terminal → possible),
/// and the trace never shows a transition out of possible that arbitration refused. A
/// change out of possible made while the recognizer is `idle` (and what follows it in the same
/// turn) waits in `ArbitrationRecord.untracedChanges`; arbitration then traces it as made (pending,
/// effective, suppressed) or drops it and traces only `possible → failed (reason)`.
extension GestureSystem: ArbitrationEffects {
    /// Arbitration let the recognizer out of possible: its untraced changes are traced as made.
    func letOut(_ record: ArbitrationRecord) {
        for change in record.untracedChanges { traceStateChange(change, of: record.recognizer) }
        record.untracedChanges.removeAll()
    }

    func traceStateChange(_ change: StateChange, of recognizer: GestureRecognizer) {
        trace.append(.state(recognizer: recognizer.id, from: change.from, to: change.to, reason: change.reason), at: now)
    }

    /// Arbitration decides `recognizer`'s state. An untraced attempt to leave possible is
    /// dropped: the trace goes from the state it last showed (§4.6, §5.4: `possible → failed`).
    func force(_ record: ArbitrationRecord, to state: GestureRecognizerState, reason: String) {
        let recognizer = record.recognizer
        let shown = record.untracedChanges.first?.from ?? recognizer.state
        record.untracedChanges.removeAll()
        guard recognizer.state != state || shown != state else { return }
        recognizer.state = state
        if state.isTerminal { cancelTimers(of: record) }
        traceStateChange(StateChange(from: shown, to: state, reason: reason), of: recognizer)
        recognizer.arbitrationDecidedState()
    }

    /// Arbitration rules out a recognizer that has not acted (§4.5 disabling, §5.3, §5.8): it
    /// never acts, and the trace still shows only §4.2 transitions. Shown possible (including an
    /// untraced attempt to leave it): `→ failed`. Shown began or changed (it was pending):
    /// `→ cancelled`. Shown ended (a pending discrete recognizer, or a continuous one that ended
    /// while waiting): it stays ended, since nothing leaves ended but a reset, and is traced
    /// suppressed by the `winner` that excluded it (disabling names none).
    func ruleOut(_ record: ArbitrationRecord, reason: String, winner: GestureRecognizer?) {
        switch record.untracedChanges.first?.from ?? record.recognizer.state {
        case .possible:
            force(record, to: .failed, reason: reason)
        case .began, .changed:
            force(record, to: .cancelled, reason: reason)
        case .ended:
            guard let winner else { return }
            record.isSuppressed = true
            suppressed(record.recognizer, by: winner)
        case .cancelled, .failed:
            // Ruled itself out this turn, already traced.
            break
        }
    }

    func waits(_ recognizer: GestureRecognizer, on required: GestureRecognizer) {
        trace.append(.wait(recognizer: recognizer.id, on: required.id), at: now)
    }

    func suppressed(_ recognizer: GestureRecognizer, by winner: GestureRecognizer?) {
        trace.append(.suppressed(recognizer: recognizer.id, by: winner?.id ?? "?"), at: now)
    }

    func droppedCycle(_ recognizer: GestureRecognizer, requiring other: GestureRecognizer) {
        trace.append(.cycle(recognizer: recognizer.id, dropped: other.id), at: now)
    }

    func tookTouches(_ recognizer: GestureRecognizer) {
        engine.recognizerTookTouches(recognizer)
    }
}

/// A state assignment as the trace records it.
struct StateChange {
    let from: GestureRecognizerState
    let to: GestureRecognizerState
    /// Nil: the recognizer gave no reason.
    let reason: String?
}
