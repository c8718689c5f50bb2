/// `UITouch.TouchType`: what made the contact.
public enum TouchType: String, Sendable, CaseIterable, CustomStringConvertible {
    /// A finger on the screen (also the simulated mouse finger, as in the iOS Simulator).
    case direct
    /// A touch not on the screen (an indirect absolute or relative touch device).
    case indirect
    /// A stylus.
    case pencil
    /// A pointer such as a mouse or trackpad cursor.
    case indirectPointer

    public var description: String { rawValue }
}
