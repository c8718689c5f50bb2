/// What a property animator did (`animator` trace events, §8.5): the calls that change its state,
/// its direction or its position, and its finish.
public enum AnimatorEvent: String, Sendable {
    /// `startAnimation`: running from its fraction toward its end (a paused one resumes).
    case started
    /// `pauseAnimation`, or a natural finish with `pausesOnCompletion` (at fraction 1, or 0
    /// reversed).
    case paused
    /// `fractionComplete` set while paused (scrubbing).
    case scrubbed
    /// `isReversed` changed: at once while running, else at the next start.
    case reversed
    /// `continueAnimation(withTimingParameters:durationFactor:)`.
    case continued
    /// `stopAnimation`: inactive where it is (without finishing) or stopped, waiting for
    /// `finishAnimation(at:)`.
    case stopped
    /// A natural finish or `finishAnimation(at:)`: the model took the end, start or current
    /// values and the animator is inactive.
    case finished
}
