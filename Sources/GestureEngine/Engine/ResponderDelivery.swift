/// Decides which touches reach their hit view's responder methods and records each call.
///
/// Rules encoded: §3.5 `isMultipleTouchEnabled` (only the first touch of a sequence landing in a
/// view is heard), §3.6 `isExclusiveTouch` (an exclusive view holding a touch blocks new touches
/// elsewhere, and is itself blocked while another view holds one).
///
/// Invariant: every view that heard `began` for a touch hears exactly one `ended` or `cancelled`
/// for it; `openTouches` is empty whenever no touch is live.
struct ResponderDelivery {
    /// Touches whose responder calls reach their view, by touch id, until ended or cancelled.
    private(set) var openTouches: [Int: View] = [:]
    /// Views on which a touch landed during the current sequence (§3.5 counts landings).
    private var viewsTouchedThisSequence: Set<ObjectIdentifier> = []

    mutating func deliver(_ touch: Touch, trace: Trace, at time: Double) {
        switch touch.phase {
        case .began: begin(touch, trace: trace, at: time)
        case .moved: send(touch, .moved, trace: trace, at: time)
        case .ended, .cancelled: send(touch, touch.phase, trace: trace, at: time, closing: true)
        case .stationary: break
        }
    }

    /// Forgets per-sequence state; called when the last touch of a sequence is over.
    mutating func endSequence() {
        viewsTouchedThisSequence.removeAll()
    }

    private mutating func begin(_ touch: Touch, trace: Trace, at time: Double) {
        guard let view = touch.view else { return }
        let firstLanding = viewsTouchedThisSequence.insert(ObjectIdentifier(view)).inserted
        // §3.5: a view without multiple touch hears only the first touch landing in it.
        if !view.isMultipleTouchEnabled && !firstLanding {
            trace.append(.undelivered(view: view.id, touch: touch.id, reason: .multipleTouchDisabled), at: time)
            return
        }
        // §3.6: exclusivity on either side blocks a touch while another view holds one.
        let otherHolders = openTouches.values.filter { $0 !== view }
        if otherHolders.contains(where: \.isExclusiveTouch) || (view.isExclusiveTouch && !otherHolders.isEmpty) {
            trace.append(.undelivered(view: view.id, touch: touch.id, reason: .exclusiveTouch), at: time)
            return
        }
        openTouches[touch.id] = view
        trace.append(.deliver(view: view.id, touch: touch.id, phase: .began), at: time)
    }

    private mutating func send(_ touch: Touch, _ phase: TouchPhase, trace: Trace, at time: Double, closing: Bool = false) {
        guard let view = openTouches[touch.id] else { return }
        if closing { openTouches[touch.id] = nil }
        trace.append(.deliver(view: view.id, touch: touch.id, phase: phase), at: time)
    }
}
