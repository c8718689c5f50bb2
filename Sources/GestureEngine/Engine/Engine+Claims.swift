/// §1.7 claims: the system (a drag session, a system edge gesture) taking a touch from the app.
extension Engine {
    /// §1.7: the system takes `touch` from the app at the end of this turn: it is cancelled
    /// for the app in a turn of its own at the same time (recognizers and the view get
    /// `touchesCancelled`, active recognizers act `.cancelled`), and its finger's later input
    /// goes to `claim`. A touch no longer down is not taken (`claim` hears it lifted at once).
    func claim(_ touch: Touch, _ claim: TouchClaim) {
        pendingClaims.append((touch, claim))
    }

    /// Runs the cancel turns of the claims made this turn.
    func carryOutClaims() {
        while !pendingClaims.isEmpty {
            let (touch, claim) = pendingClaims.removeFirst()
            guard let finger = touchesByFinger.first(where: { $0.value === touch })?.key else {
                claim.lifted(touch.location, touch.phase == .cancelled)
                continue
            }
            runTurn([TouchInput(fingerID: finger, phase: .cancel, location: touch.location, type: touch.type)][...])
            claimedFingers[finger] = claim
        }
    }

    /// Hands a claimed finger's input to its claim; true when nothing of it is the app's. A
    /// down for a claimed finger (its lift was lost) ends the claim as cancelled and is a new
    /// touch for the app.
    func routeToClaim(_ change: TouchInput) -> Bool {
        guard let claim = claimedFingers[change.fingerID] else { return false }
        switch change.phase {
        case .move:
            claim.moved(change.location)
            return true
        case .up, .cancel:
            claimedFingers[change.fingerID] = nil
            claim.lifted(change.location, change.phase == .cancel)
            return true
        case .down:
            claimedFingers[change.fingerID] = nil
            claim.lifted(change.location, true)
            return false
        }
    }
}
