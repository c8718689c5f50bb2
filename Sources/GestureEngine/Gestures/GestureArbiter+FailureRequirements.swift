/// Failure requirements (§6): establishing them, and what a required recognizer's outcome does
/// to the members waiting on it.
extension GestureArbiter {
    // MARK: Outcomes of required recognizers

    /// A required recognizer not yet decided: taking part, possible or pending — or out of
    /// possible in this turn with the change not yet arbitrated (§6.3 in the same turn: whatever
    /// the participant order, a dependent waits for its requirement's outcome in that turn).
    func isUnresolved(_ required: GestureRecognizer) -> Bool {
        // Not taking part: it can never recognize this sequence.
        guard let record = record(of: required) else { return false }
        return record.isUndecided || (record.status == .idle && record.needsArbitration)
    }

    /// It recognized, as far as its dependents are concerned: effective now, or it became
    /// effective this sequence and was not suppressed.
    func hasRecognized(_ required: GestureRecognizer) -> Bool {
        guard let record = record(of: required) else { return false }
        return record.status == .effective || (record.didBecomeEffective && !record.isSuppressed)
    }

    // MARK: Dependents

    /// Members that required `required` to fail: when it fails, those whose every requirement
    /// has failed become effective.
    func notifyDependents(of required: GestureRecognizer) {
        for dependent in members where dependent.status == .pending {
            let requirements = dependent.requirements ?? []
            guard requirements.contains(where: { $0 === required }) else { continue }
            if requirements.contains(where: hasRecognized) { continue }
            if !requirements.contains(where: isUnresolved) { becomeEffective(dependent) }
        }
    }

    /// §6.5: `winner` recognized; members requiring it to fail never act this sequence. One
    /// attempting to leave possible in this same turn, not yet arbitrated, is decided as its own
    /// arbitration would: its requirements established (§6.2), then shouldBegin asked (§4.6).
    func resolveDependents(onRecognized winner: GestureRecognizer) {
        for dependent in members where dependent.recognizer !== winner {
            guard dependent.status == .idle || dependent.status == .pending else { continue }
            guard currentRequirements(of: dependent).contains(where: { $0 === winner }) else { continue }
            if dependent.recognizer.state == .possible {
                effects.force(dependent, to: .failed, reason: "required \(winner.id) recognized")
                finish(dependent)
                notifyDependents(of: dependent.recognizer)
            } else if isLeavingPossible(dependent), !questions.shouldBegin(dependent.recognizer) {
                effects.force(dependent, to: .failed, reason: "shouldBegin false")
                finish(dependent)
                notifyDependents(of: dependent.recognizer)
            } else {
                suppress(dependent, because: winner)
            }
        }
    }

    /// The requirements that count for `dependent` now: those established at its attempt; for
    /// one attempting in this turn and not yet arbitrated, established now, so that every form
    /// of requirement counts (§6.1); for one still possible, the static ones (its dynamic
    /// sources are asked only when it attempts).
    private func currentRequirements(of dependent: ArbitrationRecord) -> [GestureRecognizer] {
        if let known = dependent.requirements { return known }
        return isLeavingPossible(dependent) ? establishRequirements(of: dependent) : questions.staticFailureRequirements(of: dependent.recognizer)
    }

    /// §6.5 project choice: past possible, the recognizer takes no further touches, never acts,
    /// and resets as usual; a discrete one keeps its internal `ended`, a continuous one still
    /// began or changed is cancelled so that it resets from a terminal state (§4.10).
    func suppress(_ record: ArbitrationRecord, because winner: GestureRecognizer?) {
        effects.letOut(record)
        record.isSuppressed = true
        finish(record)
        effects.suppressed(record.recognizer, by: winner)
        // §4.10 resets terminal states only: a continuous one that began while waiting ends
        // cancelled (a §4.2 transition; it never acted, so no action).
        if record.recognizer.state == .began || record.recognizer.state == .changed {
            effects.force(record, to: .cancelled, reason: "required \(winner?.id ?? "?") recognized")
        }
        // §6.7: it never recognized, so it fails its own dependents' requirements.
        notifyDependents(of: record.recognizer)
    }

    // MARK: Failure requirements (§6.1–6.2, 6.6)

    /// Established once per sequence, when the recognizer first tries to leave possible: the
    /// static list plus every dynamic source asked against every member (every recognizer on a
    /// current touch, and those still at work). One true establishes an edge; a false never
    /// removes one. An edge that would close a cycle is dropped (§6.6).
    func establishRequirements(of record: ArbitrationRecord) -> [GestureRecognizer] {
        // Established already this sequence.
        if let known = record.requirements { return known }
        let recognizer = record.recognizer
        var required = questions.staticFailureRequirements(of: recognizer)
        for other in members where other !== record && !required.contains(where: { $0 === other.recognizer }) {
            if questions.requiresFailure(recognizer, of: other.recognizer) { required.append(other.recognizer) }
        }
        required.removeAll { other in
            guard requires(other, transitively: recognizer) else { return false }
            effects.droppedCycle(recognizer, requiring: other)
            return true
        }
        record.requirements = required
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
            stack += record(of: node)?.requirements ?? questions.staticFailureRequirements(of: node)
        }
        return false
    }
}
