import GestureEngine

/// What a recognizer's behaviours remember between its actions; `bind(_:in:)` starts a fresh
/// one at each `began`.
struct BehaviorState {
    /// The pan translation `moveByTranslation` has already applied this gesture.
    var appliedTranslation = Point.zero
}
