/// Runs the gesture recognizers of one engine: collects participants for new touches, delivers
/// each touch phase to them before the view, has its `GestureArbiter` arbitrate and applies the
/// arbiter's decisions (`StateTracing.swift`), delivers actions, and resets finished recognizers.
///
/// Turn order (§1.5): (1) participants of new touches; (2) phases to recognizers in participant
/// order; (3) arbitration to a fixed point; (4) view cancellations of newly effective
/// `cancelsTouchesInView` recognizers (done inside arbitration, before any action); (5) actions;
/// side effects of actions rerun 3–5; (6) the engine's remaining responder calls; (7) resets.
///
/// Invariants: `active` holds exactly the recognizers with touches, timers or unfinished state,
/// the newest touch's participants first in participant order; after the last touch of a sequence ends and timers run out, `active` is
/// empty and every recognizer is `possible` again.
final class GestureSystem {
    unowned let engine: Engine
    /// Recognizers taking part in the current sequence, in participant order (the arbiter's
    /// members).
    var active: [GestureRecognizer] { arbiter.members }
    /// The arbitration policy; this system applies its decisions.
    let arbiter: GestureArbiter
    /// Participants of each live touch, by touch id.
    private(set) var participants: [Int: [GestureRecognizer]] = [:]
    private var isArbitrating = false
    private var nextSerial = 0

    init(engine: Engine) {
        self.engine = engine
        arbiter = GestureArbiter(questions: RecognizerQuestions(trace: engine.trace, now: { [unowned engine] in engine.now }))
        arbiter.effects = self
    }

    /// The engine is going away with its timer queue: detach the recognizers without touching it.
    deinit {
        for recognizer in active {
            recognizer.arbitration.timers.removeAll()
            recognizer.system = nil
        }
    }

    var trace: Trace { engine.trace }
    var now: Double { engine.now }

    // MARK: (1) Participants

    /// §2.5: from the hit view up to the window, each view's recognizers in attachment order,
    /// keeping those enabled, not awaiting reset, type-allowed (§4.8) and willing (§4.7).
    func collectParticipants(for touch: Touch) {
        var chosen: [GestureRecognizer] = []
        var node = touch.view
        while let view = node {
            for recognizer in view.gestureRecognizers where accepts(recognizer, touch) {
                chosen.append(recognizer)
            }
            node = view.superview
        }
        participants[touch.id] = chosen
        trace.append(.participants(touch: touch.id, recognizers: chosen.map(\.id)), at: now)
        if !chosen.isEmpty { arbiter.participantsJoined() }
        for recognizer in chosen {
            if recognizer.system !== self {
                recognizer.arbitration.serial = nextSerial
                nextSerial += 1
            }
            recognizer.system = self
            if recognizer.arbitration.exclusiveType == nil { recognizer.arbitration.exclusiveType = touch.type }
            recognizer.arbitration.touches.append(touch)
        }
        // Delivery and action order is the newest touch's participant order, then the others.
        arbiter.members = chosen + active.filter { recognizer in !chosen.contains { $0 === recognizer } }
    }

    private func accepts(_ recognizer: GestureRecognizer, _ touch: Touch) -> Bool {
        guard recognizer.isEnabled else { return false }
        // §4.10: terminal recognizers take no new touches until reset.
        guard recognizer.arbitration.status != .finished, !recognizer.state.isTerminal else { return false }
        guard recognizer.allowedTouchTypes.contains(touch.type) else { return false }
        if recognizer.requiresExclusiveTouchType, let type = recognizer.arbitration.exclusiveType, type != touch.type { return false }
        if let answer = recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) {
            trace.append(.ask(question: "shouldReceive", recognizer: recognizer.id, other: "T\(touch.id)", answer: answer), at: now)
            return answer
        }
        return true
    }

    // MARK: (2) Delivery to recognizers

    /// The order in which a recognizer hears the phases of one turn.
    private static let phaseOrder: [TouchPhase] = [.began, .moved, .ended, .cancelled]

    /// Hands each recognizer the touches of this turn it tracks, grouped by phase.
    func deliver(_ changed: [Touch], event: TouchEvent) {
        guard !active.isEmpty else { return }
        for recognizer in active {
            // §4.10: failed (and other finished) recognizers get no further callbacks.
            guard isListening(recognizer) else { continue }
            // Most turns change one touch: hand that same array to every recognizer tracking it.
            let mine = changed.count == 1
                ? (recognizer.arbitration.touches.contains { $0 === changed[0] } ? changed : [])
                : changed.filter { touch in recognizer.arbitration.touches.contains { $0 === touch } }
            guard !mine.isEmpty else { continue }
            for phase in Self.phaseOrder where isListening(recognizer) || phase == .began {
                let touches = mine.count == 1 ? (mine[0].phase == phase ? mine : []) : mine.filter { $0.phase == phase }
                guard !touches.isEmpty else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(touches, with: event)
                case .moved: recognizer.touchesMoved(touches, with: event)
                case .ended: recognizer.touchesEnded(touches, with: event)
                default: recognizer.touchesCancelled(touches, with: event)
                }
            }
        }
        runArbitration()
    }

    /// §7.0: the device reported `touch` again where it was. No phase and no callback, but the
    /// recognizers tracking it take it as a velocity sample at `now`.
    func touchStayed(_ touch: Touch) {
        for recognizer in participants[touch.id] ?? [] where isListening(recognizer) {
            recognizer.touchStayed(touch, at: now)
        }
    }

    private func isListening(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.arbitration.status != .finished && !recognizer.state.isTerminal
    }

    // MARK: Notifications from recognizers

    func refused(_ recognizer: GestureRecognizer, to next: GestureRecognizerState) {
        trace.append(.refused(recognizer: recognizer.id, from: recognizer.state, to: next), at: now)
    }

    func touchWasIgnored(_ touch: Touch, by recognizer: GestureRecognizer) {
        participants[touch.id]?.removeAll { $0 === recognizer }
    }

    func log(_ message: String, from recognizer: GestureRecognizer) {
        trace.append(.log(recognizer: recognizer.id, message: message), at: now)
    }

    func timerDidFire(for recognizer: GestureRecognizer) {
        runArbitration()
        engine.finishGestureTurn()
    }

    /// §4.5: disabling fails (possible) or cancels (began, changed; pending ones too, without an
    /// action) in the same turn; a pending one that already ended stays ended and never acts.
    func enabledDidChange(_ recognizer: GestureRecognizer) {
        guard !recognizer.isEnabled, active.contains(where: { $0 === recognizer }) else { return }
        let arbitration = recognizer.arbitration
        if arbitration.status == .effective, recognizer.state == .began || recognizer.state == .changed {
            force(recognizer, to: .cancelled, reason: "disabled")
            if arbitration.hasDeliveredAction { recognizer.arbitration.queuedActions.append(.cancelled) }
        } else if !recognizer.state.isTerminal || arbitration.status == .pending || !arbitration.untracedChanges.isEmpty {
            ruleOut(recognizer, reason: "disabled", winner: nil)
        }
        arbiter.finish(recognizer)
        arbiter.notifyDependents(of: recognizer)
        // Touches are released so that the recognizer resets this turn and, re-enabled, takes
        // only touches that begin afterwards.
        for touch in recognizer.arbitration.touches {
            recognizer.arbitration.ignoredTouchIDs.insert(touch.id)
            participants[touch.id]?.removeAll { $0 === recognizer }
        }
        recognizer.arbitration.touches.removeAll()
        if !isArbitrating { runArbitration() }
    }

    // MARK: (3)–(5) Arbitration and actions

    /// Arbitrates every unarbitrated state change, then delivers queued actions; repeats while
    /// actions cause new changes.
    func runArbitration() {
        guard !isArbitrating else { return }
        isArbitrating = true
        defer { isArbitrating = false }
        repeat {
            arbiter.settle()
            deliverActions()
        } while active.contains(where: { $0.arbitration.needsArbitration || !$0.arbitration.queuedActions.isEmpty })
    }

    private func deliverActions() {
        for recognizer in active where !recognizer.arbitration.queuedActions.isEmpty {
            let internalState = recognizer.state
            let queued = recognizer.arbitration.queuedActions
            recognizer.arbitration.queuedActions.removeAll()
            for state in queued {
                recognizer.arbitration.hasDeliveredAction = true
                // State is reliable inside actions: it reads as the state delivered.
                recognizer.state = state
                // The values the client reads, before its targets change any (setTranslation …).
                trace.append(.action(recognizer: recognizer.id, state: state, values: recognizer.actionValues), at: now)
                recognizer.sendActions()
                if recognizer.state == state { recognizer.state = internalState }
            }
        }
    }

    // MARK: (7) Resets

    /// §4.10: a recognizer resets at the end of the first turn where it is terminal (or
    /// suppressed), none of its touches is down and no action is pending. §4.11 (applied when a
    /// sequence ends): one still possible with no touch down and no timer is hung: it fails.
    func resetFinished(sequenceEnded: Bool) {
        guard !active.isEmpty else { return }
        if sequenceEnded {
            for recognizer in active where isHung(recognizer) {
                force(recognizer, to: .failed, reason: "hung: no touch and no timer")
                arbiter.finish(recognizer)
                arbiter.notifyDependents(of: recognizer)
            }
            runArbitration()
        }
        // A pending recognizer may be terminal internally (a waiting tap) but is not done.
        guard active.contains(where: isReadyToReset) else { return }
        for recognizer in active where isReadyToReset(recognizer) {
            reset(recognizer)
        }
        arbiter.members.removeAll { $0.system == nil }
        // Keep a touch's participants while it is live or any of them is still at work: they
        // may still hold its withheld calls (§3.4).
        let live = engine.liveTouches
        participants = participants.filter { entry in
            live.contains { $0.id == entry.key } || entry.value.contains { $0.system === self }
        }
    }

    private func hasTouchDown(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.arbitration.touches.contains { !$0.phase.isTerminal }
    }

    /// §4.11: still possible with no touch down and no timer: nothing can ever move it.
    private func isHung(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.arbitration.status == .idle && recognizer.state == .possible
            && recognizer.arbitration.timers.isEmpty && !hasTouchDown(recognizer)
    }

    private func isReadyToReset(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.arbitration.status == .finished && !hasTouchDown(recognizer) && recognizer.arbitration.queuedActions.isEmpty
    }

    private func reset(_ recognizer: GestureRecognizer) {
        recognizer.cancelTimers()
        recognizer.reset()
        let previous = recognizer.state
        recognizer.state = .possible
        trace.append(.state(recognizer: recognizer.id, from: previous, to: .possible, reason: "reset"), at: now)
        let stillDown = recognizer.arbitration.ignoredTouchIDs.filter { id in engine.liveTouches.contains { $0.id == id } }
        recognizer.arbitration = Arbitration()
        // §4.10: touches still down stay ignored.
        recognizer.arbitration.ignoredTouchIDs = stillDown
        recognizer.system = nil
    }

    // MARK: Queries for view delivery

    /// §3.3: a participant with `delaysTouchesBegan` is still undecided about `touch`.
    func holdsBegan(of touch: Touch) -> Bool {
        (participants[touch.id] ?? []).contains { $0.delaysTouchesBegan && isUndecided($0) }
    }

    /// §3.4: a participant tracking `touch` with `delaysTouchesEnded` is possible or pending.
    func holdsEnded(of touch: Touch) -> Bool {
        (participants[touch.id] ?? []).contains { $0.delaysTouchesEnded && isUndecided($0) }
    }

    private func isUndecided(_ recognizer: GestureRecognizer) -> Bool {
        let status = recognizer.arbitration.status
        return status == .pending || (status == .idle && !recognizer.state.isTerminal)
    }

    /// Recognizers not at rest, for quiescence reports.
    var unfinishedWork: [String] {
        active.map { "recognizer \($0.id) is \($0.state) (not reset)" }
    }
}
