/// The calls the engine makes to drag interactions' delegates (their answers are values of
/// `DragInteraction`), each traced as a `dragDelegate` event where the rules make it:
/// §9.3 `itemsForBeginning`, `previewForLifting`, `willAnimateLiftWith` at the lift; §9.4
/// `sessionWillBegin` before the session begins; §9.6 `sessionForAddingItems` (when
/// implemented) and `itemsForAdding` at an add-items tap.
extension DragCoordinator {
    /// §9.3: asked when the hold is long enough; 0 refuses the lift.
    func itemsForBeginning(of interaction: DragInteraction) -> Int {
        let items = interaction.itemsForBeginning
        traceCall(interaction, .itemsForBeginning, answer: .items(items))
        return items
    }

    /// §9.3: the view lifts; the delegate gives its preview and is told the lift will animate.
    func liftBegins(in interaction: DragInteraction) -> DragInteraction.LiftPreview {
        let preview = interaction.liftPreview
        traceCall(interaction, .previewForLifting, answer: .preview(preview))
        traceCall(interaction, .willAnimateLiftWith)
        return preview
    }

    /// §9.4: told before session `id` begins.
    func sessionWillBegin(_ id: Int, in interaction: DragInteraction) {
        traceCall(interaction, .sessionWillBegin, session: id)
    }

    /// §9.6: the session a tap at `location` on `interaction`'s view adds to. Not implemented
    /// (project choice): the newest session still dragging, nothing asked; implemented: the
    /// delegate's choice among the dragging sessions, traced.
    func sessionForAddingItems(by interaction: DragInteraction, at location: Point) -> DragSession? {
        let dragging = sessions.filter { $0.phase == .dragging }
        guard let choice = interaction.sessionForAddingItems else { return dragging.last }
        let chosen: DragSession? = switch choice {
        case .newest: dragging.last
        case .oldest: dragging.first
        // The first of the nearest in begin order: the older one on a tie.
        case .nearest: dragging.min { $0.location.distance(to: location) < $1.location.distance(to: location) }
        case .noSession: nil
        }
        traceCall(interaction, .sessionForAddingItems, answer: .session(chosen?.id))
        return chosen
    }

    /// §9.6: the items `interaction`'s view adds to `session` (0 leaves the tap to the app).
    /// Project choice: a view whose items are in the session already answers 0, as a delegate
    /// keeping its items unique would.
    func itemsForAdding(by interaction: DragInteraction, to session: DragSession) -> Int {
        let alreadyIn = session.items.contains { $0.viewID == interaction.view?.id }
        let items = alreadyIn ? 0 : interaction.itemsForAdding ?? 0
        traceCall(interaction, .itemsForAdding, session: session.id, answer: .items(items))
        return items
    }

    private func traceCall(_ interaction: DragInteraction, _ call: DragDelegateCall, session: Int? = nil,
                           answer: DragDelegateAnswer? = nil) {
        engine.trace.append(.dragDelegate(interaction: interaction.id, call: call, session: session, answer: answer), at: engine.now)
    }
}
