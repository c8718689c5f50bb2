/// The simulated system gestures outside the app (§10): one recognizer per enabled edge, which
/// watches touches that start in its band. Engine-owned; the engine asks it at each new touch
/// whether the app's waiting recognizers and responder calls are withheld, and hands it every
/// changed touch before the app's recognizers hear the turn.
///
/// Invariants: a watched touch is `possible` until the system recognizes or fails it, once;
/// while possible and withholding, its waiting recognizers have not heard it and its view's
/// calls are held. Recognizing while withholding takes the touch from the app (§1.7) and opens
/// the edge's system UI; failing releases the waiting recognizers with a §3.3 replay. A deferred
/// edge (§10.4) withholds nothing: recognizing shows the tongue and arms the edge until
/// `Defaults.deferredEdgeArmedDuration` after that touch ends; a swipe starting while armed is
/// handled as undeferred. Each edge's recognizer watches one touch at a time: a touch landing
/// in a band while that edge's recognizer has a touch down is the app's alone.
public final class SystemEdgeGestures {
    unowned let engine: Engine

    /// Edges with a system gesture (a scene's `window.systemEdges`); the trailing one only
    /// works in regular width (§10.1).
    public var edges: Set<SystemEdge> = []
    /// `preferredScreenEdgesDeferringSystemGestures` (§10.3): read only when the app calls
    /// `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`.
    public var preferredDeferredEdges: Set<SystemEdge> = []
    /// The edges the system defers now.
    public private(set) var deferredEdges: Set<SystemEdge> = []
    /// Armed deferred edges (§10.4) and until when.
    public private(set) var armedEdges: [SystemEdge: EdgeArming] = [:]
    /// When each edge last showed its tongue (engine seconds).
    public private(set) var tongues: [SystemEdge: Double] = [:]
    /// The system UI opened last, while it is up or sliding away.
    public private(set) var systemUI: SystemUI?
    /// The window's size class: the trailing edge has a gesture in regular width only.
    public var sizeClass: SizeClass { engine.sizeClass }

    /// How long a deferred edge stays armed (§10.4).
    public enum EdgeArming: Equatable, Sendable {
        /// The swipe that armed it is still down: the 2.0 s start when it ends.
        case whileSwipeIsDown
        /// Until this engine second.
        case until(Double)
    }

    /// A system UI an edge gesture opened.
    public struct SystemUI: Equatable, Sendable {
        public let edge: SystemEdge
        /// Engine seconds.
        public let openedAt: Double
        /// Engine seconds; nil while up.
        public internal(set) var closedAt: Double?
    }

    /// A touch that started in a band.
    private struct Watch {
        let edge: SystemEdge
        let start: Point
        /// Undeferred (or armed): the app's waiting recognizers and calls are held.
        let withholding: Bool
        var withheld: [GestureRecognizer] = []
        /// Nil while the system is undecided; true once it recognized, false once it failed.
        var recognized: Bool?
    }

    private var watches: [Int: Watch] = [:]
    private var armTimers: [SystemEdge: TimerQueue.Token] = [:]

    init(engine: Engine) {
        self.engine = engine
    }

    private var trace: Trace { engine.trace }
    private var now: Double { engine.now }

    /// §10.3: the app asks the system to read its preferred deferral again.
    public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        for edge in SystemEdge.allCases where preferredDeferredEdges.contains(edge) != deferredEdges.contains(edge) {
            let deferring = preferredDeferredEdges.contains(edge)
            if !deferring { disarm(edge) }
            traceEvent(edge, deferring ? .deferring : .notDeferring)
        }
        deferredEdges = preferredDeferredEdges
    }

    /// Watching no touch: nothing to decide this turn.
    var isIdle: Bool { watches.isEmpty }

    /// Whether the touch's responder calls are held for the system: while it is undecided, and
    /// for good once it recognized (the touch is then taken from the app: nothing is delivered).
    func isWithholding(_ touch: Touch) -> Bool {
        guard let watch = watches[touch.id] else { return false }
        return watch.withholding && watch.recognized != false
    }

    // MARK: Touches (called by the engine)

    /// A new touch: watched when it starts in an enabled band. Returns whether the app's
    /// waiting recognizers must be withheld from it (`withheld(_:from:)` then records them).
    func touchBegan(_ touch: Touch) -> Bool {
        guard !edges.isEmpty else { return false }
        let size = engine.window.bounds.size
        let active = SystemEdge.allCases.filter { edges.contains($0) && ($0 != .trailing || engine.sizeClass == .regular) }
        guard let edge = active.first(where: { $0.bandContains(touch.location, in: size) }),
              !watches.values.contains(where: { $0.edge == edge }) else { return false }
        let withholding = !deferredEdges.contains(edge) || armedEdges[edge] != nil
        watches[touch.id] = Watch(edge: edge, start: touch.location, withholding: withholding)
        traceEvent(edge, .entered, touch: touch)
        return withholding
    }

    /// §10.2: the app's recognizers that wait for the system on `touch`.
    func withheld(_ recognizers: [GestureRecognizer], from touch: Touch) {
        guard let edge = watches[touch.id]?.edge else { return }
        watches[touch.id]?.withheld = recognizers
        traceEvent(edge, .withheld, touch: touch, recognizers: recognizers.map(\.id))
    }

    /// Decides the watched touches among `changed`, before the app's recognizers hear the turn.
    func evaluate(_ changed: [Touch], event: TouchEvent) {
        guard !watches.isEmpty else { return }
        for touch in changed {
            guard var watch = watches[touch.id] else { continue }
            if watch.recognized == nil {
                let (inward, across) = watch.edge.motion(from: watch.start, to: touch.location)
                let moved = touch.location.distance(to: watch.start)
                if touch.phase == .cancelled {
                    // §1.7: a cancelled touch is no one's to replay: the waiting recognizers never hear it.
                    watch.recognized = false
                    traceState(watch.edge, to: .failed, reason: "touch cancelled")
                    traceEvent(watch.edge, .failed, touch: touch)
                } else if touch.phase.isTerminal {
                    watch.recognized = false
                    fail(watch, touch, reason: "touch lifted", event: event)
                } else if inward >= Defaults.systemEdgeRecognition, inward > across {
                    watch.recognized = true
                    recognize(watch, touch)
                } else if moved >= Defaults.systemEdgeFailure, inward <= across {
                    watch.recognized = false
                    fail(watch, touch, reason: "moved \(formatNumber(Defaults.systemEdgeFailure)) pt not inward", event: event)
                }
            }
            if touch.phase.isTerminal {
                watches[touch.id] = nil
                touchEnded(watch)
            } else {
                watches[touch.id] = watch
            }
        }
    }

    private func recognize(_ watch: Watch, _ touch: Touch) {
        let edge = watch.edge
        let inward = "\(formatNumber(Defaults.systemEdgeRecognition)) pt inward"
        traceState(edge, to: .ended, reason: watch.withholding ? inward : inward + ", deferred: the app keeps the touch")
        traceEvent(edge, .recognized, touch: touch)
        guard watch.withholding else {
            // §10.4: deferred: the app keeps the touch; the tongue shows and the edge arms.
            tongues[edge] = now
            traceEvent(edge, .tongue, touch: touch)
            cancelArmTimer(edge)
            armedEdges[edge] = .whileSwipeIsDown
            return
        }
        disarm(edge)
        systemUI = SystemUI(edge: edge, openedAt: now)
        traceEvent(edge, .opened, touch: touch)
        engine.claim(touch, TouchClaim(name: "system gesture \(edge.rawValue)", moved: { _ in }, lifted: { [unowned self] _, _ in
            self.scheduleClose(of: edge)
        }))
    }

    private func fail(_ watch: Watch, _ touch: Touch, reason: String, event: TouchEvent) {
        traceState(watch.edge, to: .failed, reason: reason)
        traceEvent(watch.edge, .failed, touch: touch)
        guard watch.withholding else { return }
        traceEvent(watch.edge, .released, touch: touch, recognizers: watch.withheld.map(\.id))
        engine.admitWithheld(watch.withheld, to: touch, event: event)
    }

    /// The watched touch ended: its edge's recognizer resets, and an edge armed by it starts its
    /// 2.0 s window.
    private func touchEnded(_ watch: Watch) {
        let edge = watch.edge
        // Its touch has ended, so the system decided it (recognized, or failed at the latest then).
        traceState(edge, from: watch.recognized == true ? .ended : .failed, to: .possible, reason: TraceEvent.resetReason)
        guard armedEdges[edge] == .whileSwipeIsDown else { return }
        let until = now + Defaults.deferredEdgeArmedDuration
        armedEdges[edge] = .until(until)
        traceEvent(edge, .armed)
        armTimers[edge] = engine.schedule(at: until, owner: edge.recognizerID, label: "armed") { [unowned self] in
            self.armTimers[edge] = nil
            self.disarm(edge)
        }
    }

    private func disarm(_ edge: SystemEdge) {
        guard armedEdges.removeValue(forKey: edge) != nil else { return }
        cancelArmTimer(edge)
        traceEvent(edge, .disarmed)
    }

    private func cancelArmTimer(_ edge: SystemEdge) {
        if let token = armTimers.removeValue(forKey: edge) { engine.cancelTimer(token) }
    }

    private func scheduleClose(of edge: SystemEdge) {
        engine.schedule(at: now + Defaults.systemUIDwell, owner: edge.recognizerID, label: "system UI dwell") { [unowned self] in
            guard self.systemUI?.edge == edge, self.systemUI?.closedAt == nil else { return }
            self.systemUI?.closedAt = self.now
            self.traceEvent(edge, .closed)
        }
    }

    // MARK: Trace

    private func traceEvent(_ edge: SystemEdge, _ event: SystemGestureEvent, touch: Touch? = nil, recognizers: [String] = []) {
        trace.append(.systemGesture(edge: edge, event: event, touch: touch?.id, recognizers: recognizers), at: now)
    }

    /// The system recognizer's state, as a `state` event of `system.EDGE`: it recognizes (a
    /// discrete `possible → ended`) or fails, once per watched touch, and resets when that touch
    /// ends (one touch per edge at a time, so the watch says where it stands).
    private func traceState(_ edge: SystemEdge, from: GestureRecognizerState = .possible, to state: GestureRecognizerState, reason: String) {
        trace.append(.state(recognizer: edge.recognizerID, from: from, to: state, reason: reason), at: now)
    }

    /// What is still in flight, for quiescence reports.
    var unfinishedWork: [String] {
        watches.keys.sorted().map { "system gesture watches T\($0)" }
    }
}
