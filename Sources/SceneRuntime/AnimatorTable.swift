import GestureEngine

/// The property animators a scene declared, by name, for the actions that drive them. An
/// animator stays here after it finishes, as an app keeps its `UIViewPropertyAnimator`: calls on
/// it then act on an animator with nothing left to animate, as UIKit's do.
public final class AnimatorTable {
    private var byName: [String: PropertyAnimator] = [:]

    public init() {}

    public func add(_ animator: PropertyAnimator) {
        byName[animator.name] = animator
    }

    public subscript(name: String) -> PropertyAnimator? { byName[name] }
}
