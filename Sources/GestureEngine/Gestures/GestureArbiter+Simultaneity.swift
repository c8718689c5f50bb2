/// Simultaneity (§5.5): when the question is asked and which members count as possible or
/// active for it.
extension GestureArbiter {
    /// §5.5: asked at each attempt of `record` to leave possible (here, as it becomes
    /// effective), against each conflicting member that is possible or active and that either
    /// side could prevent (§5.7: a pair that neither can prevent needs no answer). Either
    /// delegate saying true makes the pair simultaneous; the attempting recognizer's delegate is
    /// asked first, the other's only while the answer is still no. The answers, kept in both
    /// records, decide this transition and the exclusions it makes; a later attempt asks again.
    func askSimultaneity(of record: ArbitrationRecord) {
        for other in members where other !== record && isPossibleOrActive(other) && sharesTouch(record, other) {
            guard questions.prevents(record.recognizer, other.recognizer) || questions.prevents(other.recognizer, record.recognizer) else {
                continue
            }
            let simultaneous = questions.shouldRecognizeSimultaneously(record.recognizer, with: other.recognizer) == true
                || questions.shouldRecognizeSimultaneously(other.recognizer, with: record.recognizer) == true
            record.simultaneity[other.serial] = simultaneous
            other.simultaneity[record.serial] = simultaneous
        }
    }

    /// Possible (even when trying to leave it in this turn), pending, or active (§5.5).
    private func isPossibleOrActive(_ record: ArbitrationRecord) -> Bool {
        switch record.status {
        case .idle: record.recognizer.state != .failed && record.recognizer.state != .cancelled
        case .pending: true
        case .effective, .finished: isActive(record)
        }
    }

    /// Effective, or it recognized in this turn: began or changed when the turn began.
    func isActive(_ record: ArbitrationRecord) -> Bool {
        record.status == .effective || (record.endedInTurn == turn && !record.isSuppressed)
    }
}
