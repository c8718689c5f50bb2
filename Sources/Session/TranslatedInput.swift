import GestureEngine

/// What the event translator hands the engine.
public enum TranslatedInput: Equatable, Sendable {
    case touches(InputEvent)
    /// System cancellation of every live touch (focus lost, window hidden), §1.7.
    case cancelAll(time: Double)
}
