import GestureEngine

/// A behaviour bound to the states whose actions trigger it (empty: every action).
public struct BehaviorBinding: Sendable, Equatable {
    public var states: Set<GestureRecognizerState>
    public var behavior: Behavior

    public init(states: Set<GestureRecognizerState>, behavior: Behavior) {
        self.states = states
        self.behavior = behavior
    }
}
