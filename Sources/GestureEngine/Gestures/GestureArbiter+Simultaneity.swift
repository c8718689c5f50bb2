/// Simultaneity (§5.5): when the question is asked and which members count as possible or
/// active for it.
extension GestureArbiter {
    /// §5.5: asked against each conflicting member that is possible or active and that either
    /// side could prevent (§5.7: a pair that neither can prevent needs no answer). Either
    /// delegate saying true makes the pair simultaneous; `record`'s delegate is asked first, the
    /// other's only while the answer is still no. The answers, kept in both records, decide the
    /// transition and the exclusions it makes.
    /// - `refreshing`: `record` attempts to leave possible: every pair is asked afresh. Otherwise
    ///   only pairs never asked this sequence (met since: a member joined while `record` was
    ///   pending or active); answers already given are kept — never re-asked on `changed`.
    func askSimultaneity(of record: ArbitrationRecord, refreshing: Bool) {
        for other in members where other !== record && isPossibleOrActive(other) && sharesTouch(record, other) {
            guard refreshing || record.simultaneity[other.serial] == nil else { continue }
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
