/// A drag interaction's lift (§9.3–9.4): continuous, one touch.
///
/// Begins after `Defaults.dragLiftDuration` held within `Defaults.dragLiftAllowableMovement`,
/// if the interaction offers items (0 refuses the lift: it fails); then each move is a change.
/// Once the touch has moved `Defaults.dragSessionStartDistance` from where it lifted, the
/// change's action — delivered only if arbitration kept the lift — ends it and begins a drag
/// session (the touch is then the session's). A touch ending or cancelled before that reverses
/// the lift: cancelled. The view lifts on the `.began` action, when arbitration has let it.
///
/// §9.3: it neither cancels nor delays the view's touches; lifting, it excludes competitors
/// sharing the touch except long presses (always simultaneous during the lift). With
/// `allowsSimultaneousRecognitionDuringLift` it excludes no one, and any competitor recognizing
/// excludes it (cancels the interaction), the session included when both happen in one turn.
public final class DragLiftGestureRecognizer: DragInteractionRecognizer {
    private var start: Point?
    private var liftLocation: Point?
    private var touch: Touch?
    /// The items the interaction offered at the lift.
    private var items = 0
    /// The touch moved far enough for a session; the next action begins it.
    private var sessionRequested = false
    /// Where the current lift is shown, until it becomes a session or reverses.
    private weak var liftedIn: DragCoordinator?

    override init(id: String) {
        super.init(id: id)
        addTarget { recognizer in (recognizer as? DragLiftGestureRecognizer)?.acted() }
    }

    override public func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        // One finger lifts one item; others are the app's (or the add-items tap's).
        guard touch == nil, state == .possible, let first = touches.first else { return touches.forEach(ignore) }
        touches.dropFirst().forEach(ignore)
        touch = first
        start = first.location
        schedule(after: Defaults.dragLiftDuration, label: "lift") { [unowned self] in self.liftIfOffered() }
    }

    private func liftIfOffered() {
        guard let interaction, let touch, let drags else { return }
        items = drags.itemsForBeginning(of: interaction)
        guard items > 0 else {
            drags.liftRefused(by: interaction, touch: touch)
            interaction.gate.noDragPossible("lift refused")
            return fail("no items for beginning")
        }
        liftLocation = touch.location
        setState(.began, reason: "held \(formatNumber(Defaults.dragLiftDuration)) s")
    }

    override public func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let touch, touches.contains(where: { $0 === touch }) else { return }
        switch state {
        case .possible:
            guard let start, touch.location.distance(to: start) > Defaults.dragLiftAllowableMovement else { return }
            interaction?.gate.noDragPossible("moved before the lift")
            fail("moved before the lift")
        case .began, .changed:
            if let liftLocation, touch.location.distance(to: liftLocation) >= Defaults.dragSessionStartDistance { sessionRequested = true }
            setState(.changed)
        default:
            break
        }
    }

    /// Its own action: arbitration kept the lift. `.began` lifts the view; a change after the
    /// touch moved far enough ends the lift and begins the session.
    private func acted() {
        guard let interaction, let touch, let drags else { return }
        switch state {
        case .began where liftedIn == nil:
            drags.lifted(by: interaction, touch: touch, items: items)
            liftedIn = drags
        case .changed where sessionRequested && liftedIn != nil:
            sessionRequested = false
            setState(.ended, reason: "drag began")
            // §9.5: a session start makes the gate recognize, so competing long presses never act.
            interaction.gate.dragBegan()
            liftedIn?.beginSession(from: interaction, touch: touch, items: items)
            liftedIn = nil
        default:
            break
        }
    }

    override public func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        finish(touches, reason: "lifted before \(formatNumber(Defaults.dragLiftDuration)) s")
    }

    override public func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        finish(touches, reason: "touch cancelled")
    }

    /// The touch ended without a session: possible fails; a lift reverses (§9.4).
    private func finish(_ touches: [Touch], reason: String) {
        guard let touch, touches.contains(where: { $0 === touch }) else { return }
        switch state {
        case .possible:
            fail(reason)
        case .began, .changed:
            setState(.cancelled, reason: "lift reversed")
            reverseLift()
        default:
            break
        }
    }

    /// The lift ends without a session: the view settles back (§9.4).
    private func reverseLift() {
        if let interaction, let touch { liftedIn?.liftReversed(by: interaction, touch: touch) }
        liftedIn = nil
    }

    /// Arbitration failed or cancelled the lift (shouldBegin, exclusion, a competitor recognizing
    /// while `allowsSimultaneousRecognitionDuringLift`): no drag can follow on this touch; a
    /// lifted view settles back at once.
    override func arbitrationDecidedState() {
        guard state == .cancelled || state == .failed else { return }
        reverseLift()
        interaction?.gate.noDragPossible("lift \(state)")
    }

    override public func reset() {
        start = nil
        liftLocation = nil
        touch = nil
        items = 0
        sessionRequested = false
    }

    override public func canPrevent(_ other: GestureRecognizer) -> Bool {
        if other is LongPressGestureRecognizer || interaction?.allowsSimultaneousRecognitionDuringLift == true { return false }
        return super.canPrevent(other)
    }

    override public func canBePrevented(by other: GestureRecognizer) -> Bool {
        other is LongPressGestureRecognizer ? false : super.canBePrevented(by: other)
    }
}
