/// The arbitration policy: who wins a touch, who waits, who is excluded.
///
/// Invariants:
/// - Two recognizers conflict while they track a common touch (§5.1). When one becomes
///   effective, and at each of its later effective changes, every conflicting recognizer that is
///   not terminal and not simultaneous with it (§5.5, either delegate saying yes) is excluded if
///   the winner can prevent it and it can be prevented (§5.2, §5.7): possible → failed,
///   began/changed → cancelled. Project choice: a pair's simultaneity is asked once per
///   sequence, and a later change re-checks conflicts only after a new participant joined.
/// - The first winner keeps the touch: a recognizer becoming effective fails instead if an
///   effective conflicting one can prevent it (§5.3). Same-turn ties: one-way preventers first,
///   then participant order (§5.4).
/// - A recognizer whose required recognizers are unresolved is pending (§6.3): no action, no
///   exclusion, no view cancellation. All of them failing makes it effective, its first action
///   `.began` (§6.4); one of them recognizing suppresses it (§6.5).
/// - Leaving possible first asks shouldBegin (§4.6); false fails it, which satisfies
///   requirements like any failure (§6.7).
/// - An attempt to leave possible is traced only when arbitration lets it through (pending,
///   effective or suppressed); refused or excluded, the trace shows only `possible → failed`
///   (§4.6, §5.4).
extension GestureSystem {
    /// The next recognizer with an unarbitrated change, from `queue` (candidates in participant
    /// order, those before `cursor` done): the first one, unless it is trying to leave possible;
    /// then §5.4 breaks the tie among those trying: one-way preventers first, then participant
    /// order. Changes of recognizers already past possible are no tie, so a turn in which every
    /// candidate is effective does no pair work.
    func nextToArbitrate(from queue: [GestureRecognizer], cursor: inout Int) -> GestureRecognizer? {
        while cursor < queue.count, !queue[cursor].arbitration.needsArbitration { cursor += 1 }
        guard cursor < queue.count else { return nil }
        let first = queue[cursor]
        guard isLeavingPossible(first) else {
            cursor += 1
            return first
        }
        var best = first
        for candidate in queue[(cursor + 1)...] where candidate.arbitration.needsArbitration && isLeavingPossible(candidate) {
            if preventsOneWay(candidate, best) { best = candidate }
        }
        if best === first { cursor += 1 }
        return best
    }

    /// Out of possible by its own assignment, not yet let through by arbitration.
    private func isLeavingPossible(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.arbitration.status == .idle else { return false }
        let state = recognizer.state
        return state == .began || state == .changed || state == .ended
    }

    private func preventsOneWay(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        prevents(a, b) && !prevents(b, a)
    }

    /// The two-sided prevention test of §5.2.
    private func prevents(_ winner: GestureRecognizer, _ loser: GestureRecognizer) -> Bool {
        winner.canPrevent(loser) && loser.canBePrevented(by: winner)
    }

    func arbitrate(_ recognizer: GestureRecognizer) {
        let state = recognizer.state
        switch recognizer.arbitration.status {
        case .finished:
            return
        case .idle:
            if state == .failed || state == .cancelled {
                traceUntracedChanges(of: recognizer)
                finish(recognizer)
                notifyDependents(of: recognizer)
            } else if state != .possible {
                leavePossible(recognizer)
            }
        case .pending:
            if state == .failed || state == .cancelled {
                finish(recognizer)
                notifyDependents(of: recognizer)
            }
        case .effective:
            switch state {
            case .changed, .ended:
                recognizer.arbitration.queuedActions.append(state)
                excludeConflicts(of: recognizer)
                if state == .ended { finish(recognizer) }
            case .cancelled:
                // §4.3: cancelled is delivered only after an earlier action.
                if recognizer.arbitration.hasDeliveredAction || !recognizer.arbitration.queuedActions.isEmpty {
                    recognizer.arbitration.queuedActions.append(.cancelled)
                }
                finish(recognizer)
            default:
                finish(recognizer)
            }
        }
    }

    /// §4.6 shouldBegin, then §6 failure requirements, then effectiveness.
    private func leavePossible(_ recognizer: GestureRecognizer) {
        guard shouldBegin(recognizer) else {
            force(recognizer, to: .failed, reason: "shouldBegin false")
            finish(recognizer)
            notifyDependents(of: recognizer)
            return
        }
        let requirements = establishRequirements(of: recognizer)
        if requirements.contains(where: { $0.arbitration.status == .effective || hasRecognized($0) }) {
            suppress(recognizer, because: requirements.first { $0.arbitration.status == .effective || hasRecognized($0) })
            return
        }
        let unresolved = requirements.filter(isUnresolved)
        if unresolved.isEmpty {
            becomeEffective(recognizer)
        } else {
            recognizer.arbitration.status = .pending
            traceUntracedChanges(of: recognizer)
            for other in unresolved {
                trace.append(.wait(recognizer: recognizer.id, on: other.id), at: now)
            }
        }
    }

    private func shouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if let answer = recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) {
            trace.append(.ask(question: "shouldBegin", recognizer: recognizer.id, other: nil, answer: answer), at: now)
            if !answer { return false }
        }
        if let view = recognizer.view, let hook = view.shouldBeginHook {
            let answer = hook(recognizer)
            trace.append(.ask(question: "viewShouldBegin", recognizer: recognizer.id, other: view.id, answer: answer), at: now)
            if !answer { return false }
        }
        return true
    }

    /// A required recognizer not yet decided: taking part, possible or pending.
    func isUnresolved(_ required: GestureRecognizer) -> Bool {
        guard required.system === self, active.contains(where: { $0 === required }) else { return false }
        let status = required.arbitration.status
        return status == .pending || (status == .idle && !required.state.isTerminal)
    }

    private func hasRecognized(_ required: GestureRecognizer) -> Bool {
        required.arbitration.didBecomeEffective && !required.arbitration.isSuppressed
    }

    private func becomeEffective(_ recognizer: GestureRecognizer) {
        // §5.3: an effective conflicting recognizer that can prevent this one keeps the touch
        // (including one whose last change, this turn, is not arbitrated yet).
        for other in conflicts(of: recognizer) where other.arbitration.status == .effective {
            if prevents(other, recognizer), !areSimultaneous(other, recognizer) {
                ruleOut(recognizer, reason: "excluded by \(other.id)", winner: other)
                finish(recognizer)
                notifyDependents(of: recognizer)
                return
            }
        }
        traceUntracedChanges(of: recognizer)
        recognizer.arbitration.status = .effective
        recognizer.arbitration.didBecomeEffective = true
        // The first action below reflects the current state, including changes made this turn.
        recognizer.arbitration.needsArbitration = false
        // §6.4: the first delivered action is .began even if the state moved on internally.
        switch (recognizer.isDiscrete, recognizer.state) {
        case (true, _): recognizer.arbitration.queuedActions.append(recognizer.state)
        case (false, .began), (false, .changed): recognizer.arbitration.queuedActions.append(.began)
        case (false, .ended): recognizer.arbitration.queuedActions += [.began, .ended]
        default: break
        }
        if recognizer.state.isTerminal { finish(recognizer) }
        // §6.5 before §5.8: a dependent waiting on this recognizer is suppressed, not excluded.
        resolveDependents(onRecognized: recognizer)
        excludeConflicts(of: recognizer)
        engine.recognizerTookTouches(recognizer)
    }

    /// §5.2 exclusion by an effective recognizer. Project choice: once every conflict has been
    /// checked and no participant has joined since, a later effective change does no pair work:
    /// each conflict left was excluded (finished), is simultaneous (answers are kept) or cannot
    /// be prevented.
    func excludeConflicts(of winner: GestureRecognizer) {
        guard winner.arbitration.conflictsCheckedAt != participantEpoch else { return }
        winner.arbitration.conflictsCheckedAt = participantEpoch
        for other in active where other !== winner && sharesTouch(winner, other) {
            let status = other.arbitration.status
            let excludable = status == .idle || status == .pending
                || (status == .effective && (other.state == .began || other.state == .changed))
            guard excludable, prevents(winner, other), !areSimultaneous(winner, other) else { continue }
            exclude(other, by: winner)
        }
    }

    private func exclude(_ loser: GestureRecognizer, by winner: GestureRecognizer) {
        let reason = "excluded by \(winner.id)"
        if loser.arbitration.status == .effective {
            force(loser, to: .cancelled, reason: reason)
            if loser.arbitration.hasDeliveredAction { loser.arbitration.queuedActions.append(.cancelled) }
        } else {
            // §5.8: a pending recognizer is excluded without an action.
            ruleOut(loser, reason: reason, winner: winner)
        }
        finish(loser)
        notifyDependents(of: loser)
    }

    /// Recognizers sharing a tracked touch with `recognizer`.
    func conflicts(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        active.filter { $0 !== recognizer && sharesTouch(recognizer, $0) }
    }

    /// §5.1: two recognizers conflict while they track a common touch.
    private func sharesTouch(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        for touch in a.arbitration.touches where b.arbitration.touches.contains(where: { $0 === touch }) { return true }
        return false
    }

    /// §5.5: either delegate saying true makes the pair simultaneous; the winner's delegate is
    /// asked first, the other's only while the answer is still no. Project choice (unlike §5.5's
    /// re-asking): asked once per pair per sequence, the first time the pair needs it, and kept
    /// until either recognizer resets (a reset gives it a new `serial`).
    private func areSimultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if let known = a.arbitration.simultaneity[b.arbitration.serial] { return known }
        var simultaneous = false
        for (asker, other) in [(a, b), (b, a)] {
            guard let answer = asker.delegate?.gestureRecognizer(asker, shouldRecognizeSimultaneouslyWith: other) else { continue }
            trace.append(.ask(question: "shouldRecognizeSimultaneously", recognizer: asker.id, other: other.id, answer: answer), at: now)
            if answer {
                simultaneous = true
                break
            }
        }
        a.arbitration.simultaneity[b.arbitration.serial] = simultaneous
        b.arbitration.simultaneity[a.arbitration.serial] = simultaneous
        return simultaneous
    }

    // MARK: Dependents

    /// Recognizers that required `required` to fail: when it fails, those whose every
    /// requirement has failed become effective.
    func notifyDependents(of required: GestureRecognizer) {
        for dependent in active where dependent.arbitration.status == .pending {
            let requirements = dependent.arbitration.requirements ?? []
            guard requirements.contains(where: { $0 === required }) else { continue }
            if requirements.contains(where: { $0.arbitration.status == .effective || hasRecognized($0) }) { continue }
            if !requirements.contains(where: isUnresolved) { becomeEffective(dependent) }
        }
    }

    /// §6.5: `winner` recognized; recognizers requiring it to fail never act this sequence.
    private func resolveDependents(onRecognized winner: GestureRecognizer) {
        for dependent in active where dependent !== winner {
            let status = dependent.arbitration.status
            guard status == .idle || status == .pending else { continue }
            let requirements = dependent.arbitration.requirements ?? dependent.staticFailureRequirements
            guard requirements.contains(where: { $0 === winner }) else { continue }
            if dependent.state == .possible {
                force(dependent, to: .failed, reason: "required \(winner.id) recognized")
                finish(dependent)
                notifyDependents(of: dependent)
            } else {
                suppress(dependent, because: winner)
            }
        }
    }

    /// §6.5 project choice: past possible, the recognizer takes no further touches, never acts,
    /// and resets as usual; a discrete one keeps its internal `ended`, a continuous one still
    /// began or changed is cancelled so that it resets from a terminal state (§4.10).
    private func suppress(_ recognizer: GestureRecognizer, because winner: GestureRecognizer?) {
        traceUntracedChanges(of: recognizer)
        recognizer.arbitration.isSuppressed = true
        finish(recognizer)
        trace.append(.suppressed(recognizer: recognizer.id, by: winner?.id ?? "?"), at: now)
        // §4.10 resets terminal states only: a continuous one that began while waiting ends
        // cancelled (a §4.2 transition; it never acted, so no action).
        if recognizer.state == .began || recognizer.state == .changed {
            force(recognizer, to: .cancelled, reason: "required \(winner?.id ?? "?") recognized")
        }
    }
}
