/// What the arbiter's decisions do: the owner (the `GestureSystem`) applies them to recognizers,
/// the trace and the view's touches. The arbiter decides; it never traces or touches a view.
protocol ArbitrationEffects: AnyObject {
    /// Arbitration decides the recognizer's state (`StateTracing.swift`).
    func force(_ record: ArbitrationRecord, to state: GestureRecognizerState, reason: String)
    /// Rules out a recognizer that has not acted (§4.5, §5.3, §5.8), by `winner` if any.
    func ruleOut(_ record: ArbitrationRecord, reason: String, winner: GestureRecognizer?)
    /// Arbitration let the recognizer out of possible: its held-back changes are shown as made.
    func letOut(_ record: ArbitrationRecord)
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
/// touch, who waits, who is excluded. It owns one `ArbitrationRecord` per member (a recognizer
/// taking part in the sequence, in participant order), takes their state changes, asks its
/// questions through `ArbitrationQuestions` and hands its decisions to `ArbitrationEffects`.
///
/// Invariants:
/// - Two members conflict while they track a common touch (§5.1). When one becomes effective,
///   every conflicting member that is not terminal and not simultaneous with it (§5.5, either
///   delegate saying yes) is excluded if the winner can prevent it and it can be prevented
///   (§5.2, §5.7): possible → failed, began/changed → cancelled; its later effective changes
///   exclude members that joined since. The pair's simultaneity is asked afresh at each attempt
///   of either to leave possible while the other is possible or active (§5.5), never again on
///   `changed`: a pair first met at a change (a member joined while the other was active) is
///   asked then, once.
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
/// - `members` and `records` hold the same records; a recognizer has at most one.
final class GestureArbiter {
    let questions: any ArbitrationQuestions
    /// Set by the owner, which applies the decisions, right after it makes the arbiter (the
    /// owner keeps the arbiter alive, not the other way round).
    unowned var effects: (any ArbitrationEffects)!
    /// The members' records in participant order (the newest touch's participants first).
    private(set) var members: [ArbitrationRecord] = []
    /// The same records by recognizer.
    private var records: [ObjectIdentifier: ArbitrationRecord] = [:]
    /// Counts the turns the owner ended (`endTurn`): a member that ended in the current one was
    /// active when the turn began (§5.5).
    private(set) var turn = 0
    /// Counts the touches given participants; a member that checked its conflicts at the
    /// current count has met every participant it can conflict with.
    private(set) var participantEpoch = 0
    private var nextSerial = 0
    /// Members with an unarbitrated change, in the order they made it (may hold finished or
    /// duplicate entries; `settle` skips them).
    private var changed: [ArbitrationRecord] = []

    init(questions: any ArbitrationQuestions) {
        self.questions = questions
    }

    // MARK: Membership

    /// `recognizer`'s record, if it takes part in the sequence.
    func record(of recognizer: GestureRecognizer) -> ArbitrationRecord? {
        records[ObjectIdentifier(recognizer)]
    }

    /// A touch got `participants`: each joins (keeping its record if it has one) and they go
    /// first in participant order, the other members after them in their order. Conflicts must
    /// be checked again.
    @discardableResult
    func join(_ participants: [GestureRecognizer]) -> [ArbitrationRecord] {
        guard !participants.isEmpty else { return [] }
        participantEpoch += 1
        var joined: [ArbitrationRecord] = []
        joined.reserveCapacity(participants.count)
        for recognizer in participants {
            if let known = record(of: recognizer) {
                joined.append(known)
            } else {
                let record = ArbitrationRecord(recognizer: recognizer, serial: nextSerial)
                nextSerial += 1
                records[ObjectIdentifier(recognizer)] = record
                joined.append(record)
            }
        }
        members = joined + members.filter { member in !joined.contains { $0 === member } }
        return joined
    }

    /// Drops `record` (its recognizer reset or the owner is going away).
    func remove(_ record: ArbitrationRecord) {
        records[ObjectIdentifier(record.recognizer)] = nil
        members.removeAll { $0 === record }
        changed.removeAll { $0 === record }
    }

    /// The member made a state change for the arbiter to decide at the next `settle`.
    func stateDidChange(_ record: ArbitrationRecord) {
        if !record.needsArbitration { changed.append(record) }
        record.needsArbitration = true
    }

    /// Whether any member has an unarbitrated change.
    var hasUnsettledChanges: Bool { !changed.isEmpty }

    /// The owner finished a turn: members that ended in it are no longer active (§5.5).
    func endTurn() {
        turn += 1
    }

    // MARK: Taking state changes

    /// Arbitrates every member's unarbitrated state change, to a fixed point (answers and
    /// decisions may cause further changes). Actions it queues are delivered by the owner.
    func settle() {
        while !changed.isEmpty {
            // Candidates in participant order; most turns change one member.
            let round = changed.count == 1 ? changed : members.filter(\.needsArbitration)
            changed.removeAll(keepingCapacity: true)
            var cursor = 0
            while let next = nextToArbitrate(from: round, cursor: &cursor) {
                next.needsArbitration = false
                arbitrate(next)
            }
        }
    }

    /// The next member with an unarbitrated change, from `round` (candidates in participant
    /// order, those before `cursor` done): the first one, unless it is trying to leave possible;
    /// then §5.4 breaks the tie among those trying: one-way preventers first, then participant
    /// order. Changes of members already past possible are no tie, so a turn in which every
    /// candidate is effective does no pair work.
    private func nextToArbitrate(from round: [ArbitrationRecord], cursor: inout Int) -> ArbitrationRecord? {
        while cursor < round.count, !round[cursor].needsArbitration { cursor += 1 }
        // Every candidate is arbitrated.
        guard cursor < round.count else { return nil }
        let first = round[cursor]
        // Not leaving possible: no tie to break.
        guard isLeavingPossible(first) else {
            cursor += 1
            return first
        }
        var best = first
        for candidate in round[(cursor + 1)...] where candidate.needsArbitration && isLeavingPossible(candidate) {
            if preventsOneWay(candidate.recognizer, best.recognizer) { best = candidate }
        }
        if best === first { cursor += 1 }
        return best
    }

    /// Out of possible by its own assignment, not yet let through by arbitration.
    func isLeavingPossible(_ record: ArbitrationRecord) -> Bool {
        guard record.status == .idle else { return false }
        let state = record.recognizer.state
        return state == .began || state == .changed || state == .ended
    }

    private func preventsOneWay(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        questions.prevents(a, b) && !questions.prevents(b, a)
    }

    /// Decides one state change of the member.
    func arbitrate(_ record: ArbitrationRecord) {
        let state = record.recognizer.state
        switch record.status {
        case .finished:
            // Decided already: it only waits for reset.
            return
        case .idle:
            if state == .failed || state == .cancelled {
                effects.letOut(record)
                finish(record)
                notifyDependents(of: record.recognizer)
            } else if state != .possible {
                leavePossible(record)
            }
        case .pending:
            if state == .failed || state == .cancelled {
                finish(record)
                notifyDependents(of: record.recognizer)
            }
        case .effective:
            switch state {
            case .changed, .ended:
                // §5.2: every effective change excludes, members that joined since included.
                record.queuedActions.append(state)
                excludeConflicts(of: record)
                if state == .ended {
                    record.endedInTurn = turn
                    finish(record)
                }
            case .cancelled:
                // §4.3: cancelled is delivered only after an earlier action.
                if record.hasDeliveredAction || !record.queuedActions.isEmpty {
                    record.queuedActions.append(.cancelled)
                }
                finish(record)
            default:
                finish(record)
            }
        }
    }

    /// Decided for good: it waits only for reset.
    func finish(_ record: ArbitrationRecord) {
        record.status = .finished
        record.needsArbitration = false
    }

    /// §4.6 shouldBegin, then §6 failure requirements, then effectiveness.
    private func leavePossible(_ record: ArbitrationRecord) {
        let recognizer = record.recognizer
        guard questions.shouldBegin(recognizer) else {
            // §4.6: refused; the failure satisfies its dependents (§6.7).
            effects.force(record, to: .failed, reason: "shouldBegin false")
            finish(record)
            notifyDependents(of: recognizer)
            return
        }
        let requirements = establishRequirements(of: record)
        if let winner = requirements.first(where: hasRecognized) {
            // §6.5: a required recognizer already recognized.
            suppress(record, because: winner)
            return
        }
        // §5.5: the attempt asks, whether it goes pending or becomes effective.
        askSimultaneity(of: record, refreshing: true)
        let unresolved = requirements.filter(isUnresolved)
        if unresolved.isEmpty {
            becomeEffective(record)
        } else {
            record.status = .pending
            effects.letOut(record)
            for other in unresolved { effects.waits(recognizer, on: other) }
        }
    }

    func becomeEffective(_ record: ArbitrationRecord) {
        let recognizer = record.recognizer
        // Pairs met since the attempt (a pending one's late joiners) are asked now.
        askSimultaneity(of: record, refreshing: false)
        // §5.3: an active conflicting recognizer that can prevent this one keeps the touch
        // (including one whose last change, this turn, is not arbitrated yet, and one that ended
        // in this turn: the order in which a turn's changes are arbitrated decides nothing).
        for other in members where other !== record && isActive(other) && sharesTouch(record, other) {
            if questions.prevents(other.recognizer, recognizer), record.simultaneity[other.serial] != true {
                effects.ruleOut(record, reason: "excluded by \(other.recognizer.id)", winner: other.recognizer)
                finish(record)
                notifyDependents(of: recognizer)
                return
            }
        }
        effects.letOut(record)
        record.status = .effective
        record.didBecomeEffective = true
        // The first action below reflects the current state, including changes made this turn.
        record.needsArbitration = false
        // §6.4: the first delivered action is .began even if the state moved on internally.
        switch (recognizer.isDiscrete, recognizer.state) {
        case (true, _): record.queuedActions.append(recognizer.state)
        case (false, .began), (false, .changed): record.queuedActions.append(.began)
        case (false, .ended): record.queuedActions += [.began, .ended]
        default: break
        }
        if recognizer.state == .ended { record.endedInTurn = turn }
        if recognizer.state.isTerminal { finish(record) }
        // §6.5 before §5.8: a dependent waiting on this recognizer is suppressed, not excluded.
        resolveDependents(onRecognized: recognizer)
        excludeConflicts(of: record)
        effects.tookTouches(recognizer)
    }

    /// §5.2 exclusion by an effective recognizer, with the answers asked at its attempt
    /// (`askSimultaneity`). Project choice: once every conflict has been checked and no
    /// participant has joined since, a later effective change does no pair work: each conflict
    /// left was excluded (finished), is simultaneous or cannot be prevented; one that joined
    /// since is asked about once, here.
    private func excludeConflicts(of winner: ArbitrationRecord) {
        // Checked since the last participant joined: nothing new to exclude.
        guard winner.conflictsCheckedAt != participantEpoch else { return }
        winner.conflictsCheckedAt = participantEpoch
        askSimultaneity(of: winner, refreshing: false)
        for other in members where other !== winner && sharesTouch(winner, other) {
            let excludable = other.status == .idle || other.status == .pending
                || (other.status == .effective && (other.recognizer.state == .began || other.recognizer.state == .changed))
            guard excludable, questions.prevents(winner.recognizer, other.recognizer), winner.simultaneity[other.serial] != true else { continue }
            exclude(other, by: winner.recognizer)
        }
    }

    private func exclude(_ loser: ArbitrationRecord, by winner: GestureRecognizer) {
        let reason = "excluded by \(winner.id)"
        if loser.status == .effective {
            effects.force(loser, to: .cancelled, reason: reason)
            if loser.hasDeliveredAction { loser.queuedActions.append(.cancelled) }
        } else {
            // §5.8: a pending recognizer is excluded without an action.
            effects.ruleOut(loser, reason: reason, winner: winner)
        }
        finish(loser)
        notifyDependents(of: loser.recognizer)
    }

    /// §5.1: two recognizers conflict while they track a common touch.
    func sharesTouch(_ a: ArbitrationRecord, _ b: ArbitrationRecord) -> Bool {
        let theirs = b.recognizer.trackedTouches
        for touch in a.recognizer.trackedTouches where theirs.contains(where: { $0 === touch }) { return true }
        return false
    }
}
