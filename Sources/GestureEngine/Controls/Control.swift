/// `UIControl` behaviour on one view (`View.control`): it tracks the touches its view's
/// responder methods hear (§3.1: after the recognizers, and only the calls delivery lets
/// through, so a recognizer that cancels the view's touches ends the tracking with
/// `touchCancel`), keeps its states, and reports control events.
///
/// Invariants: it tracks one touch at a time; `isHighlighted` is true exactly while it tracks a
/// touch that is inside (`Defaults.controlTouchMargin` around its bounds); a tracked touch ends
/// in exactly one of `touchUpInside`, `touchUpOutside`, `touchCancel`.
public final class Control {
    /// What kind of control, with its value.
    public enum Kind: Equatable, Sendable {
        /// `UIButton`: touch-up inside is its primary action.
        case button
        /// `UISwitch`: touch-up inside toggles `isOn` (valueChanged, then primaryActionTriggered).
        case toggle(isOn: Bool)
    }

    public internal(set) var kind: Kind
    /// `isEnabled` (default true): a disabled control tracks nothing and vetoes nothing.
    public var isEnabled = true
    public internal(set) var isHighlighted = false
    public var isSelected = false
    /// Runs for every event the control sends, after its trace event.
    public var onEvent: ((ControlEvent, Control) -> Void)?

    /// The view it is attached to (`View.setControl`).
    public internal(set) unowned(unsafe) var view: View?
    private var trackedTouch: Int?

    public init(kind: Kind) {
        self.kind = kind
    }

    /// The switch's value; nil for other kinds.
    public var isOn: Bool? {
        if case let .toggle(isOn) = kind { return isOn }
        return nil
    }

    /// Whether `point` (window points) counts as inside: the bounds outset by the touch margin.
    func isInside(_ point: Point) -> Bool {
        guard let view, let local = view.convert(point, from: nil) else { return false }
        let margin = Defaults.controlTouchMargin
        let bounds = view.bounds
        return local.x >= bounds.minX - margin && local.x < bounds.maxX + margin && local.y >= bounds.minY - margin && local.y < bounds.maxY + margin
    }

    /// The events a responder call to the control's view sends (empty when it tracks nothing).
    func handle(_ phase: TouchPhase, of touch: Touch) -> [ControlEvent] {
        guard isEnabled else { return [] }
        switch phase {
        case .began:
            // beginTracking: one touch at a time.
            guard trackedTouch == nil else { return [] }
            trackedTouch = touch.id
            isHighlighted = true
            return touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : [.touchDown]
        case .moved:
            // continueTracking.
            guard trackedTouch == touch.id else { return [] }
            let inside = isInside(touch.location)
            defer { isHighlighted = inside }
            switch (isHighlighted, inside) {
            case (false, true): return [.touchDragEnter, .touchDragInside]
            case (true, false): return [.touchDragExit, .touchDragOutside]
            default: return [inside ? .touchDragInside : .touchDragOutside]
            }
        case .ended:
            // endTracking.
            guard trackedTouch == touch.id else { return [] }
            trackedTouch = nil
            isHighlighted = false
            guard isInside(touch.location) else { return [.touchUpOutside] }
            if case let .toggle(isOn) = kind {
                kind = .toggle(isOn: !isOn)
                return [.touchUpInside, .valueChanged, .primaryActionTriggered]
            }
            return [.touchUpInside, .primaryActionTriggered]
        case .cancelled:
            // cancelTracking.
            guard trackedTouch == touch.id else { return [] }
            trackedTouch = nil
            isHighlighted = false
            return [.touchCancel]
        case .stationary:
            return []
        }
    }

    /// §3.7: whether the control, hit by a touch of `recognizer` (on an ancestor), vetoes it:
    /// a single-finger single tap on a button or switch. Other gestures go on and cancel the
    /// control as usual.
    func vetoes(_ recognizer: GestureRecognizer) -> Bool {
        guard isEnabled, let tap = recognizer as? TapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
