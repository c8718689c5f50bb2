/// A drag interaction's add-items tap (§9.6): discrete, one touch; installed only when the
/// interaction implements `itemsForAdding`.
///
/// While no session is being dragged it fails as its touch comes down, delaying nothing.
/// During a session it is a one-finger tap (`Defaults.tapAllowableMovement`): at the lift it
/// asks `itemsForAdding`; items → it recognizes, and its action adds them to the session
/// (`sessionForAddingItems`: the newest one), consuming the tap (it cancels the view's touch and
/// excludes the app's recognizers on it); none → it fails and normal processing continues.
/// Project choice: app taps sharing its touch require it to fail, so they act in the same turn;
/// a view whose items are already in the session (its source, or one tapped before) answers
/// none, as a delegate keeping its items unique would.
public final class DragAddItemsGestureRecognizer: DragInteractionRecognizer {
    private var touch: Touch?
    /// The items answered at the lift, added by the action.
    private var offered = 0

    override public var isDiscrete: Bool { true }

    override init(id: String) {
        super.init(id: id)
        // The tap is consumed: the view hears `cancelled` and waits for the decision.
        cancelsTouchesInView = true
        delaysTouchesEnded = true
        addTarget { recognizer in
            guard let add = recognizer as? DragAddItemsGestureRecognizer, let touch = add.touch,
                  let interaction = add.interaction else { return }
            add.drags?.addItems(add.offered, from: interaction, touch: touch)
        }
    }

    override public func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard touch == nil, state == .possible, let first = touches.first else { return fail("more than one touch") }
        touch = first
        guard drags?.sessionForAddingItems != nil else { return fail("no drag session") }
        if touches.count > 1 { fail("more than one touch") }
    }

    override public func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch, touch.location.distance(to: touch.startLocation) > Defaults.tapAllowableMovement else { return }
        fail("exceeded allowable movement")
    }

    override public func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch, let interaction, let view = interaction.view else { return }
        guard let drags, let session = drags.sessionForAddingItems else { return fail("no drag session") }
        let alreadyIn = session.items.contains { $0.viewID == view.id }
        let items = alreadyIn ? 0 : interaction.itemsForAdding ?? 0
        guard items > 0 else {
            drags.addDeclined(by: interaction, touch: touch)
            return fail(alreadyIn ? "its items are in the session already" : "no items to add")
        }
        offered = items
        setState(.ended, reason: "adds \(items) item\(items == 1 ? "" : "s")")
    }

    override public func reset() {
        touch = nil
        offered = 0
    }

    /// §9.6 project choice: the app's taps on its touch act only once it has failed.
    override public func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        if other is TapGestureRecognizer, sharesTouch(with: other) { return true }
        return super.shouldBeRequiredToFail(by: other)
    }
}
