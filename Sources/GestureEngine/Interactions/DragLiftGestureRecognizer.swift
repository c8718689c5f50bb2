/// A drag interaction's lift (§9.3–9.4): continuous, one touch.
///
/// Begins after `Defaults.dragLiftDuration` held within `Defaults.dragLiftAllowableMovement`,
/// if the interaction offers items (0 refuses the lift: it fails); then each move is a change
/// until the touch has moved `Defaults.dragSessionStartDistance` from where it lifted, which
/// ends it and begins a drag session (the touch is then the session's). A touch ending or
/// cancelled before that reverses the lift: cancelled.
///
/// §9.3: it neither cancels nor delays the view's touches; lifting, it excludes competitors
/// sharing the touch except long presses (always simultaneous during the lift). With
/// `allowsSimultaneousRecognitionDuringLift` it excludes no one, and any competitor recognizing
/// excludes it (cancels the interaction).
public final class DragLiftGestureRecognizer: DragInteractionRecognizer {
    private var start: Point?
    private var liftLocation: Point?
    private var touch: Touch?
    /// Where the current lift is shown, until it becomes a session or reverses.
    private weak var liftedIn: DragCoordinator?

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
        let items = interaction.itemsForBeginning
        guard items > 0 else {
            drags.liftRefused(by: interaction, touch: touch)
            interaction.gate.noDragPossible("lift refused")
            return fail("no items for beginning")
        }
        liftLocation = touch.location
        setState(.began, reason: "held \(formatNumber(Defaults.dragLiftDuration)) s")
        drags.lifted(by: interaction, touch: touch, items: items)
        liftedIn = drags
    }

    override public func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let touch, touches.contains(where: { $0 === touch }) else { return }
        switch state {
        case .possible:
            guard let start, touch.location.distance(to: start) > Defaults.dragLiftAllowableMovement else { return }
            interaction?.gate.noDragPossible("moved before the lift")
            fail("moved before the lift")
        case .began, .changed:
            guard let liftLocation, touch.location.distance(to: liftLocation) >= Defaults.dragSessionStartDistance else {
                return setState(.changed)
            }
            setState(.ended, reason: "drag began")
            guard let interaction else { return }
            // §9.5: a session start makes the gate recognize, so competing long presses never act.
            interaction.gate.dragBegan()
            liftedIn?.beginSession(from: interaction, touch: touch)
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

    /// Arbitration cancelled the lift (a competitor recognized while
    /// `allowsSimultaneousRecognitionDuringLift`): the view settles back at once.
    override func arbitrationDecidedState() {
        if state == .cancelled || state == .failed { reverseLift() }
    }

    override public func reset() {
        start = nil
        liftLocation = nil
        touch = nil
    }

    override public func canPrevent(_ other: GestureRecognizer) -> Bool {
        if other is LongPressGestureRecognizer || interaction?.allowsSimultaneousRecognitionDuringLift == true { return false }
        return super.canPrevent(other)
    }

    override public func canBePrevented(by other: GestureRecognizer) -> Bool {
        other is LongPressGestureRecognizer ? false : super.canBePrevented(by: other)
    }
}
