/// §3.7: what the engine does for controls beyond delivering their views' calls — run their
/// handlers once a turn's calls are delivered, and give them timers (a stepper's repeats).
extension Engine {
    /// What controls need of this engine: a stepper's repeats as timers, each its own turn.
    func makeControlClock() -> ControlClock {
        let link = controlLink
        return ControlClock(
            schedule: { [unowned self] delay, control, action in
                schedule(at: now + delay, owner: control.view?.id, label: "auto-repeat") { [unowned self] in
                    action()
                    finishGestureTurn()
                }
            },
            // Through the link where a control outliving its engine may still call (disabled
            // after the engine is gone, it reports the end of its tracking to no one).
            cancel: { link.engine?.cancelTimer($0) },
            // The same path as events from responder calls: traced now, handlers at the turn's
            // end (the timer's `finishGestureTurn` above).
            report: { [unowned self] events, control, touch in
                delivery.report(events, of: control, touch: touch, trace: trace, at: now)
            },
            tracking: { control, touch, event in
                guard let engine = link.engine, let view = control.view else { return }
                engine.trace.append(.controlTracking(view: view.id, event: event, touch: touch, inside: control.insideRegion), at: engine.now)
            })
    }

    /// §3.7: the handlers of the turn's control events, after its responder calls (delivery is
    /// done, so they may disable recognizers, cancel touches or change views); what they set
    /// off is arbitrated and delivered before the turn ends.
    func runControlCallbacks() {
        guard delivery.hasControlCallbacks else { return }
        var callbacks = delivery.takeControlCallbacks()
        while !callbacks.isEmpty {
            for (event, control) in callbacks { control.onEvent?(event, control) }
            gestures.runArbitration()
            delivery.releaseWithheld(holds: holds, trace: trace, at: now)
            gestures.resetFinished(sequenceEnded: touchesByFinger.isEmpty)
            delivery.releaseWithheld(holds: holds, trace: trace, at: now)
            callbacks = delivery.takeControlCallbacks()
        }
    }
}
