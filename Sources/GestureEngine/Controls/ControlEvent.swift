/// `UIControl.Event`: what a control reports while it tracks a touch (`controlEvent` trace
/// events), in the order UIKit sends them.
public enum ControlEvent: String, Sendable, CaseIterable {
    case touchDown, touchDownRepeat
    case touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel
    case valueChanged, primaryActionTriggered
}

/// A control's tracking of a touch (`controlTracking` trace events, §3.7).
public enum ControlTrackingEvent: String, Sendable, CaseIterable {
    /// `beginTracking`: the control took the touch (before the `touchDown` it sends).
    case began
    /// Tracking stopped: before the `touchUpInside`, `touchUpOutside` or `touchCancel` that ends
    /// it, or alone when the control was disabled while it tracked.
    case ended
}
