/// What the system does with a finger whose touch it took from the app (§1.7: a drag session
/// starting, §9.4): the touch is cancelled for the app, and the finger's later input goes here
/// instead of becoming touch phases.
///
/// Invariant: exactly one of `lifted` runs per claim, when the finger lifts, is cancelled, or
/// comes down again without a lift (then as cancelled); `moved` only before it.
struct TouchClaim {
    /// What the claim is, for quiescence reports ("drag session S1").
    let name: String
    /// The finger moved to a window point.
    let moved: (Point) -> Void
    /// The finger lifted at a window point (`cancelled`: the input cancelled it, or it was lost).
    let lifted: (Point, _ cancelled: Bool) -> Void
}
