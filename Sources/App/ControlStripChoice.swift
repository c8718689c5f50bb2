/// Whether the window shows the control strip for fingers (`run --control-strip`).
public enum ControlStripChoice: String, CaseIterable, Sendable {
    /// From the start on a machine with a touchscreen (the window opens with room for it), or
    /// once a touchscreen plugged in later is used.
    case auto
    /// From the start.
    case on
    /// Not unless Tab shows it.
    case off
}
