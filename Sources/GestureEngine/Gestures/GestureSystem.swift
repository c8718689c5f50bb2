/// Runs the gesture recognizers of one engine: collects participants for new touches, delivers
/// each touch phase to them before the view, has its `GestureArbiter` arbitrate and applies the
/// arbiter's decisions (`StateTracing.swift`), delivers actions, and resets finished recognizers.
///
/// Turn order (§1.5): (1) participants of new touches; (2) phases to recognizers in participant
/// order; (3) arbitration to a fixed point; (4) view cancellations of newly effective
/// `cancelsTouchesInView` recognizers (done inside arbitration, before any action); (5) actions;
/// side effects of actions rerun 3–5; (6) the engine's remaining responder calls; (7) resets.
///
/// Invariants: the arbiter's members are exactly the recognizers with touches, timers or
/// unfinished state, the newest touch's participants first in participant order; after the
/// last touch of a sequence ends and timers run out there are none, and every recognizer is
/// `possible` again. The touch ↔ recognizer relation has one owner, each recognizer's tracked
/// touches (UIKit's `touches`): which members take part in a touch is read from them
/// (`members(tracking:)`), never kept a second time.
final class GestureSystem {
    unowned let engine: Engine
    /// The arbitration policy and the records of the recognizers taking part in the current
    /// sequence (its members, in participant order); this system applies its decisions.
    let arbiter: GestureArbiter
    private var isArbitrating = false

    init(engine: Engine) {
        self.engine = engine
        arbiter = GestureArbiter(questions: RecognizerQuestions(trace: engine.trace, now: { [unowned engine] in engine.now }))
        arbiter.effects = self
    }

    /// The engine is going away with its timer queue: its recognizers drop what they tracked
    /// here (a recognizer may outlive its engine and join another).
    deinit {
        for record in arbiter.members { record.recognizer.leaveSequence(keepingIgnored: []) }
    }

    var trace: Trace { engine.trace }
    var now: Double { engine.now }

    // MARK: (1) Participants

    /// §2.5: from the hit view up to the window, each view's recognizers in attachment order,
    /// keeping those enabled, not awaiting reset, type-allowed (§4.8) and willing (§4.7).
    /// `withholding` (§10.2): those that wait for the system's edge gesture do not take the
    /// touch now; they are returned, for `admit` if the system fails.
    @discardableResult
    func collectParticipants(for touch: Touch, withholding: Bool = false) -> [GestureRecognizer] {
        var chosen: [GestureRecognizer] = []
        var waiting: [GestureRecognizer] = []
        var node = touch.view
        while let view = node {
            for recognizer in view.gestureRecognizers where accepts(recognizer, touch) {
                if withholding, recognizer.waitsForSystemEdgeGestures {
                    waiting.append(recognizer)
                } else {
                    chosen.append(recognizer)
                }
            }
            node = view.superview
        }
        take(touch, for: chosen)
        return waiting
    }

    /// §10.2: the system failed `touch`: the recognizers that waited for it take it now, with
    /// §3.3's replay: `touchesBegan` where it came down, and, if it already lifted elsewhere,
    /// one `touchesMoved` to where it is; the turn's own phase follows as usual.
    func admit(_ waiting: [GestureRecognizer], to touch: Touch, event: TouchEvent) {
        let admitted = waiting.filter { $0.isEnabled && arbiter.record(of: $0)?.status != .finished && !$0.state.isTerminal }
        guard !admitted.isEmpty else { return }
        take(touch, for: admitted, adding: true)
        let current = (location: touch.location, phase: touch.phase)
        touch.location = touch.startLocation
        touch.phase = .began
        for recognizer in admitted { recognizer.touchesBegan([touch], with: event) }
        touch.location = current.location
        if current.phase.isTerminal, current.location != touch.startLocation {
            touch.phase = .moved
            for recognizer in admitted where arbiter.record(of: recognizer)?.isListening == true {
                recognizer.touchesMoved([touch], with: event)
            }
        }
        touch.phase = current.phase
    }

    /// `recognizers` take `touch`: they track it and join the arbiter (traced as its
    /// participants unless `adding`: the `released` event of the system gesture names them).
    private func take(_ touch: Touch, for chosen: [GestureRecognizer], adding: Bool = false) {
        if !adding {
            let names = Dictionary(chosen.compactMap { recognizer in recognizer.name.map { (recognizer.id, $0) } }, uniquingKeysWith: { first, _ in first })
            trace.append(.participants(touch: touch.id, recognizers: chosen.map(\.id), names: names), at: now)
        }
        // Delivery and action order is the newest touch's participant order, then the others.
        arbiter.join(chosen)
        for recognizer in chosen {
            recognizer.host = self
            if recognizer.firstTouchType == nil { recognizer.firstTouchType = touch.type }
            recognizer.trackedTouches.append(touch)
        }
    }

    private func accepts(_ recognizer: GestureRecognizer, _ touch: Touch) -> Bool {
        guard recognizer.isEnabled else { return false }
        // §4.10: terminal recognizers take no new touches until reset.
        guard arbiter.record(of: recognizer)?.status != .finished, !recognizer.state.isTerminal else { return false }
        guard recognizer.allowedTouchTypes.contains(touch.type) else { return false }
        if recognizer.requiresExclusiveTouchType, let type = recognizer.firstTouchType, type != touch.type { return false }
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
        guard !arbiter.members.isEmpty else { return }
        for record in arbiter.members {
            // §4.10: failed (and other finished) recognizers get no further callbacks.
            guard record.isListening else { continue }
            let recognizer = record.recognizer
            // Most turns change one touch: hand that same array to every recognizer tracking it.
            let mine = changed.count == 1
                ? (recognizer.trackedTouches.contains { $0 === changed[0] } ? changed : [])
                : changed.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
            guard !mine.isEmpty else { continue }
            for phase in Self.phaseOrder where record.isListening || phase == .began {
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
        for record in members(tracking: touch) where record.isListening {
            record.recognizer.touchStayed(touch, at: now)
        }
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
        } while deliverActions() || arbiter.hasUnsettledChanges
    }

    /// Delivers every queued action; true when it delivered any.
    private func deliverActions() -> Bool {
        var delivered = false
        for record in arbiter.members where !record.queuedActions.isEmpty {
            delivered = true
            let recognizer = record.recognizer
            let internalState = recognizer.state
            let queued = record.queuedActions
            record.queuedActions.removeAll()
            for state in queued {
                record.hasDeliveredAction = true
                // State is reliable inside actions: it reads as the state delivered.
                recognizer.state = state
                // The values the client reads, before its targets change any (setTranslation …).
                trace.append(.action(recognizer: recognizer.id, state: state, values: recognizer.actionValues), at: now)
                recognizer.sendActions()
                if recognizer.state == state { recognizer.state = internalState }
            }
        }
        return delivered
    }

    // MARK: (7) Resets

    /// The engine finished a turn: members that ended in it are no longer active (§5.5).
    func endTurn() {
        arbiter.endTurn()
    }

    /// §4.10: a recognizer resets at the end of the first turn where it is terminal (or
    /// suppressed), none of its touches is down and no action is pending. §4.11 (applied when a
    /// sequence ends): one still possible with no touch down and no timer is hung: it fails.
    func resetFinished(sequenceEnded: Bool) {
        guard !arbiter.members.isEmpty else { return }
        if sequenceEnded {
            for record in arbiter.members where isHung(record) {
                force(record, to: .failed, reason: "hung: no touch and no timer")
                arbiter.finish(record)
                arbiter.notifyDependents(of: record.recognizer)
            }
            runArbitration()
        }
        // A pending recognizer may be terminal internally (a waiting tap) but is not done.
        guard arbiter.members.contains(where: isReadyToReset) else { return }
        for record in arbiter.members.filter(isReadyToReset) { reset(record) }
    }

    private func hasTouchDown(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.trackedTouches.contains { !$0.phase.isTerminal }
    }

    /// §4.11: still possible with no touch down and no timer: nothing can ever move it.
    private func isHung(_ record: ArbitrationRecord) -> Bool {
        record.status == .idle && record.recognizer.state == .possible && record.timers.isEmpty && !hasTouchDown(record.recognizer)
    }

    private func isReadyToReset(_ record: ArbitrationRecord) -> Bool {
        record.status == .finished && !hasTouchDown(record.recognizer) && record.queuedActions.isEmpty
    }

    private func reset(_ record: ArbitrationRecord) {
        let recognizer = record.recognizer
        cancelTimers(of: record)
        // Whatever a subclass's reset() schedules or reports belongs to no sequence.
        recognizer.host = nil
        recognizer.reset()
        let previous = recognizer.state
        recognizer.state = .possible
        trace.append(.state(recognizer: recognizer.id, from: previous, to: .possible, reason: TraceEvent.resetReason), at: now)
        // §4.10: touches still down stay ignored.
        recognizer.leaveSequence(keepingIgnored: recognizer.ignoredTouchIDs.filter { engine.isLive(touchID: $0) })
        arbiter.remove(record)
    }

    // MARK: Queries for view delivery

    /// §3.3: a participant with `delaysTouchesBegan` is still undecided about `touch`.
    func holdsBegan(of touch: Touch) -> Bool {
        members(tracking: touch).contains { $0.recognizer.delaysTouchesBegan && $0.isUndecided }
    }

    /// §3.4: a participant tracking `touch` with `delaysTouchesEnded` is possible or pending.
    func holdsEnded(of touch: Touch) -> Bool {
        members(tracking: touch).contains { $0.recognizer.delaysTouchesEnded && $0.isUndecided }
    }

    /// The members taking part in `touch`: those tracking it (it ended or not). A recognizer
    /// that ignored it (§4.4), was disabled (§4.5) or reset (it no longer takes part, and
    /// decided long ago) is not among them.
    private func members(tracking touch: Touch) -> LazyFilterSequence<[ArbitrationRecord]> {
        arbiter.members.lazy.filter { record in record.recognizer.trackedTouches.contains { $0 === touch } }
    }

    /// Recognizers not at rest, for quiescence reports.
    var unfinishedWork: [String] {
        arbiter.members.map { "recognizer \($0.recognizer.id) is \($0.recognizer.state) (not reset)" }
    }
}
