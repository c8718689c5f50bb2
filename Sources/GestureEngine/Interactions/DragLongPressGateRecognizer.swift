/// A drag interaction's competing-long-press gate (§9.5): discrete, one touch.
///
/// Every app long press sharing its touch requires it to fail. It recognizes when a session
/// begins (so those long presses never act) and fails when no drag can follow: in regular width
/// `Defaults.dragLongPressGateRegular` after the touch came down, in both widths when the touch
/// ends or is cancelled without a drag, and (project choice) as soon as the lift fails or is
/// refused, since no drag can begin after that.
public final class DragLongPressGateRecognizer: DragInteractionRecognizer {
    private var touch: Touch?

    override public var isDiscrete: Bool { true }

    override public func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard touch == nil, state == .possible, let first = touches.first else { return touches.forEach(ignore) }
        touches.dropFirst().forEach(ignore)
        touch = first
        guard host?.engine.sizeClass == .regular else { return }
        let wait = Defaults.dragLongPressGateRegular
        schedule(after: wait, label: "competing long press") { [unowned self] in
            self.fail("\(formatNumber(wait)) s without a drag")
        }
    }

    override public func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch, touches.contains(where: { $0 === touch }) else { return }
        fail("touch ended without a drag")
    }

    override public func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch, touches.contains(where: { $0 === touch }) else { return }
        fail("touch cancelled without a drag")
    }

    /// The lift failed or was refused: no drag can begin on this touch.
    func noDragPossible(_ reason: String) {
        if state == .possible { fail(reason) }
    }

    /// A session began from this interaction's lift.
    func dragBegan() {
        if state == .possible { setState(.ended, reason: "drag began") }
    }

    override public func reset() {
        touch = nil
    }

    /// §9.5: app long presses sharing the touch wait for the gate.
    override public func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        if other is LongPressGestureRecognizer, !(other is DragInteractionRecognizer), sharesTouch(with: other) { return true }
        return super.shouldBeRequiredToFail(by: other)
    }

    /// A gate excludes no one: it only holds long presses back.
    override public func canPrevent(_ other: GestureRecognizer) -> Bool { false }
}
