/// The system's bookkeeping for one recognizer during a sequence (reset with it).
struct Arbitration {
    /// Where the recognizer stands with the system, as opposed to its own `state`.
    enum Status: Equatable {
        /// Possible, or its last state change is not yet arbitrated.
        case idle
        /// Out of possible internally, waiting for required recognizers to fail (§6.3).
        case pending
        /// Its state changes are visible: actions, exclusion, view cancellation.
        case effective
        /// Failed, excluded, cancelled or suppressed: waits only for reset.
        case finished
    }

    var status: Status = .idle
    /// Given when the recognizer joins a sequence, unique within its system: names this
    /// participation in other recognizers' `simultaneity` answers.
    var serial = -1
    /// §5.5 project choice: the pair's simultaneity answer, by the other recognizer's `serial`,
    /// asked once per sequence.
    var simultaneity: [Int: Bool] = [:]
    /// The arbiter's `participantEpoch` when every conflict of this recognizer was last checked
    /// for exclusion; while it is current, a later effective change has nothing to exclude.
    var conflictsCheckedAt = -1
    /// Received, not ignored; touches that ended stay until reset.
    var touches: [Touch] = []
    var ignoredTouchIDs: Set<Int> = []
    /// §4.8 `requiresExclusiveTouchType`: the type of the first touch.
    var exclusiveType: TouchType?
    /// §6.5: a required recognizer won; internal state is kept but nothing is delivered.
    var isSuppressed = false
    var hasDeliveredAction = false
    /// It became effective this sequence (it recognized, as far as its dependents are concerned).
    var didBecomeEffective = false
    /// States to deliver to targets at step 5 of the turn, in order.
    var queuedActions: [GestureRecognizerState] = []
    /// §6.2: the requirements established when the recognizer first tried to leave possible.
    var requirements: [GestureRecognizer]?
    /// A state change the system has not arbitrated yet.
    var needsArbitration = false
    /// §4.6, §5.4: state changes out of possible made while `idle`, not traced until arbitration
    /// lets the recognizer out (then traced as made) or fails it (then only `possible → failed`).
    var untracedChanges: [StateChange] = []
    var timers: [Int: TimerQueue.Token] = [:]
    var nextTimerSerial = 0
}
