/// What a system edge gesture did (`systemGesture` trace events, §10).
public enum SystemGestureEvent: String, Sendable {
    /// A touch began in the edge's band; the system recognizer watches it.
    case entered
    /// Undeferred (or armed): the app's pans, swipes and other waiting recognizers, and the
    /// touch's responder calls, wait for the system (§10.2); the event lists the recognizers.
    case withheld
    /// The system failed: the waiting recognizers (listed) get the touch, replayed (§3.3).
    case released
    /// The system recognized the touch's swipe.
    case recognized
    /// The system failed (the touch lifted, or moved 10 pt not inward).
    case failed
    /// Deferred: the system recognized but did not act; it shows the tongue indicator (§10.4).
    case tongue
    /// The deferred edge is armed: a second swipe within 2.0 s of this touch's end is the system's.
    case armed
    /// The armed window ran out (or a second swipe used it).
    case disarmed
    /// The system UI of the edge (Home, Cover Sheet, Slide Over) opened.
    case opened
    /// It closed.
    case closed
    /// The app's deferral of the edge took effect (`setNeedsUpdateOfScreenEdgesDeferringSystemGestures`).
    case deferring
    /// The app stopped deferring the edge.
    case notDeferring
}
