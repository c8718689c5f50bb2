/// `UIControl` behaviour on one view (`View.setControl`): it tracks the touches its view's
/// responder methods hear — and, as UIView forwards unhandled calls to its superview (§3.1),
/// those of its subviews that are not controls themselves — after the recognizers, and only
/// the calls delivery lets through, so a recognizer that cancels the view's touches ends the
/// tracking with `touchCancel`. It keeps its states and reports control events.
///
/// Invariants: it tracks one touch at a time; `isHighlighted` is true exactly while it tracks a
/// touch that is inside (`Defaults.controlTouchMargin` around its bounds); a tracked touch ends
/// in exactly one of `touchUpInside`, `touchUpOutside`, `touchCancel`, or silently when the
/// control is disabled meanwhile. A slider's value stays within 0…1.
public final class Control {
    /// What kind of control, with its value.
    public enum Kind: Equatable, Sendable {
        /// `UIButton`: touch-up inside is its primary action.
        case button
        /// `UISwitch`: touch-up inside toggles `isOn` (valueChanged, then primaryActionTriggered).
        case toggle(isOn: Bool)
        /// `UISlider`, `value` 0…1: only a touch on the thumb tracks (a tap on the track does
        /// not jump); the thumb keeps its offset from the finger as it follows (valueChanged at
        /// each move that changes the value).
        case slider(value: Double)
    }

    public internal(set) var kind: Kind
    /// `isEnabled` (default true): a disabled control tracks nothing and vetoes nothing;
    /// disabling it drops the touch it tracks.
    public var isEnabled = true {
        didSet {
            guard !isEnabled else { return }
            trackedTouch = nil
            isHighlighted = false
        }
    }
    public internal(set) var isHighlighted = false
    public var isSelected = false
    /// Runs for every event the control sends, after its trace event, once the turn's responder
    /// calls are delivered (so it may change recognizers and views like any action).
    public var onEvent: ((ControlEvent, Control) -> Void)?

    /// The view it is attached to (`View.setControl`).
    public internal(set) unowned(unsafe) var view: View?
    private var trackedTouch: Int?
    /// A slider's thumb centre minus the finger, along the track, from the touch-down (points).
    private var grabOffset = 0.0

    public init(kind: Kind) {
        if case let .slider(value) = kind {
            self.kind = .slider(value: value.isFinite ? min(1, max(0, value)) : 0)
        } else {
            self.kind = kind
        }
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
        let radius = max(0, min(14, bounds.height / 2))
        let x = bounds.minX + radius + value * max(0, bounds.width - 2 * radius)
        return (Point(x, bounds.midY), radius)
    }

    /// Whether `point` (window points) lands on the slider's thumb, with a fingertip's slop.
    func isOnThumb(_ point: Point) -> Bool {
        guard let thumb, let local = view?.convert(point, from: nil) else { return false }
        return local.distance(to: thumb.center) <= thumb.radius + Defaults.sliderThumbSlop
    }

    /// Moves a slider's thumb with the finger at `point` (window points), keeping the offset it
    /// was grabbed with; true when the value changed.
    private func slide(to point: Point) -> Bool {
        guard case let .slider(old) = kind, let bounds = view?.bounds, let local = view?.convert(point, from: nil), let thumb else { return false }
        let travel = bounds.width - 2 * thumb.radius
        guard travel > 0 else { return false }
        let value = min(1, max(0, (local.x + grabOffset - bounds.minX - thumb.radius) / travel))
        guard value.isFinite else { return false }
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
        switch phase {
        case .began:
            // beginTracking: enabled, one touch at a time, a slider only from its thumb.
            guard isEnabled, trackedTouch == nil else { return [] }
            if case .slider = kind {
                guard isOnThumb(touch.location), let thumb, let local = view?.convert(touch.location, from: nil) else { return [] }
                grabOffset = thumb.center.x - local.x
            }
            trackedTouch = touch.id
            isHighlighted = true
            return touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : [.touchDown]
        case .moved:
            // continueTracking; a slider's thumb follows the finger wherever it goes.
            guard trackedTouch == touch.id else { return [] }
            let inside = isInside(touch.location)
            var events: [ControlEvent]
            switch (isHighlighted, inside) {
            case (false, true): events = [.touchDragEnter, .touchDragInside]
            case (true, false): events = [.touchDragExit, .touchDragOutside]
            default: events = [inside ? .touchDragInside : .touchDragOutside]
            }
            isHighlighted = inside
            if slide(to: touch.location) { events.append(.valueChanged) }
            return events
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
    /// single-finger single tap on a button or switch; a single-finger swipe moving along a
    /// slider that began on its thumb. Other gestures go on and cancel the control as usual.
    func vetoes(_ recognizer: GestureRecognizer) -> Bool {
        guard isEnabled else { return false }
        switch kind {
        case .button, .toggle:
            guard let tap = recognizer as? TapGestureRecognizer else { return false }
            return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
        case .slider:
            guard let swipe = recognizer as? SwipeGestureRecognizer, swipe.numberOfTouchesRequired == 1,
                  let touch = swipe.touches.first, let view,
                  let start = view.convert(touch.startLocation, from: nil), let now = view.convert(touch.location, from: nil)
            else { return false }
            // Begun on the thumb: the touch it tracks (the thumb has moved since), or, while it
            // tracks none (its began withheld), where the thumb still is.
            let begunOnThumb = trackedTouch == touch.id || (trackedTouch == nil && isOnThumb(touch.startLocation))
            return begunOnThumb && abs(now.x - start.x) > abs(now.y - start.y)
        }
    }
}
