/// Decides which touches reach their hit view's responder methods, and when, and records each call.
///
/// Rules encoded: §3.5 `isMultipleTouchEnabled` (only the first touch of a sequence landing in a
/// view is heard); §3.6 `isExclusiveTouch`; §3.3 `delaysTouchesBegan` (began and moves withheld,
/// released as began + one coalesced moved + ended); §3.4 `delaysTouchesEnded` (ended withheld);
/// §3.2 `cancelsTouchesInView` (`take`: the view gets cancelled, hears nothing more, withheld
/// calls are dropped). §3.7: each call also reaches the control that hears the view's calls,
/// whose events are traced at once; their handlers wait in `controlCallbacks` for the engine to
/// run them once delivery is done.
///
/// Invariant: every view that heard `began` for a touch hears exactly one `ended` or `cancelled`
/// for it; once no touch is live and nothing is withheld, `openTouches` is empty.
struct ResponderDelivery {
    /// What controls need of the engine (a stepper's repeats); set by the engine as it starts.
    var controlClock: ControlClock?

    /// Whether recognizers hold a touch's calls back (answers from the gesture system).
    struct Holds {
        var began: (Touch) -> Bool
        var ended: (Touch) -> Bool
    }

    /// Calls withheld for one touch.
    private struct Withheld {
        let touch: Touch
        let view: View
        var began = false
        var moved = false
        var ended = false
    }

    /// Touches whose `began` reached the view, until ended or cancelled.
    private(set) var openTouches: [Int: View] = [:]
    /// Touches admitted by §3.5/§3.6 for the rest of their life (their calls may still be withheld).
    private var admitted: [Int: View] = [:]
    private var withheld: [Int: Withheld] = [:]
    /// Views on which a touch landed during the current sequence (§3.5 counts landings).
    private var viewsTouchedThisSequence: Set<ObjectIdentifier> = []
    /// The control that hears each admitted touch's calls (§3.1, §3.7), found once, at admission.
    private var controls: [Int: Control] = [:]
    /// Control events whose handlers have not run yet, in order (`takeControlCallbacks`).
    private var controlCallbacks: [(event: ControlEvent, control: Control)] = []

    /// Touches whose view may not hear them (§3.8 `touchesShouldBegin` answered false).
    private var keptFromView: Set<Int> = []

    var hasWithheldCalls: Bool { !withheld.isEmpty }

    /// §3.8: `touch` (not yet delivered) never reaches its view's responder methods.
    mutating func keepFromView(_ touch: Touch) {
        keptFromView.insert(touch.id)
    }

    mutating func deliver(_ touch: Touch, holds: Holds, trace: Trace, at time: Double) {
        if touch.phase == .began {
            admit(touch, trace: trace, at: time)
        }
        guard let view = admitted[touch.id] else { return }
        if var pending = withheld[touch.id] {
            switch touch.phase {
            case .moved:
                if !pending.moved { trace.append(.withheld(view: view.id, touch: touch.id, phase: .moved), at: time) }
                pending.moved = true
            case .ended:
                trace.append(.withheld(view: view.id, touch: touch.id, phase: .ended), at: time)
                pending.ended = true
            case .cancelled: pending = Withheld(touch: touch, view: view)
            default: break
            }
            withheld[touch.id] = pending
            if touch.phase == .cancelled { close(touch, view: view, phase: .cancelled, trace: trace, at: time) }
            return
        }
        switch touch.phase {
        case .began:
            if holds.began(touch) {
                withheld[touch.id] = Withheld(touch: touch, view: view, began: true)
                trace.append(.withheld(view: view.id, touch: touch.id, phase: .began), at: time)
            } else {
                send(.began, touch, view, trace: trace, at: time)
            }
        case .moved:
            send(.moved, touch, view, trace: trace, at: time)
        case .ended:
            if holds.ended(touch) {
                withheld[touch.id] = Withheld(touch: touch, view: view, ended: true)
                trace.append(.withheld(view: view.id, touch: touch.id, phase: .ended), at: time)
            } else {
                close(touch, view: view, phase: .ended, trace: trace, at: time)
            }
        case .cancelled:
            close(touch, view: view, phase: .cancelled, trace: trace, at: time)
        case .stationary:
            break
        }
    }

    /// Releases withheld calls whose holds are gone, in touch order.
    mutating func releaseWithheld(holds: Holds, trace: Trace, at time: Double) {
        guard !withheld.isEmpty else { return }
        for id in withheld.keys.sorted() {
            guard var pending = withheld[id] else { continue }
            if pending.began {
                guard !holds.began(pending.touch) else { continue }
                send(.began, pending.touch, pending.view, trace: trace, at: time)
                // §3.3 project choice: withheld moves coalesce into one.
                if pending.moved { send(.moved, pending.touch, pending.view, trace: trace, at: time) }
                pending.began = false
                pending.moved = false
            }
            if pending.ended, !holds.ended(pending.touch) {
                withheld[id] = nil
                close(pending.touch, view: pending.view, phase: .ended, trace: trace, at: time)
            } else {
                withheld[id] = pending.ended ? pending : nil
            }
        }
    }

    /// §3.2/§3.3: a recognizer took the touch. The view is cancelled if it heard `began` and
    /// `cancelView`; withheld calls are dropped; nothing more of the touch reaches the view.
    mutating func take(_ touch: Touch, cancelView: Bool, trace: Trace, at time: Double) {
        guard let view = admitted[touch.id] else { return }
        withheld[touch.id] = nil
        if openTouches[touch.id] != nil, !cancelView { return }
        admitted[touch.id] = nil
        if openTouches[touch.id] != nil { close(touch, view: view, phase: .cancelled, trace: trace, at: time) }
        if !controls.isEmpty { controls[touch.id] = nil }
    }

    /// Forgets per-sequence state; called when the last touch of a sequence is over.
    mutating func endSequence() {
        viewsTouchedThisSequence.removeAll()
        keptFromView.removeAll()
        admitted = admitted.filter { withheld[$0.key] != nil }
        controls = controls.filter { admitted[$0.key] != nil }
    }

    private mutating func admit(_ touch: Touch, trace: Trace, at time: Double) {
        guard let view = touch.view else { return }
        if !keptFromView.isEmpty, keptFromView.remove(touch.id) != nil {
            trace.append(.undelivered(view: view.id, touch: touch.id, reason: .touchesShouldBegin), at: time)
            return
        }
        let firstLanding = viewsTouchedThisSequence.insert(ObjectIdentifier(view)).inserted
        // §3.5: a view without multiple touch hears only the first touch landing in it.
        if !view.isMultipleTouchEnabled && !firstLanding {
            trace.append(.undelivered(view: view.id, touch: touch.id, reason: .multipleTouchDisabled), at: time)
            return
        }
        // §3.6: exclusivity on either side blocks a touch while another view holds one.
        let otherHolders = admitted.values.filter { $0 !== view }
        if otherHolders.contains(where: \.isExclusiveTouch) || (view.isExclusiveTouch && !otherHolders.isEmpty) {
            trace.append(.undelivered(view: view.id, touch: touch.id, reason: .exclusiveTouch), at: time)
            return
        }
        admitted[touch.id] = view
        if let control = view.responderControl() { controls[touch.id] = control }
    }

    private mutating func send(_ phase: TouchPhase, _ touch: Touch, _ view: View, trace: Trace, at time: Double) {
        if phase == .began { openTouches[touch.id] = view }
        trace.append(.deliver(view: view.id, touch: touch.id, phase: phase), at: time)
        if !controls.isEmpty, let control = controls[touch.id], let controlClock {
            report(control.handle(phase, of: touch, clock: controlClock), of: control, touch: touch, trace: trace, at: time)
        }
    }

    /// A control's events (of a responder call it heard, or a stepper's repeat): traced now; handlers queued.
    mutating func report(_ events: [ControlEvent], of control: Control, touch: Touch, trace: Trace, at time: Double) {
        guard let view = control.view else { return }
        for event in events {
            trace.append(.controlEvent(view: view.id, event: event, touch: touch.id, value: control.value, control: control.kind.type,
                                       title: control.valueTitle), at: time)
            if control.onEvent != nil { controlCallbacks.append((event, control)) }
        }
    }

    /// Whether control events wait for their handlers.
    var hasControlCallbacks: Bool { !controlCallbacks.isEmpty }

    /// The control events whose handlers are due, oldest first; forgets them.
    mutating func takeControlCallbacks() -> [(event: ControlEvent, control: Control)] {
        defer { controlCallbacks.removeAll() }
        return controlCallbacks
    }

    /// Ends the touch for the view: the closing call if it heard `began`, and no more calls.
    private mutating func close(_ touch: Touch, view: View, phase: TouchPhase, trace: Trace, at time: Double) {
        admitted[touch.id] = nil
        withheld[touch.id] = nil
        let control = controls.isEmpty ? nil : controls.removeValue(forKey: touch.id)
        guard openTouches.removeValue(forKey: touch.id) != nil else { return }
        trace.append(.deliver(view: view.id, touch: touch.id, phase: phase), at: time)
        if let control, let controlClock {
            report(control.handle(phase, of: touch, clock: controlClock), of: control, touch: touch, trace: trace, at: time)
        }
    }
}
