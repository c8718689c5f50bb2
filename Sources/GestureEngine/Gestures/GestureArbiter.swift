/// What the arbiter's decisions do: the owner (the `GestureSystem`) applies them to recognizers,
/// the trace and the view's touches. The arbiter decides; it never traces or touches a view.
protocol ArbitrationEffects: AnyObject {
    /// Arbitration decides `recognizer`'s state (`StateTracing.swift`).
    func force(_ recognizer: GestureRecognizer, to state: GestureRecognizerState, reason: String)
    /// Rules out a recognizer that has not acted (§4.5, §5.3, §5.8), by `winner` if any.
    func ruleOut(_ recognizer: GestureRecognizer, reason: String, winner: GestureRecognizer?)
    /// Arbitration let `recognizer` out of possible: its held-back changes are shown as made.
    func letOut(_ recognizer: GestureRecognizer)
    /// §6.3: `recognizer` waits for `required` to fail.
    func waits(_ recognizer: GestureRecognizer, on required: GestureRecognizer)
    /// §6.5: `recognizer` never acts this sequence because `winner` (if known) recognized.
    func suppressed(_ recognizer: GestureRecognizer, by winner: GestureRecognizer?)
    /// §6.6: the edge `recognizer` requires `other` to fail was dropped: it closed a cycle.
    func droppedCycle(_ recognizer: GestureRecognizer, requiring other: GestureRecognizer)
    /// §3.2, §3.3: `recognizer` became effective: the view's touches it took are cancelled or
    /// released.
    func tookTouches(_ recognizer: GestureRecognizer)
}

/// The arbitration policy of one engine, in the spirit of Flutter's gesture arena: who wins a
/// touch, who waits, who is excluded. It holds the members (recognizers taking part in the
/// sequence, in participant order), takes their state changes, asks its questions through
/// `ArbitrationQuestions` and hands its decisions to `ArbitrationEffects`.
///
/// Invariants:
/// - Two members conflict while they track a common touch (§5.1). When one becomes effective,
///   and at each of its later effective changes, every conflicting member that is not terminal
///   and not simultaneous with it (§5.5, either delegate saying yes) is excluded if the winner
///   can prevent it and it can be prevented (§5.2, §5.7): possible → failed, began/changed →
///   cancelled. Project choice: a pair's simultaneity is asked once per sequence, and a later
///   change re-checks conflicts only after a new participant joined.
/// - The first winner keeps the touch: a member becoming effective fails instead if an
///   effective conflicting one can prevent it (§5.3). Same-turn ties: one-way preventers first,
///   then participant order (§5.4).
/// - A member whose required recognizers are unresolved is pending (§6.3): no action, no
///   exclusion, no view cancellation. All of them failing makes it effective, its first action
///   `.began` (§6.4); one of them recognizing suppresses it (§6.5).
/// - Leaving possible first asks shouldBegin (§4.6); false fails it, which satisfies
///   requirements like any failure (§6.7).
/// - An attempt to leave possible is shown only when arbitration lets it through (pending,
///   effective or suppressed); refused or excluded, only `possible → failed` (§4.6, §5.4).
/// - Every decision goes through `effects`, every question through `questions`; the arbiter
///   reads no delegate, hook or view itself.
final class GestureArbiter {
    let questions: any ArbitrationQuestions
    /// Set by the owner, which applies the decisions, right after it makes the arbiter (the
    /// owner keeps the arbiter alive, not the other way round).
    unowned var effects: (any ArbitrationEffects)!
    /// Recognizers taking part in the current sequence, in participant order (the newest
    /// touch's participants first).
    var members: [GestureRecognizer] = []
    /// Counts the touches given participants; a member that checked its conflicts at the
    /// current count has met every participant it can conflict with.
    private(set) var participantEpoch = 0

    init(questions: any ArbitrationQuestions) {
        self.questions = questions
    }

    /// A touch got participants: conflicts must be checked again.
    func participantsJoined() {
        participantEpoch += 1
    }

    // MARK: Taking state changes

    /// Arbitrates every member's unarbitrated state change, to a fixed point (answers and
    /// decisions may cause further changes). Actions it queues are delivered by the owner.
    func settle() {
        var queue = members.filter { $0.arbitration.needsArbitration }
        var cursor = 0
        while !queue.isEmpty {
            while let next = nextToArbitrate(from: queue, cursor: &cursor) {
                next.arbitration.needsArbitration = false
                arbitrate(next)
            }
            // Changes made while arbitrating (delegate answers may assign states).
            queue = members.filter { $0.arbitration.needsArbitration }
            cursor = 0
        }
    }

    /// The next member with an unarbitrated change, from `queue` (candidates in participant
    /// order, those before `cursor` done): the first one, unless it is trying to leave possible;
    /// then §5.4 breaks the tie among those trying: one-way preventers first, then participant
    /// order. Changes of members already past possible are no tie, so a turn in which every
    /// candidate is effective does no pair work.
    private func nextToArbitrate(from queue: [GestureRecognizer], cursor: inout Int) -> GestureRecognizer? {
        while cursor < queue.count, !queue[cursor].arbitration.needsArbitration { cursor += 1 }
        // Every candidate is arbitrated.
        guard cursor < queue.count else { return nil }
        let first = queue[cursor]
        // Not leaving possible: no tie to break.
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
        questions.prevents(a, b) && !questions.prevents(b, a)
    }

    /// Decides one state change of `recognizer`.
    func arbitrate(_ recognizer: GestureRecognizer) {
        let state = recognizer.state
        switch recognizer.arbitration.status {
        case .finished:
            // Decided already: it only waits for reset.
            return
        case .idle:
            if state == .failed || state == .cancelled {
                effects.letOut(recognizer)
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

    /// Decided for good: it waits only for reset.
    func finish(_ recognizer: GestureRecognizer) {
        recognizer.arbitration.status = .finished
        recognizer.arbitration.needsArbitration = false
    }

    /// §4.6 shouldBegin, then §6 failure requirements, then effectiveness.
    private func leavePossible(_ recognizer: GestureRecognizer) {
        guard questions.shouldBegin(recognizer) else {
            // §4.6: refused; the failure satisfies its dependents (§6.7).
            effects.force(recognizer, to: .failed, reason: "shouldBegin false")
            finish(recognizer)
            notifyDependents(of: recognizer)
            return
        }
        let requirements = establishRequirements(of: recognizer)
        if let winner = requirements.first(where: hasRecognized) {
            // §6.5: a required recognizer already recognized.
            suppress(recognizer, because: winner)
            return
        }
        let unresolved = requirements.filter(isUnresolved)
        if unresolved.isEmpty {
            becomeEffective(recognizer)
        } else {
            recognizer.arbitration.status = .pending
            effects.letOut(recognizer)
            for other in unresolved { effects.waits(recognizer, on: other) }
        }
    }

    /// A required recognizer not yet decided: taking part, possible or pending.
    func isUnresolved(_ required: GestureRecognizer) -> Bool {
        // Not taking part: it can never recognize this sequence.
        guard members.contains(where: { $0 === required }) else { return false }
        let status = required.arbitration.status
        return status == .pending || (status == .idle && !required.state.isTerminal)
    }

    /// It recognized, as far as its dependents are concerned: effective now, or it became
    /// effective this sequence and was not suppressed.
    private func hasRecognized(_ required: GestureRecognizer) -> Bool {
        required.arbitration.status == .effective
            || (required.arbitration.didBecomeEffective && !required.arbitration.isSuppressed)
    }

    private func becomeEffective(_ recognizer: GestureRecognizer) {
        // §5.3: an effective conflicting recognizer that can prevent this one keeps the touch
        // (including one whose last change, this turn, is not arbitrated yet).
        for other in conflicts(of: recognizer) where other.arbitration.status == .effective {
            if questions.prevents(other, recognizer), !areSimultaneous(other, recognizer) {
                effects.ruleOut(recognizer, reason: "excluded by \(other.id)", winner: other)
                finish(recognizer)
                notifyDependents(of: recognizer)
                return
            }
        }
        effects.letOut(recognizer)
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
        effects.tookTouches(recognizer)
    }

    /// §5.2 exclusion by an effective recognizer. Project choice: once every conflict has been
    /// checked and no participant has joined since, a later effective change does no pair work:
    /// each conflict left was excluded (finished), is simultaneous (answers are kept) or cannot
    /// be prevented.
    private func excludeConflicts(of winner: GestureRecognizer) {
        // Checked since the last participant joined: nothing new to exclude.
        guard winner.arbitration.conflictsCheckedAt != participantEpoch else { return }
        winner.arbitration.conflictsCheckedAt = participantEpoch
        for other in members where other !== winner && sharesTouch(winner, other) {
            let status = other.arbitration.status
            let excludable = status == .idle || status == .pending
                || (status == .effective && (other.state == .began || other.state == .changed))
            guard excludable, questions.prevents(winner, other), !areSimultaneous(winner, other) else { continue }
            exclude(other, by: winner)
        }
    }

    private func exclude(_ loser: GestureRecognizer, by winner: GestureRecognizer) {
        let reason = "excluded by \(winner.id)"
        if loser.arbitration.status == .effective {
            effects.force(loser, to: .cancelled, reason: reason)
            if loser.arbitration.hasDeliveredAction { loser.arbitration.queuedActions.append(.cancelled) }
        } else {
            // §5.8: a pending recognizer is excluded without an action.
            effects.ruleOut(loser, reason: reason, winner: winner)
        }
        finish(loser)
        notifyDependents(of: loser)
    }

    /// Members sharing a tracked touch with `recognizer`.
    private func conflicts(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        members.filter { $0 !== recognizer && sharesTouch(recognizer, $0) }
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
        // Asked already this sequence.
        if let known = a.arbitration.simultaneity[b.arbitration.serial] { return known }
        let simultaneous = questions.shouldRecognizeSimultaneously(a, with: b) == true
            || questions.shouldRecognizeSimultaneously(b, with: a) == true
        a.arbitration.simultaneity[b.arbitration.serial] = simultaneous
        b.arbitration.simultaneity[a.arbitration.serial] = simultaneous
        return simultaneous
    }

    // MARK: Dependents

    /// Members that required `required` to fail: when it fails, those whose every requirement
    /// has failed become effective.
    func notifyDependents(of required: GestureRecognizer) {
        for dependent in members where dependent.arbitration.status == .pending {
            let requirements = dependent.arbitration.requirements ?? []
            guard requirements.contains(where: { $0 === required }) else { continue }
            if requirements.contains(where: hasRecognized) { continue }
            if !requirements.contains(where: isUnresolved) { becomeEffective(dependent) }
        }
    }

    /// §6.5: `winner` recognized; members requiring it to fail never act this sequence.
    private func resolveDependents(onRecognized winner: GestureRecognizer) {
        for dependent in members where dependent !== winner {
            let status = dependent.arbitration.status
            guard status == .idle || status == .pending else { continue }
            let requirements = dependent.arbitration.requirements ?? questions.staticFailureRequirements(of: dependent)
            guard requirements.contains(where: { $0 === winner }) else { continue }
            if dependent.state == .possible {
                effects.force(dependent, to: .failed, reason: "required \(winner.id) recognized")
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
        effects.letOut(recognizer)
        recognizer.arbitration.isSuppressed = true
        finish(recognizer)
        effects.suppressed(recognizer, by: winner)
        // §4.10 resets terminal states only: a continuous one that began while waiting ends
        // cancelled (a §4.2 transition; it never acted, so no action).
        if recognizer.state == .began || recognizer.state == .changed {
            effects.force(recognizer, to: .cancelled, reason: "required \(winner?.id ?? "?") recognized")
        }
    }

    // MARK: Failure requirements (§6.1–6.2, 6.6)

    /// Established once per sequence, when the recognizer first tries to leave possible: the
    /// static list plus every dynamic source asked against every member (every recognizer on a
    /// current touch, and those still at work). One true establishes an edge; a false never
    /// removes one. An edge that would close a cycle is dropped (§6.6).
    private func establishRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        // Established already this sequence.
        if let known = recognizer.arbitration.requirements { return known }
        var required = questions.staticFailureRequirements(of: recognizer)
        for other in members where other !== recognizer && !required.contains(where: { $0 === other }) {
            if questions.requiresFailure(recognizer, of: other) { required.append(other) }
        }
        required.removeAll { other in
            guard requires(other, transitively: recognizer) else { return false }
            effects.droppedCycle(recognizer, requiring: other)
            return true
        }
        recognizer.arbitration.requirements = required
        return required
    }

    /// Whether `start` requires `target` to fail through established or static edges.
    private func requires(_ start: GestureRecognizer, transitively target: GestureRecognizer) -> Bool {
        var stack = [start]
        var visited: [GestureRecognizer] = []
        while let node = stack.popLast() {
            if node === target { return true }
            guard !visited.contains(where: { $0 === node }) else { continue }
            visited.append(node)
            stack += node.arbitration.requirements ?? questions.staticFailureRequirements(of: node)
        }
        return false
    }
}
