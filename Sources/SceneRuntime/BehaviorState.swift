import GestureEngine

/// What a recognizer's behaviours remember between its actions; `bind(_:in:)` starts a fresh
/// one at each `began`.
struct BehaviorState {
    /// The pan translation `moveByTranslation` has already applied this gesture.
    var appliedTranslation = Point.zero
    /// Per animator, the fraction a translation scrub began at this gesture.
    var scrubStarts: [String: Double] = [:]
}
