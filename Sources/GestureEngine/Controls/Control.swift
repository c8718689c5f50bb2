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
        /// `UISlider`, `value` 0…1: only a touch on the thumb tracks (a tap on the track does
        /// not jump), the thumb follows it along the track (valueChanged at each move).
        case slider(value: Double)
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

    /// The value a `controlEvent` reports: a switch's 1 or 0, a slider's 0…1; nil for a button.
    public var value: Double? {
        switch kind {
        case .button: nil
        case let .toggle(isOn): isOn ? 1 : 0
        case let .slider(value): value
        }
    }

    /// A slider's thumb in its view's coordinates: its centre and radius (points).
    public var thumb: (center: Point, radius: Double)? {
        guard case let .slider(value) = kind, let bounds = view?.bounds else { return nil }
        let radius = min(14, bounds.height / 2)
        let x = bounds.minX + radius + value * max(0, bounds.width - 2 * radius)
        return (Point(x, bounds.midY), radius)
    }

    /// Whether `point` (window points) lands on the slider's thumb, with a fingertip's slop.
    func isOnThumb(_ point: Point) -> Bool {
        guard let thumb, let local = view?.convert(point, from: nil) else { return false }
        return local.distance(to: thumb.center) <= thumb.radius + Defaults.sliderThumbSlop
    }

    /// Moves a slider's thumb under `point` (window points); true when the value changed.
    private func slide(to point: Point) -> Bool {
        guard case let .slider(old) = kind, let bounds = view?.bounds, let local = view?.convert(point, from: nil), let thumb else { return false }
        let travel = max(1, bounds.width - 2 * thumb.radius)
        let value = min(1, max(0, (local.x - bounds.minX - thumb.radius) / travel))
        kind = .slider(value: value)
        return value != old
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
            // beginTracking: one touch at a time; a slider only from its thumb.
            guard trackedTouch == nil else { return [] }
            if case .slider = kind, !isOnThumb(touch.location) { return [] }
            trackedTouch = touch.id
            isHighlighted = true
            return touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : [.touchDown]
        case .moved:
            // continueTracking.
            guard trackedTouch == touch.id else { return [] }
            let inside = isInside(touch.location)
            defer { isHighlighted = inside }
            if case .slider = kind {
                // The thumb follows the finger wherever it goes, inside or not.
                let changed = slide(to: touch.location)
                return [inside ? .touchDragInside : .touchDragOutside] + (changed ? [.valueChanged] : [])
            }
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
            switch kind {
            case let .toggle(isOn):
                kind = .toggle(isOn: !isOn)
                return [.touchUpInside, .valueChanged, .primaryActionTriggered]
            case .slider:
                return [.touchUpInside]
            case .button:
                return [.touchUpInside, .primaryActionTriggered]
            }
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

    /// §3.7: whether the control, hit by a touch of `recognizer` (on an ancestor), vetoes it: a
    /// single-finger single tap on a button or switch; a single-finger swipe along a slider that
    /// began on its thumb. Other gestures go on and cancel the control as usual.
    func vetoes(_ recognizer: GestureRecognizer) -> Bool {
        guard isEnabled else { return false }
        switch kind {
        case .button, .toggle:
            guard let tap = recognizer as? TapGestureRecognizer else { return false }
            return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
        case .slider:
            // Begun on the thumb: exactly the touch the slider tracks (the thumb has moved since).
            guard let swipe = recognizer as? SwipeGestureRecognizer, swipe.numberOfTouchesRequired == 1,
                  !swipe.direction.isDisjoint(with: [.left, .right]), let touch = swipe.touches.first else { return false }
            return trackedTouch == touch.id
        }
    }
}
