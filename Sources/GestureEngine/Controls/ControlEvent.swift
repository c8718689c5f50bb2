/// `UIControl.Event`: what a control reports while it tracks a touch (`controlEvent` trace
/// events), in the order UIKit sends them.
public enum ControlEvent: String, Sendable, CaseIterable {
    case touchDown, touchDownRepeat
    case touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel
    case valueChanged, primaryActionTriggered
}
