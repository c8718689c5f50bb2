/// What a control needs of the engine beyond the responder call it handles: a stepper's repeats
/// run as engine timers, each a turn of its own whose events the engine traces and hands to the
/// control's handler; its tracking's start and end are traced. The engine makes one and hands
/// it to every call (`ResponderDelivery`).
struct ControlClock {
    /// Runs an action `delay` seconds from now for a control (the timer is traced with the
    /// control's view as owner).
    let schedule: (_ delay: Double, _ control: Control, _ action: @escaping () -> Void) -> TimerQueue.Token
    let cancel: (TimerQueue.Token) -> Void
    /// A control sent events outside a responder call (a repeat): traced at once, its handler
    /// run at the end of that turn, as for events of responder calls.
    let report: ([ControlEvent], Control, Touch) -> Void
    /// The control began or stopped tracking a touch (by id): traced at once.
    let tracking: (Control, Int, ControlTrackingEvent) -> Void
}
