import GestureEngine

/// A `UIViewPropertyAnimator` declared on a view as data (§8.5): what it animates, its timing,
/// its flags, and where it stands when the scene starts.
public struct AnimatorSpec: Sendable, Equatable {
    /// Its name in traces and in the actions that drive it (unique in a scene).
    public var name: String
    public var changes: ViewChanges
    public var timing: AnimationTiming
    /// `startAnimation(afterDelay: delay)` when the scene starts; false leaves it inactive,
    /// drawn at its start values (or paused at `fractionComplete`).
    public var starts = false
    /// Seconds; only with `starts`.
    public var delay = 0.0
    /// Set (pausing it) before it starts; nil leaves it at 0.
    public var fractionComplete: Double?
    public var isReversed = false
    public var scrubsLinearly = true
    public var pausesOnCompletion = false
    /// §2.8: false (UIKit's default) hit-tests its views where they are drawn.
    public var isManualHitTestingEnabled = false
    public var isUserInteractionEnabled = true
    public var isInterruptible = true

    public init(name: String, changes: ViewChanges, timing: AnimationTiming) {
        self.name = name
        self.changes = changes
        self.timing = timing
    }

    /// A new animator in `engine` animating `view` (whose model takes the new values at once),
    /// with the flags set while it is inactive, then reversed, scrubbed and started as declared.
    public func make(on view: View, in engine: Engine) -> PropertyAnimator {
        let animator = engine.animations.makeAnimator(name: name, timing: timing) { changes.apply(to: view) }
        animator.isInterruptible = isInterruptible
        animator.isUserInteractionEnabled = isUserInteractionEnabled
        animator.isManualHitTestingEnabled = isManualHitTestingEnabled
        animator.scrubsLinearly = scrubsLinearly
        animator.pausesOnCompletion = pausesOnCompletion
        if isReversed { animator.setReversed(true) }
        if let fractionComplete { animator.fractionComplete = fractionComplete }
        if starts { animator.startAnimation(afterDelay: delay) }
        return animator
    }
}
