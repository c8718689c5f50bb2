/// The arbiter's bookkeeping for one recognizer taking part in a sequence: made when the
/// recognizer joins (its first touch), dropped when it resets (§4.10). The recognizer itself
/// keeps only what UIKit's recognizer knows: its state, its touches, the touches it ignores.
final class ArbitrationRecord {
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

    let recognizer: GestureRecognizer
    /// Unique within its arbiter: names this participation in other records' `simultaneity`.
    let serial: Int
    var status: Status = .idle
    /// §5.5: the pair's simultaneity answer, by the other record's `serial`, as asked at the
    /// latest attempt of either to leave possible.
    var simultaneity: [Int: Bool] = [:]
    /// The arbiter's `participantEpoch` when every conflict of this recognizer was last checked
    /// for exclusion; while it is current, a later effective change has nothing to exclude.
    var conflictsCheckedAt = -1
    /// The arbiter's turn in which it ended while effective: it was active until that turn
    /// ended (§5.5 asks about it then).
    var endedInTurn: Int?
    /// §6.5: a required recognizer won; internal state is kept but nothing is delivered.
    var isSuppressed = false
    var hasDeliveredAction = false
    /// It became effective this sequence (it recognized, as far as its dependents are concerned).
    var didBecomeEffective = false
    /// States to deliver to targets at step 5 of the turn, in order.
    var queuedActions: [GestureRecognizerState] = []
    /// §6.2: the requirements established when the recognizer first tried to leave possible.
    var requirements: [GestureRecognizer]?
    /// A state change the arbiter has not arbitrated yet.
    var needsArbitration = false
    /// §4.6, §5.4: state changes out of possible made while `idle`, not traced until arbitration
    /// lets the recognizer out (then traced as made) or fails it (then only `possible → failed`).
    var untracedChanges: [StateChange] = []
    /// The recognizer's pending deadlines (`GestureRecognizer.schedule`), by serial.
    var timers: [Int: TimerQueue.Token] = [:]
    var nextTimerSerial = 0

    init(recognizer: GestureRecognizer, serial: Int) {
        self.recognizer = recognizer
        self.serial = serial
    }

    /// Possible, or pending on its requirements: it may still recognize.
    var isUndecided: Bool {
        status == .pending || (status == .idle && !recognizer.state.isTerminal)
    }

    /// Still hears its touches (§4.10: finished and terminal recognizers get no callbacks).
    var isListening: Bool {
        status != .finished && !recognizer.state.isTerminal
    }
}
