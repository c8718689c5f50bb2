/// A drag interaction's add-items tap (§9.6): discrete, one touch; installed only when the
/// interaction implements `itemsForAdding`.
///
/// While no session is being dragged it fails as its touch comes down, delaying nothing.
/// During a session it is a one-finger tap (`Defaults.tapAllowableMovement`): at the lift it
/// asks `sessionForAddingItems` (when implemented; else the newest session) and then
/// `itemsForAdding`; items → it recognizes, and its action adds them to that session,
/// consuming the tap (it cancels the view's touch and excludes the app's recognizers on it);
/// none (or no session chosen) → it fails and normal processing continues.
/// Project choice: app taps sharing its touch require it to fail, so they act in the same turn;
/// a view whose items are already in the session (its source, or one tapped before) answers
/// none, as a delegate keeping its items unique would.
public final class DragAddItemsGestureRecognizer: DragInteractionRecognizer {
    private var touch: Touch?
    /// The items answered at the lift, and the session the action adds them to.
    private var offered = 0
    private weak var session: DragSession?

    override public var isDiscrete: Bool { true }

    override init(id: String) {
        super.init(id: id)
        // The tap is consumed: the view hears `cancelled` and waits for the decision.
        cancelsTouchesInView = true
        delaysTouchesEnded = true
        addTarget { recognizer in
            guard let add = recognizer as? DragAddItemsGestureRecognizer, let touch = add.touch,
                  let interaction = add.interaction, let session = add.session else { return }
            add.drags?.addItems(add.offered, from: interaction, to: session, touch: touch)
        }
    }

    override public func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard touch == nil, state == .possible, let first = touches.first else { return fail("more than one touch") }
        touch = first
        guard drags?.hasDraggingSession == true else { return fail("no drag session") }
        if touches.count > 1 { fail("more than one touch") }
    }

    override public func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch, touch.location.distance(to: touch.startLocation) > Defaults.tapAllowableMovement else { return }
        fail("exceeded allowable movement")
    }

    override public func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch, let interaction, let view = interaction.view else { return }
        guard let drags, drags.hasDraggingSession else { return fail("no drag session") }
        guard let session = drags.sessionForAddingItems(by: interaction, at: touch.location) else {
            return fail("sessionForAddingItems chose none")
        }
        let alreadyIn = session.items.contains { $0.viewID == view.id }
        let items = drags.itemsForAdding(by: interaction, to: session)
        guard items > 0 else {
            drags.addDeclined(by: interaction, to: session, touch: touch)
            return fail(alreadyIn ? "its items are in the session already" : "no items to add")
        }
        offered = items
        self.session = session
        setState(.ended, reason: "adds \(items) item\(items == 1 ? "" : "s")")
    }

    override public func reset() {
        touch = nil
        offered = 0
        session = nil
    }

    /// §9.6 project choice: the app's taps on its touch act only once it has failed.
    override public func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        if other is TapGestureRecognizer, sharesTouch(with: other) { return true }
        return super.shouldBeRequiredToFail(by: other)
    }
}
