import GestureEngine

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
