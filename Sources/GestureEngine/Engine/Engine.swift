/// The touch-handling engine: turns input samples into touches, hit-tests them, delivers them,
/// runs its timers, and logs everything to `trace`.
///
/// Time is a value: the engine never reads a clock. Callers hand it `InputEvent`s stamped with
/// engine seconds and call `advance(to:)` with the frame time; timers fire at their due time,
/// each in its own turn (§1.4). Time never goes backwards: a stamp earlier than `now` is treated
/// as `now`.
///
/// Turn order (§1.5): advance to the event's time; apply every change of the input sample
/// (hit-testing new touches and collecting their participants); deliver the phases to
/// recognizers, arbitrate and run actions (`GestureSystem`); deliver the remaining responder
/// calls in input order; release withheld calls; reset finished recognizers.
public final class Engine {
    /// The root view; its coordinate space is the window's (points).
    public let window: View
    public let trace = Trace()
    /// Engine seconds of the current turn.
    public private(set) var now: Double

    var touchesByFinger: [Int: Touch] = [:]
    /// The same touches, oldest first (kept in step with `touchesByFinger`).
    private var orderedTouches = LiveTouches()
    /// The touches the last turn changed: the next turn makes them `stationary` (the others are).
    private var changedLastTurn: [Touch] = []
    private var timers = TimerQueue()
    /// A stored struct, mutated in place on every turn (a `lazy` one would be copied out and
    /// back on each mutation: docs/PERFORMANCE.md).
    var delivery = ResponderDelivery()
    lazy var gestures = GestureSystem(engine: self)
    /// Animations of this engine's views (model vs presentation).
    public private(set) lazy var animations = AnimationSystem(engine: self)
    private var nextTouchID = 1
    /// Fingers whose touch the system took from the app (§1.7), with what now hears them
    /// (`Engine+Claims.swift`).
    var claimedFingers: [Int: TouchClaim] = [:]
    /// Claims made during the current turn, carried out when it ends.
    var pendingClaims: [(touch: Touch, claim: TouchClaim)] = []
    private var lastTap: (liftTime: Double, count: Int, firstLocation: Point)?
    /// Scroll views whose content coasts, bounces or settles (`Engine+Scrolling`).
    var movingScrollViews: [ScrollView] = []
    /// Scroll views a touch stopped, with that touch: they settle into place when it ends.
    var stoppedByTouch: [(scrollView: ScrollView, touch: Int)] = []
    /// When scroll content last came to rest (its indicators fade from then), engine seconds.
    var lastScrollRest: Double?

    /// How a control's clock reaches this engine, cleared when it goes (`EngineLink`).
    let controlLink = EngineLink()

    public init(window: View, startTime: Double = 0) {
        self.window = window
        self.now = startTime
        controlLink.engine = self
        delivery.controlClock = makeControlClock()
    }

    deinit {
        controlLink.engine = nil
    }

    /// Touches currently down, oldest first.
    public var liveTouches: [Touch] { orderedTouches.all }

    /// Whether the touch with `id` is down (a live touch of the app's).
    func isLive(touchID id: Int) -> Bool {
        orderedTouches.contains(id: id)
    }

    /// Every finger down the engine holds: the app's live touches and the fingers the system
    /// took from the app (§1.7: a drag session's, a system edge gesture's), which are no longer
    /// touches of the app's but are still down.
    public var heldTouchCount: Int {
        touchesByFinger.count + claimedFingers.keys.count { touchesByFinger[$0] == nil }
    }

    /// The drag interactions' lifts and sessions in this engine (§9).
    public private(set) lazy var drags = DragCoordinator(engine: self)

    /// The simulated system edge gestures around the window (§10).
    public private(set) lazy var systemEdges = SystemEdgeGestures(engine: self)

    /// §9.5: the horizontal size class the window plays (a visualizer setting; default regular).
    /// Read when a touch comes down.
    public var sizeClass: SizeClass = .regular

    /// The live touch of an input finger (`TouchInput.fingerID`), nil when that finger is up.
    public func liveTouch(forFinger fingerID: Int) -> Touch? {
        touchesByFinger[fingerID]
    }

    // MARK: Time

    /// Moves engine time forward to `time`, firing every timer due on the way, each at its due
    /// time. Earlier times are ignored.
    public func advance(to time: Double) {
        fireTimers(through: time, includingDue: true)
        now = max(now, time)
        if !movingScrollViews.isEmpty { stepScrolling() }
    }

    /// Fires timers due before `time` (and at it, when `includingDue`), each at its due time.
    private func fireTimers(through time: Double, includingDue: Bool) {
        while let entry = timers.popDue(notAfter: time, inclusive: includingDue) {
            now = max(now, entry.due)
            if !movingScrollViews.isEmpty { stepScrolling() }
            trace.append(.timer(event: .fired, owner: entry.owner, label: entry.label, due: entry.due), at: now)
            entry.action()
        }
    }

    /// Schedules `action` to run in its own turn at `due` engine seconds (at once on the next
    /// `advance` if `due` is already past). `owner` (a recognizer or animation id) and `label`
    /// name the timer in the trace and in quiescence reports (`owner: label`). Scheduling,
    /// firing and cancelling are traced (`timer` events).
    @discardableResult
    public func schedule(at due: Double, owner: String? = nil, label: String, action: @escaping () -> Void) -> TimerQueue.Token {
        trace.append(.timer(event: .scheduled, owner: owner, label: label, due: due), at: now)
        return timers.schedule(at: due, owner: owner, label: label, action: action)
    }

    /// Cancels a pending timer (traced); a timer that already fired or was cancelled is ignored.
    public func cancelTimer(_ token: TimerQueue.Token) {
        guard let entry = timers.cancel(token) else { return }
        trace.append(.timer(event: .cancelled, owner: entry.owner, label: entry.label, due: entry.due), at: now)
    }

    /// Due time of the soonest pending timer: a shell sleeps no longer than this.
    public var nextTimerDue: Double? { timers.nextDue }

    public var pendingTimers: [(due: Double, label: String)] { timers.pending }

    // MARK: Input

    /// Runs one turn for an input sample. Timers due before it fire first; timers due at the
    /// same instant fire after it, so deadlines are inclusive (a sample exactly at a swipe's
    /// deadline still counts). A sample that changes one finger twice (a move and its lift at
    /// one instant) runs as consecutive turns at its time, each finger at most once per turn, so
    /// the move is applied before the lift (§7.0).
    public func send(_ event: InputEvent) {
        fireTimers(through: event.time, includingDue: false)
        now = max(now, event.time)
        if !movingScrollViews.isEmpty { stepScrolling() }
        for changes in Self.turns(of: event.changes) {
            runTurn(changes)
        }
        advance(to: now)
    }

    /// Splits a sample's changes before every change of a finger already changed in the turn.
    private static func turns(of changes: [TouchInput]) -> [ArraySlice<TouchInput>] {
        guard changes.count > 1 else { return [changes[...]] }
        var turns: [ArraySlice<TouchInput>] = []
        var start = changes.startIndex
        var fingers: Set<Int> = []
        for index in changes.indices where !fingers.insert(changes[index].fingerID).inserted {
            turns.append(changes[start..<index])
            start = index
            fingers = [changes[index].fingerID]
        }
        turns.append(changes[start...])
        return turns
    }

    /// One turn at `now` for changes that touch each finger at most once.
    func runTurn(_ changes: ArraySlice<TouchInput>) {
        for touch in changedLastTurn where orderedTouches.contains(id: touch.id) { touch.phase = .stationary }
        var changed: [Touch] = []
        for change in changes {
            apply(change, into: &changed)
        }
        changedLastTurn = changed
        guard !changed.isEmpty else { return }
        // allTouches is this turn's, whenever it is read (after later turns, or while §10.2
        // replays a lifted touch as began): the touches down, a copy of the list that shares its
        // storage (only an event kept past its turn costs a copy), and those the turn lifted.
        let live = orderedTouches, lifted = changed.filter(\.phase.isTerminal)
        let touchEvent = TouchEvent(timestamp: now, allTouches: { live.all + lifted }, changedTouches: changed)
        // §10: the system's edge gestures are outside the app: they decide before it hears the turn.
        if !systemEdges.isIdle { systemEdges.evaluate(changed, event: touchEvent) }
        gestures.deliver(changed, event: touchEvent)
        for touch in changed {
            delivery.deliver(touch, holds: holds, trace: trace, at: now)
        }
        finishGestureTurn()
        carryOutClaims()
        scrollTouchesEnded(changed)
    }

    /// System cancellation (§1.7) of every live touch, e.g. when the window loses focus; drag
    /// sessions held by fingers are cancelled too.
    public func cancelAllTouches(at time: Double) {
        if let event = cancellingEvent(at: time) { send(event) }
    }

    /// The input event `cancelAllTouches(at:)` sends: a cancel for every live or claimed finger,
    /// in finger order; nil when there is none.
    public func cancellingEvent(at time: Double) -> InputEvent? {
        let fingers = Set(touchesByFinger.keys).union(claimedFingers.keys).sorted()
        let changes = fingers.map { finger in
            TouchInput(fingerID: finger, phase: .cancel, location: touchesByFinger[finger]?.location ?? .zero,
                       type: touchesByFinger[finger]?.type ?? .direct)
        }
        return changes.isEmpty ? nil : InputEvent(time: time, changes: changes)
    }

    /// Appends a `log` event to the trace at the current time, naming `recognizer`: a line an
    /// action (a scene's `log` behaviour) writes among the events it reacts to.
    public func log(_ message: String, from recognizer: GestureRecognizer) {
        trace.append(.log(recognizer: recognizer.id, message: message), at: now)
    }

    /// The view a touch at `point` (window points) would hit, without recording anything.
    public func viewAt(_ point: Point) -> View? {
        window.hitTest(point, context: hitTestContext {})
    }

    // MARK: Turn steps

    /// Appends the touches an input change affects: none (unknown finger, no motion), one, or
    /// two (a down for a live finger first cancels the stale touch, so a lost lift never sticks).
    private func apply(_ change: TouchInput, into changed: inout [Touch]) {
        if !claimedFingers.isEmpty, routeToClaim(change) { return }
        switch change.phase {
        case .down:
            var lost = change
            lost.phase = .cancel
            apply(lost, into: &changed)
            changed.append(begin(change))
        case .move:
            guard let touch = touchesByFinger[change.fingerID] else { return }
            guard change.location != touch.location || change.force != touch.force || change.majorRadius != touch.majorRadius else {
                // Not a `moved` (UIKit would not report one), but still a velocity sample (§7.0).
                gestures.touchStayed(touch)
                return
            }
            update(touch, with: change, phase: .moved)
            changed.append(touch)
        case .up, .cancel:
            guard let touch = touchesByFinger.removeValue(forKey: change.fingerID) else { return }
            orderedTouches.remove(touch)
            update(touch, with: change, phase: change.phase == .up ? .ended : .cancelled)
            recordLift(of: touch)
            changed.append(touch)
        }
    }

    /// The engine's hit-test context: §2.6 block animations without `.allowUserInteraction`
    /// make views untouchable; model geometry decides, except for views that hit-test their
    /// presentation. Records whether presentation geometry was consulted.
    private func hitTestContext(usedPresentation: @escaping () -> Void) -> HitTestContext {
        let animations = animations
        guard animations.isAnimating else { return .model }
        return HitTestContext(
            values: { view in
                let presentation = view.hitTestOptions.usesPresentation || animations.hitTestsPresentation(view)
                guard presentation, animations.isAnimating(view) else { return view.modelValues }
                usedPresentation()
                return animations.presentationValues(of: view)
            },
            isBlocked: { animations.blocksInteraction($0) }
        )
    }

    private func begin(_ change: TouchInput) -> Touch {
        var presentation = false
        let hitView = window.hitTest(change.location, context: hitTestContext { presentation = true })
        let touch = Touch(id: nextTouchID, type: change.type, location: change.location, timestamp: now,
                          tapCount: tapCount(at: change.location), force: change.force,
                          majorRadius: change.majorRadius, view: hitView)
        nextTouchID += 1
        touchesByFinger[change.fingerID] = touch
        orderedTouches.append(touch)
        trace.append(.touch(touch: touch.id, phase: .began, location: touch.location, type: touch.type,
                            force: touch.force, radius: touch.majorRadius), at: now)
        trace.append(.hit(touch: touch.id, view: hitView?.id, path: hitView?.pathFromRoot.map(\.id) ?? [],
                          geometry: presentation ? .presentation : .model), at: now)
        if scrollViewsTouchBegan(touch) || !contentTouchShouldBegin(touch) { delivery.keepFromView(touch) }
        // §10.2: a touch starting in an undeferred system edge band is withheld from the app's
        // waiting recognizers (and its view) until the system fails.
        let withholding = systemEdges.touchBegan(touch)
        let withheld = gestures.collectParticipants(for: touch, withholding: withholding)
        if withholding { systemEdges.withheld(withheld, from: touch) }
        return touch
    }

    private func update(_ touch: Touch, with change: TouchInput, phase: TouchPhase) {
        touch.previousLocation = touch.location
        touch.location = change.location
        touch.timestamp = now
        touch.force = change.force
        touch.majorRadius = change.majorRadius
        touch.phase = phase
        trace.append(.touch(touch: touch.id, phase: phase, location: touch.location, type: touch.type,
                            force: touch.force, radius: touch.majorRadius), at: now)
    }

    /// §1.2 `tapCount`: a down within the multi-tap interval of the last lift and within the
    /// multi-tap distance of that series' first down continues the series.
    private func tapCount(at location: Point) -> Int {
        guard let last = lastTap,
              now - last.liftTime <= Defaults.multiTapInterval,
              location.distance(to: last.firstLocation) <= Defaults.multiTapDistance
        else {
            lastTap = nil
            return 1
        }
        return last.count + 1
    }

    private func recordLift(of touch: Touch) {
        guard touch.phase == .ended else {
            lastTap = nil
            return
        }
        let first = touch.tapCount > 1 ? (lastTap?.firstLocation ?? touch.startLocation) : touch.startLocation
        lastTap = (now, touch.tapCount, first)
    }

    /// Steps 6–7 of a turn after recognizers have acted: withheld view calls whose holds are
    /// gone, then resets (and the end of the sequence when no touch is live).
    func finishGestureTurn() {
        delivery.releaseWithheld(holds: holds, trace: trace, at: now)
        gestures.resetFinished(sequenceEnded: orderedTouches.isEmpty)
        delivery.releaseWithheld(holds: holds, trace: trace, at: now)
        if touchesByFinger.isEmpty { delivery.endSequence() }
        runControlCallbacks()
        gestures.endTurn()
    }

    /// A recognizer became effective: §3.2 its touches are cancelled in the view when it
    /// `cancelsTouchesInView`; §3.3 withheld calls are dropped when it delayed them.
    func recognizerTookTouches(_ recognizer: GestureRecognizer) {
        guard recognizer.cancelsTouchesInView || recognizer.delaysTouchesBegan else { return }
        for touch in recognizer.touches {
            delivery.take(touch, cancelView: recognizer.cancelsTouchesInView, trace: trace, at: now)
        }
    }

    /// §10.2: the system failed `touch`: the app's waiting recognizers hear it now, replayed.
    func admitWithheld(_ recognizers: [GestureRecognizer], to touch: Touch, event: TouchEvent) {
        gestures.admit(recognizers, to: touch, event: event)
    }

    lazy var holds = ResponderDelivery.Holds(
        began: { [unowned self] in gestures.holdsBegan(of: $0) || systemEdges.isWithholding($0) },
        ended: { [unowned self] in gestures.holdsEnded(of: $0) || systemEdges.isWithholding($0) })

    // MARK: Quiescence

    /// What is still in flight; empty when the engine is at rest (no live touches, no pending
    /// timers, every `began` answered by `ended` or `cancelled`, nothing withheld, every
    /// recognizer reset to possible).
    public var unfinishedWork: [String] {
        var problems: [String] = []
        problems += liveTouches.map { "touch T\($0.id) is still down" }
        problems += claimedFingers.values.map { "\($0.name) is still held by a finger" }.sorted()
        problems += timers.pending.map { "timer '\($0.label)' is pending at \(formatNumber($0.due))" }
        problems += delivery.openTouches.sorted { $0.key < $1.key }
            .map { "\($0.value.id) heard began for T\($0.key) but neither ended nor cancelled" }
        if delivery.hasWithheldCalls { problems.append("responder calls are still withheld") }
        problems += gestures.unfinishedWork
        problems += systemEdges.unfinishedWork
        return problems
    }
}
