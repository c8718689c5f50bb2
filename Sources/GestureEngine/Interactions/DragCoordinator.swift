/// The drag sessions of one engine (§9): lifts shown, sessions dragging or landing, drop
/// targets under their fingers. Engine-owned: drag interactions report to it through their
/// recognizers; the drawing reads `lifts` and `sessions`.
///
/// Invariants: a session is `.dragging` exactly while its finger is claimed (§1.7: its touch
/// was cancelled for the app, §9.4); §9.7 every other touch is the app's as usual. A session
/// leaves `sessions` when its landing timer fires (`Defaults.dragLandingDuration` after the
/// finger lifted); a lift leaves `lifts` when a later lift starts after it settled.
public final class DragCoordinator {
    unowned let engine: Engine
    /// Sessions dragging or landing, in the order they began.
    public private(set) var sessions: [DragSession] = []
    /// Lifts held, and those that ended recently (for their settling animation).
    public private(set) var lifts: [DragLift] = []
    private var nextSessionID = 1

    init(engine: Engine) {
        self.engine = engine
    }

    private var trace: Trace { engine.trace }
    private var now: Double { engine.now }

    /// Whether any session is dragging (an add-items tap has something to add to, §9.6).
    public var hasDraggingSession: Bool {
        sessions.contains { $0.phase == .dragging }
    }

    // MARK: Lifts (reported by the lift recognizer)

    func lifted(by interaction: DragInteraction, touch: Touch, items: Int) {
        guard let view = interaction.view else { return }
        let preview = liftBegins(in: interaction)
        // Lifts that settled long ago are not drawn any more.
        lifts.removeAll { lift in lift.endedAt.map { now - $0 > Defaults.dragLandingDuration } ?? false }
        lifts.append(DragLift(viewID: view.id, touchID: touch.id, liftedAt: now, showsPreview: preview == .view))
        trace.append(.dragLift(interaction: interaction.id, view: view.id, touch: touch.id, event: .lifted, items: items), at: now)
    }

    func liftRefused(by interaction: DragInteraction, touch: Touch) {
        trace.append(.dragLift(interaction: interaction.id, view: interaction.view?.id ?? "?", touch: touch.id, event: .refused,
                               items: 0), at: now)
    }

    func liftReversed(by interaction: DragInteraction, touch: Touch) {
        endLift(of: touch, outcome: .reversed, interaction: interaction, event: .reversed)
    }

    private func endLift(of touch: Touch, outcome: DragLift.Outcome, interaction: DragInteraction, event: DragLiftEvent) {
        guard let index = lifts.lastIndex(where: { $0.touchID == touch.id && $0.outcome == .held }) else { return }
        lifts[index].outcome = outcome
        lifts[index].endedAt = now
        trace.append(.dragLift(interaction: interaction.id, view: lifts[index].viewID, touch: touch.id, event: event,
                               items: interaction.itemsForBeginning), at: now)
    }

    // MARK: Sessions

    /// §9.4: the lifted touch moved far enough with the `items` its lift offered.
    /// `sessionWillBegin`, then the touch is cancelled for the app at the end of this turn and
    /// its finger drives the session.
    func beginSession(from interaction: DragInteraction, touch: Touch, items: Int) {
        guard let source = interaction.view else { return }
        endLift(of: touch, outcome: .dragged, interaction: interaction, event: .dragged)
        sessionWillBegin(nextSessionID, in: interaction)
        let center = source.superview?.convert(source.center, to: nil) ?? source.center
        let session = DragSession(id: nextSessionID, interaction: interaction, source: source, touch: touch, time: now,
                                  sourceCenter: center, items: max(1, items))
        session.coordinator = self
        nextSessionID += 1
        sessions.append(session)
        traceSession(session, .began, view: source.id)
        updateTarget(of: session)
        engine.claim(touch, TouchClaim(
            name: "drag session \(session.name)",
            moved: { [unowned self, session] in self.move(session, to: $0) },
            lifted: { [unowned self, session] in self.end(session, at: $0, cancelled: $1) }))
    }

    /// §9.6: another finger's tap on `interaction`'s view asked `session` for items and got
    /// none: the tap fails and stays the app's (items that do join are added at the tap's action).
    func addDeclined(by interaction: DragInteraction, to session: DragSession, touch: Touch) {
        traceSession(session, .declined, view: interaction.view?.id, location: touch.location)
    }

    func addItems(_ count: Int, from interaction: DragInteraction, to session: DragSession, touch: Touch) {
        guard count > 0, session.phase == .dragging, let view = interaction.view else { return }
        let item = DragSession.Item(viewID: view.id, location: touch.location, time: now)
        session.items += Array(repeating: item, count: count)
        traceSession(session, .added, view: view.id, location: touch.location)
    }

    private func move(_ session: DragSession, to location: Point) {
        guard location != session.location else { return }
        session.location = location
        updateTarget(of: session)
        traceSession(session, .moved, view: session.target?.id)
    }

    /// The drop target under the finger: the hit view or its nearest ancestor with a drop
    /// interaction. Entering and exiting are traced.
    private func updateTarget(of session: DragSession) {
        let target = dropTarget(at: session.location)
        let old = session.target
        guard target !== old else { return }
        session.target = target
        session.proposal = target?.dropInteraction?.proposal
        if let old { traceSession(session, .exited, view: old.id) }
        if let target { traceSession(session, .entered, view: target.id) }
    }

    private func dropTarget(at point: Point) -> View? {
        var node = engine.viewAt(point)
        while let view = node {
            if view.dropInteraction != nil { return view }
            node = view.superview
        }
        return nil
    }

    /// The finger lifted: a performing proposal drops into the target, anything else flies back.
    private func end(_ session: DragSession, at location: Point, cancelled: Bool) {
        if !cancelled, location != session.location {
            session.location = location
            updateTarget(of: session)
        }
        session.endedAt = now
        if !cancelled, let target = session.target, let operation = session.proposal, operation.performsDrop {
            session.phase = .dropping(target: target.id, operation: operation)
            session.landingPoint = target.superview?.convert(target.center, to: nil) ?? target.center
            traceSession(session, .dropped, view: target.id)
            target.dropInteraction?.perform?(session, target)
        } else {
            session.phase = .cancelling
            session.landingPoint = session.sourceCenter
            traceSession(session, .cancelled, view: session.target?.id)
        }
        engine.schedule(at: now + Defaults.dragLandingDuration, owner: session.name, label: "landing") { [unowned self, session] in
            self.traceSession(session, .landed, view: nil)
            self.sessions.removeAll { $0 === session }
        }
    }

    private func traceSession(_ session: DragSession, _ event: DragSessionEvent, view: String?, location: Point? = nil) {
        let proposal = view != nil && view == session.target?.id ? session.proposal : nil
        trace.append(.dragSession(session: session.id, event: event, view: view, items: session.items.count,
                                  location: location ?? session.location, proposal: proposal), at: now)
    }
}
