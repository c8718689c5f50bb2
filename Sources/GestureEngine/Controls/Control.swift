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
    public internal(set) var kind: Kind
    /// `isEnabled` (default true): a disabled control tracks nothing and vetoes nothing;
    /// disabling it drops the touch it tracks.
    public var isEnabled = true {
        didSet {
            guard !isEnabled else { return }
            // All of its tracking ends: the touch, the highlight, a knob's drag, a stepper's repeats.
            if let trackingClock { stopTracking(clock: trackingClock) }
            isHighlighted = false
        }
    }
    public internal(set) var isHighlighted = false
    /// Whether it tracks a touch now (highlighted or not).
    public var isTracking: Bool { trackedTouch != nil }
    public var isSelected = false
    /// Runs for every event the control sends, after its trace event, once the turn's responder
    /// calls are delivered (so it may change recognizers and views like any action).
    public var onEvent: ((ControlEvent, Control) -> Void)?

    /// The view it is attached to (`View.setControl`).
    public internal(set) unowned(unsafe) var view: View?
    private var trackedTouch: Int?
    /// The engine's clock while it tracks a touch: disabling the control reports the end of
    /// its tracking through it.
    private var trackingClock: ControlClock?
    /// A slider's thumb centre minus the finger, along the track, from the touch-down (points).
    private var grabOffset = 0.0
    /// A switch's knob while a touch drags it: 0 off … 1 on (drawing follows it); nil otherwise.
    public private(set) var knobPosition: Double?
    /// Where the knob drag began: the finger's x in the view and the knob's position then.
    private var knobGrab: (x: Double, position: Double)?
    /// The finger dragged the knob along the track during this touch (even against the end it
    /// is clamped at): the lift sets the value from the knob's side, not a toggle.
    private var knobMoved = false
    /// A stepper's held half (−1 or +1) and its pending repeat, while it tracks a touch.
    private var stepDirection = 0.0
    private var repeatTimer: TimerQueue.Token?

    /// A control of `kind`, its value brought within its range (`Kind.clamped`).
    public init(kind: Kind) {
        self.kind = kind.clamped
    }

    /// The switch's value; nil for other kinds.
    public var isOn: Bool? {
        if case let .toggle(isOn) = kind { return isOn }
        return nil
    }

    /// The value a `controlEvent` reports (`Kind.value`).
    public var value: Double? { kind.value }

    /// A segmented control's segment titles, in order (`UISegmentedControl(items:)`); empty: its
    /// segments are numbered. Other kinds have none.
    public var segmentTitles: [String] = []

    /// The selected segment's title, which a `controlEvent` reports beside its index; nil for
    /// other kinds and untitled segments.
    public var valueTitle: String? {
        guard case let .segmented(_, selected) = kind, segmentTitles.indices.contains(selected) else { return nil }
        return segmentTitles[selected]
    }

    /// A slider's thumb in its view's coordinates: its centre and radius (points). The radius is
    /// `Defaults.sliderThumbRadius`, or half the height on a thinner slider; the centre runs from
    /// one radius inside the left edge (value 0) to one inside the right (value 1), linearly.
    public var thumb: (center: Point, radius: Double)? {
        guard case let .slider(value) = kind, let bounds = view?.bounds else { return nil }
        let radius = max(0, min(Defaults.sliderThumbRadius, bounds.height / 2))
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

    /// The region a tracked touch counts as inside, in the view's coordinates: its bounds and
    /// `Defaults.controlTouchMargin` around them (`.zero` without a view).
    public var insideRegion: Rect {
        guard let view else { return .zero }
        return view.bounds.outset(dx: Defaults.controlTouchMargin, dy: Defaults.controlTouchMargin)
    }

    /// Whether `point` (window points) counts as inside: the bounds outset by the touch margin.
    func isInside(_ point: Point) -> Bool {
        guard let view, let local = view.convert(point, from: nil) else { return false }
        let margin = Defaults.controlTouchMargin
        let bounds = view.bounds
        return local.x >= bounds.minX - margin && local.x < bounds.maxX + margin && local.y >= bounds.minY - margin && local.y < bounds.maxY + margin
    }

    /// The events a responder call to the control's view sends (empty when it tracks nothing);
    /// `clock` runs a stepper's repeats.
    func handle(_ phase: TouchPhase, of touch: Touch, clock: ControlClock) -> [ControlEvent] {
        switch phase {
        case .began:
            // beginTracking: enabled, one touch at a time, a slider only from its thumb.
            guard isEnabled, trackedTouch == nil else { return [] }
            if case .slider = kind {
                guard isOnThumb(touch.location), let thumb, let local = view?.convert(touch.location, from: nil) else { return [] }
                grabOffset = thumb.center.x - local.x
            }
            trackedTouch = touch.id
            trackingClock = clock
            clock.tracking(self, touch.id, .began)
            isHighlighted = true
            var events: [ControlEvent] = touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : [.touchDown]
            if case let .toggle(isOn) = kind, isOnKnob(touch.location), let local = view?.convert(touch.location, from: nil) {
                knobGrab = (local.x, isOn ? 1 : 0)
                knobPosition = isOn ? 1 : 0
                knobMoved = false
            }
            if case .stepper = kind, let local = view?.convert(touch.location, from: nil), let bounds = view?.bounds {
                stepDirection = local.x < bounds.midX ? -1 : 1
                if step() { events.append(.valueChanged) }
                scheduleRepeat(after: Defaults.stepperRepeatDelay, touch: touch, clock: clock)
            }
            return events
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
            dragKnob(to: touch.location)
            return events
        case .ended:
            // endTracking.
            guard trackedTouch == touch.id else { return [] }
            let knob = knobMoved ? knobPosition : nil
            stopTracking(clock: clock)
            let inside = isInside(touch.location)
            if case let .toggle(isOn) = kind, let knob {
                // The knob was dragged: the switch takes the side it is nearer, inside or not.
                kind = .toggle(isOn: knob >= 0.5)
                let changed: [ControlEvent] = (knob >= 0.5) != isOn ? [.valueChanged, .primaryActionTriggered] : []
                return [inside ? .touchUpInside : .touchUpOutside] + changed
            }
            guard inside else { return [.touchUpOutside] }
            switch kind {
            case let .toggle(isOn):
                kind = .toggle(isOn: !isOn)
                return [.touchUpInside, .valueChanged, .primaryActionTriggered]
            case .slider, .stepper:
                return [.touchUpInside]
            case .button:
                return [.touchUpInside, .primaryActionTriggered]
            case .segmented, .pageControl:
                return [.touchUpInside] + (select(at: touch.location) ? [.valueChanged] : [])
            }
        case .cancelled:
            // cancelTracking.
            guard trackedTouch == touch.id else { return [] }
            stopTracking(clock: clock)
            return [.touchCancel]
        case .stationary:
            return []
        }
    }

    private func stopTracking(clock: ControlClock) {
        if let trackedTouch { clock.tracking(self, trackedTouch, .ended) }
        trackedTouch = nil
        trackingClock = nil
        isHighlighted = false
        knobPosition = nil
        knobGrab = nil
        knobMoved = false
        if let repeatTimer { clock.cancel(repeatTimer) }
        repeatTimer = nil
    }

    /// A switch's knob in its view: centre and radius (points), at `position` 0 (off) … 1 (on).
    /// It fills the track's height less `Defaults.switchKnobInset` on each side and travels
    /// linearly from that inset off the left end to that inset off the right end.
    public func knob(at position: Double) -> (center: Point, radius: Double)? {
        guard case .toggle = kind, let bounds = view?.bounds else { return nil }
        let inset = Defaults.switchKnobInset
        let radius = max(0, bounds.height / 2 - inset)
        let travel = max(0, bounds.width - 2 * radius - 2 * inset)
        return (Point(bounds.minX + inset + radius + position * travel, bounds.midY), radius)
    }

    /// Whether `point` (window points) lands on the switch's knob, with a fingertip's slop.
    func isOnKnob(_ point: Point) -> Bool {
        guard let isOn, let knob = knob(at: isOn ? 1 : 0), let local = view?.convert(point, from: nil) else { return false }
        return local.distance(to: knob.center) <= knob.radius + Defaults.sliderThumbSlop
    }

    /// Moves a dragged knob with the finger at `point` (window points).
    private func dragKnob(to point: Point) {
        guard let grab = knobGrab, let bounds = view?.bounds, let local = view?.convert(point, from: nil) else { return }
        let travel = bounds.width - bounds.height
        guard travel > 0 else { return }
        let position = min(1, max(0, grab.position + (local.x - grab.x) / travel))
        guard position.isFinite else { return }
        // §3.7: a knob dragged toward the end it is on stays there; only a tap toggles.
        if local.x != grab.x { knobMoved = true }
        knobPosition = position
    }

    /// Steps a stepper once in its held direction, within its range; true when the value changed.
    private func step() -> Bool {
        guard case let .stepper(value, minimum, maximum, step) = kind else { return false }
        let next = min(maximum, max(minimum, value + stepDirection * step))
        guard next != value, next.isFinite else { return false }
        kind = .stepper(value: next, minimum: minimum, maximum: maximum, step: step)
        return true
    }

    /// A stepper held down steps again after `delay`, and then every repeat interval, while the
    /// finger stays inside; each step is a turn of its own (`clock.report`).
    private func scheduleRepeat(after delay: Double, touch: Touch, clock: ControlClock) {
        repeatTimer = clock.schedule(delay, self) { [unowned self] in
            repeatTimer = nil
            guard trackedTouch == touch.id else { return }
            if isHighlighted, step() { clock.report([.valueChanged], self, touch) }
            scheduleRepeat(after: Defaults.stepperRepeatInterval, touch: touch, clock: clock)
        }
    }

    /// A segmented control selects the segment under `point`; a page control moves one page
    /// toward it. True when the value changed.
    private func select(at point: Point) -> Bool {
        guard let bounds = view?.bounds, let local = view?.convert(point, from: nil) else { return false }
        switch kind {
        case let .segmented(count, selected):
            let width = bounds.width / Double(max(1, count))
            guard width > 0, (local.x - bounds.minX).isFinite else { return false }
            let segment = min(count - 1, max(0, Int((local.x - bounds.minX) / width)))
            kind = .segmented(count: count, selected: segment)
            return segment != selected
        case let .pageControl(count, current):
            let dot = bounds.midX + (Double(current) - Double(count - 1) / 2) * Defaults.pageControlDotSpacing
            let page = min(count - 1, max(0, current + (local.x < dot ? -1 : 1)))
            kind = .pageControl(count: count, current: page)
            return page != current
        default:
            return false
        }
    }

    /// §3.7: whether the control, hit by a touch of `recognizer` (on an ancestor), vetoes it: a
    /// single-finger single tap on a button, switch, stepper, segmented or page control; a
    /// single-finger swipe moving along a slider that began on its thumb; a single-finger pan
    /// moving along a switch that began on its knob. Other gestures go on and cancel the control
    /// as usual.
    func vetoes(_ recognizer: GestureRecognizer) -> Bool {
        guard isEnabled else { return false }
        if case .toggle = kind, let pan = recognizer as? PanGestureRecognizer, pan.minimumNumberOfTouches == 1 {
            guard let touch = pan.touches.first, trackedTouch == touch.id, knobGrab != nil else { return false }
            return movesAlong(touch)
        }
        switch kind {
        case .button, .toggle, .stepper, .segmented, .pageControl:
            guard let tap = recognizer as? TapGestureRecognizer else { return false }
            return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
        case .slider:
            guard let swipe = recognizer as? SwipeGestureRecognizer, swipe.numberOfTouchesRequired == 1,
                  let touch = swipe.touches.first else { return false }
            // Begun on the thumb: the touch it tracks (the thumb has moved since), or, while it
            // tracks none (its began withheld), where the thumb still is.
            let begunOnThumb = trackedTouch == touch.id || (trackedTouch == nil && isOnThumb(touch.startLocation))
            return begunOnThumb && movesAlong(touch)
        }
    }

    /// Whether `touch` has moved more along the control (its x) than across it, in its view.
    private func movesAlong(_ touch: Touch) -> Bool {
        guard let view, let start = view.convert(touch.startLocation, from: nil), let now = view.convert(touch.location, from: nil) else { return false }
        return abs(now.x - start.x) > abs(now.y - start.y)
    }
}
