/// What recognizers report to the system running them (`GestureRecognizerHost`): state
/// assignments, refused ones, disabling, and their timers.
extension GestureSystem: GestureRecognizerHost {
    /// §4.6, §5.4: an attempt to leave possible (and what follows it in the same turn) is not
    /// traced until arbitration decides it; failing from possible on its own is traced at once.
    func recognizer(_ recognizer: GestureRecognizer, changedFrom previous: GestureRecognizerState, reason: String?) {
        guard let record = arbiter.record(of: recognizer) else { return }
        arbiter.stateDidChange(record)
        let change = StateChange(from: previous, to: recognizer.state, reason: reason)
        let isUndecided = record.status == .idle
            && (previous == .possible ? recognizer.state != .failed : !record.untracedChanges.isEmpty)
        if isUndecided {
            record.untracedChanges.append(change)
        } else {
            traceStateChange(change, of: recognizer)
        }
    }

    func recognizer(_ recognizer: GestureRecognizer, refusedTransitionTo next: GestureRecognizerState) {
        trace.append(.refused(recognizer: recognizer.id, from: recognizer.state, to: next), at: now)
    }

    /// §4.5: disabling fails (possible) or cancels (began, changed; pending ones too, without an
    /// action) in the same turn; a pending one that already ended stays ended and never acts.
    func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
        guard let record = arbiter.record(of: recognizer) else { return }
        if record.status == .effective, recognizer.state == .began || recognizer.state == .changed {
            force(record, to: .cancelled, reason: "disabled")
            if record.hasDeliveredAction { record.queuedActions.append(.cancelled) }
        } else if !recognizer.state.isTerminal || record.status == .pending || !record.untracedChanges.isEmpty {
            ruleOut(record, reason: "disabled", winner: nil)
        }
        arbiter.finish(record)
        arbiter.notifyDependents(of: recognizer)
        // Touches are released so that the recognizer resets this turn and, re-enabled, takes
        // only touches that begin afterwards.
        for touch in recognizer.trackedTouches { recognizer.ignoredTouchIDs.insert(touch.id) }
        recognizer.trackedTouches.removeAll()
        runArbitration()
    }

    func schedule(for recognizer: GestureRecognizer, after delay: Double, label: String, _ action: @escaping () -> Void) {
        guard let record = arbiter.record(of: recognizer) else { return }
        let serial = record.nextTimerSerial
        record.nextTimerSerial += 1
        // Unowned: a record's timers are cancelled before it is dropped, and the timer queue
        // goes away with the engine that owns this system.
        record.timers[serial] = engine.schedule(at: now + delay, owner: recognizer.id, label: label) { [unowned self, unowned record] in
            record.timers[serial] = nil
            action()
            self.runArbitration()
            self.engine.finishGestureTurn()
        }
    }

    func cancelTimers(of recognizer: GestureRecognizer) {
        guard let record = arbiter.record(of: recognizer) else { return }
        cancelTimers(of: record)
    }

    func cancelTimers(of record: ArbitrationRecord) {
        for token in record.timers.values { engine.cancelTimer(token) }
        record.timers.removeAll()
    }
}
