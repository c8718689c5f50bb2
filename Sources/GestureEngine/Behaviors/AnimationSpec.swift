/// Target values for an animation, each optional: only the ones given change.
public struct ViewChanges: Sendable, Equatable {
    public var center: Point?
    public var size: Size?
    public var alpha: Double?
    public var background: Color?
    public var cornerRadius: Double?
    /// Uniform scale and clockwise rotation (radians) making up the new transform; unset parts
    /// keep the current transform's.
    public var scale: Double?
    public var rotation: Double?

    public init() {}

    /// Writes the changes into `view`'s model.
    public func apply(to view: View) {
        if let center { view.center = center }
        if let size { view.bounds.size = size }
        if let alpha { view.alpha = alpha }
        if let background { view.backgroundColor = background }
        if let cornerRadius { view.cornerRadius = cornerRadius }
        if scale != nil || rotation != nil {
            let current = AnimatableProperty.decompose(view.transform)
            view.transform = AnimatableProperty.compose([scale ?? current[0], scale ?? current[1], rotation ?? current[2], current[3], current[4]])
        }
    }
}

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

