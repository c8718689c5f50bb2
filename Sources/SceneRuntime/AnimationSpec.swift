import GestureEngine

/// A block animation declared as data: what changes, how, when.
public struct AnimationSpec: Sendable, Equatable {
    public var changes: ViewChanges
    public var timing: AnimationTiming
    public var delay: Double
    public var options: AnimationOptions

    public init(changes: ViewChanges, timing: AnimationTiming, delay: Double = 0, options: AnimationOptions = []) {
        self.changes = changes
        self.timing = timing
        self.delay = delay
        self.options = options
    }

    /// Starts this animation on `view` in `engine`.
    public func start(on view: View, in engine: Engine) {
        engine.animations.animate(timing: timing, delay: delay, options: options, changes: { changes.apply(to: view) })
    }
}

