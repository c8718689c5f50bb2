/// What a recognizer reports to the gesture system running it, as UIKit's recognizers report to
/// their gesture environment: each report takes effect at once, inside a turn or between turns
/// (a client disabling a recognizer or assigning its state from outside any callback).
///
/// The system keeps the recognizer's arbitration record; the recognizer knows only this.
protocol GestureRecognizerHost: AnyObject {
    /// `recognizer` assigned its state (§1.5: acted on after the current callback returns).
    func recognizer(_ recognizer: GestureRecognizer, changedFrom previous: GestureRecognizerState, reason: String?)
    /// `recognizer` tried an illegal transition (§4.2); its state is unchanged.
    func recognizer(_ recognizer: GestureRecognizer, refusedTransitionTo next: GestureRecognizerState)
    /// §4.5: `recognizer` was disabled.
    func recognizerWasDisabled(_ recognizer: GestureRecognizer)
    /// Runs `action` after `delay` engine seconds in its own turn, until `recognizer` resets.
    func schedule(for recognizer: GestureRecognizer, after delay: Double, label: String, _ action: @escaping () -> Void)
    /// Cancels the timers `recognizer` scheduled.
    func cancelTimers(of recognizer: GestureRecognizer)
    /// The engine running the sequence: engine-owned recognizers (a drag interaction's) reach
    /// its drag coordinator and size class through it.
    var engine: Engine { get }
}
