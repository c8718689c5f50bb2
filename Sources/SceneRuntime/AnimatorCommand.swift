import GestureEngine

/// What a recognizer's action asks of a scene's property animator (§8.5), the calls an app's
/// action method makes on its `UIViewPropertyAnimator`.
public enum AnimatorCommand: Sendable, Equatable {
    /// `startAnimation()`: runs from where it is (a paused one resumes).
    case start
    /// `pauseAnimation()`.
    case pause
    /// Pauses it while it runs, else starts it: the tap that stops and resumes a moving view.
    case toggle
    /// `isReversed.toggle()`: at once while running, else at the next start.
    case reverse
    /// `fractionComplete = value` (pausing it first while it runs: UIKit ignores the fraction of
    /// a running animator).
    case scrub(fraction: Double)
    /// Scrubs by the pan's translation: at the first action of a gesture it pauses the animator
    /// and keeps its fraction; each action sets the fraction to that plus the translation's share
    /// of `distance` (window points: a translation equal to it scrubs the whole run, one
    /// across it nothing).
    case scrubByTranslation(distance: Point)
    /// `continueAnimation(withTimingParameters: timing, durationFactor:)`: the remaining run
    /// takes `durationFactor` × the animator's duration; nil timing keeps the animator's own.
    case `continue`(timing: AnimationTiming?, durationFactor: Double)

    /// Runs the command on `animator` for `recognizer`'s current action; `scrubStart` is the
    /// fraction a translation scrub began at this gesture (nil until its first action).
    func run(on animator: PropertyAnimator, for recognizer: GestureRecognizer, scrubStart: inout Double?) {
        switch self {
        case .start:
            animator.startAnimation()
        case .pause:
            animator.pauseAnimation()
        case .toggle:
            if animator.isRunning { animator.pauseAnimation() } else { animator.startAnimation() }
        case .reverse:
            animator.setReversed(!animator.isReversed)
        case let .scrub(fraction):
            if animator.isRunning { animator.pauseAnimation() }
            animator.fractionComplete = fraction
        case let .scrubByTranslation(distance):
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            if scrubStart == nil {
                if animator.isRunning { animator.pauseAnimation() }
                scrubStart = animator.fractionComplete
            }
            let translation = pan.translation(in: nil)
            let length = distance.x * distance.x + distance.y * distance.y
            guard length > 0, let start = scrubStart else { return }
            animator.fractionComplete = start + (translation.x * distance.x + translation.y * distance.y) / length
        case let .continue(timing, durationFactor):
            animator.continueAnimation(withTiming: timing, durationFactor: durationFactor)
        }
    }
}
