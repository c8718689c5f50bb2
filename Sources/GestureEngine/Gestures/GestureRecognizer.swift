/// The base of every gesture recognizer, modelled on `UIGestureRecognizer`.
///
/// Subclasses override the touch hooks and `reset()`, assign `state` (or call `fail(_:)`), and
/// may override the prevention and failure-requirement hooks, as in UIKit (§4.13: begin late,
/// fail as soon as a touch rules the gesture out, ignore touches you will never use).
///
/// Invariants: assigning `state` only records the change (§1.5); the `GestureSystem` acts on it
/// after the hook returns, so actions are never re-entrant. Illegal transitions (§4.2) are
/// refused and traced. A recognizer belongs to at most one view (§4.12).
open class GestureRecognizer {
    /// The id used in traces (a scene's id, or one given in code).
    public let id: String
    /// Debug only (§4.9): never read by behaviour.
    public var name: String?

    /// Unowned for speed (see `View.superview`); the view clears it before it goes away.
    public internal(set) unowned(unsafe) var view: View?
    /// Weak, as in UIKit: someone else owns the delegate (see `setOwnedDelegate`).
    public weak var delegate: GestureRecognizerDelegate?
    private var ownedDelegate: GestureRecognizerDelegate?

    /// Sets a delegate that the recognizer itself keeps alive (for delegates built from data).
    public func setOwnedDelegate(_ delegate: GestureRecognizerDelegate) {
        ownedDelegate = delegate
        self.delegate = delegate
    }

    /// §3.2 (default true): when the recognizer becomes effective, the view's touches it took
    /// are cancelled and it hears nothing more of them.
    public var cancelsTouchesInView = true
    /// §3.3 (default false): the view's `began` (and moves) wait while this recognizer is possible.
    public var delaysTouchesBegan = false
    /// §3.4 (default true): the view's `ended` waits while this recognizer is possible or pending.
    public var delaysTouchesEnded = true
    /// §4.8: touch types this recognizer accepts (default all).
    public var allowedTouchTypes: Set<TouchType> = Set(TouchType.allCases)
    /// §4.8 (default true): after the first touch, only touches of that type until reset.
    public var requiresExclusiveTouchType = true

    /// §4.5 (default true). Turning it off fails or cancels the recognizer in the same turn.
    public var isEnabled = true {
        didSet {
            guard oldValue != isEnabled, !isEnabled else { return }
            host?.recognizerWasDisabled(self)
        }
    }

    public internal(set) var state: GestureRecognizerState = .possible

    /// Whether the recognizer is discrete (one action, on `ended`) or continuous.
    open var isDiscrete: Bool { false }

    /// §10.2: whether, for a touch that starts in an undeferred system edge band, this recognizer
    /// gets the touch only once the system gesture has failed (replayed as in §3.3), never if it
    /// recognizes. True for pans and swipes and, project choice, any other custom kind; taps,
    /// pinches, rotations and long presses get the touch at once (and are cancelled if the
    /// system recognizes).
    open var waitsForSystemEdgeGestures: Bool { true }

    /// The gesture system running this recognizer while it takes part in a sequence; nil when
    /// idle. It hears the recognizer's reports at once, as UIKit's gesture environment does.
    /// The system sets it when the recognizer joins and clears it at reset and in its `deinit`.
    /// Checked `unowned`, not `weak`: a weakly referenced object gets a side table that moves
    /// every retain of the system onto a slow path (docs/PERFORMANCE.md).
    unowned var host: (any GestureRecognizerHost)?
    /// Received, not ignored; touches that ended stay until reset. The one record of which
    /// touches a recognizer takes part in: the system reads a touch's recognizers from it.
    var trackedTouches: [Touch] = []
    /// §4.4: touches withdrawn with `ignore(_:)`; those still down stay ignored after reset.
    var ignoredTouchIDs: Set<Int> = []
    /// §4.8 `requiresExclusiveTouchType`: the type of the first touch, until reset.
    var firstTouchType: TouchType?

    /// The sequence is over for this recognizer (it reset, or its engine went away): it tracks
    /// nothing and ignores only `ignored` (§4.10: touches still down stay ignored).
    func leaveSequence(keepingIgnored ignored: Set<Int>) {
        trackedTouches.removeAll()
        ignoredTouchIDs = ignored
        firstTouchType = nil
        host = nil
    }

    private var targets: [(GestureRecognizer) -> Void] = []
    /// §6.1: recognizers this one statically requires to fail (held strongly, as UIKit does).
    private(set) var staticFailureRequirements: [GestureRecognizer] = []

    public init(id: String) {
        self.id = id
    }

    // MARK: Target–action

    /// Adds an action, called in add order on each delivered state (§4.3).
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
        targets.append(action)
    }

    func sendActions() {
        for target in targets { target(self) }
    }

    // MARK: Relationships

    /// §6.1: this recognizer waits for `other` to fail before it may become effective.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !staticFailureRequirements.contains(where: { $0 === other }) else { return }
        staticFailureRequirements.append(other)
    }

    // MARK: State

    /// Assigns a new state with a reason for the trace. Illegal transitions are refused (§4.2).
    public func setState(_ next: GestureRecognizerState, reason: String? = nil) {
        guard state.allowsTransition(to: next, discrete: isDiscrete) else {
            host?.recognizer(self, refusedTransitionTo: next)
            return
        }
        let previous = state
        state = next
        // A terminal recognizer gets no callbacks until reset: its pending deadlines are moot.
        if next.isTerminal { cancelTimers() }
        host?.recognizer(self, changedFrom: previous, reason: reason)
    }

    /// Fails (from possible) with a reason: the usual way a subclass rules a gesture out.
    public func fail(_ reason: String) {
        setState(.failed, reason: reason)
    }

    /// §4.4: withdraws `touch` for good: no more callbacks for it, no view cancellation, no hold.
    public func ignore(_ touch: Touch) {
        ignoredTouchIDs.insert(touch.id)
        trackedTouches.removeAll { $0 === touch }
    }

    // MARK: Queries

    /// Touches the recognizer is tracking (received, not ignored), including ones that ended
    /// this turn.
    public var touches: [Touch] { trackedTouches }

    /// Tracked touches still down.
    public var numberOfTouches: Int {
        var count = 0
        for touch in trackedTouches where !touch.phase.isTerminal { count += 1 }
        return count
    }

    var activeTouches: [Touch] { trackedTouches.filter { !$0.phase.isTerminal } }

    /// The centroid of the tracked touches in `view`'s coordinates (nil: window): of those still
    /// down, or of all when none is; the recognizer's `view`'s origin when it tracks none.
    open func location(in view: View?) -> Point {
        // Summed in place (this runs for every action): the same order and arithmetic as a
        // reduce over the touches, without building arrays.
        var sum = Point.zero, down = 0
        for touch in trackedTouches where !touch.phase.isTerminal {
            sum = sum + touch.location
            down += 1
        }
        if down == 0 {
            for touch in trackedTouches { sum = sum + touch.location }
            down = trackedTouches.count
        }
        guard down > 0 else { return self.view?.convert(.zero, to: view) ?? .zero }
        let centroid = sum * (1 / Double(down))
        guard let view else { return centroid }
        return view.convert(centroid, from: nil) ?? centroid
    }

    /// The location of the tracked touch at `index` in `view`'s coordinates (nil: window).
    public func location(ofTouch index: Int, in view: View?) -> Point? {
        guard trackedTouches.indices.contains(index) else { return nil }
        return trackedTouches[index].location(in: view)
    }

    // MARK: Subclass hooks

    open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}
    open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    /// Default: a continuous recognizer past possible is cancelled; one in possible fails.
    open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        switch state {
        case .possible: fail("touch cancelled")
        case .began, .changed: setState(.cancelled, reason: "touch cancelled")
        default: break
        }
    }

    /// §7.0: the device reported `touch` again at its location at `time` (seconds). Not a
    /// `moved`; built-in recognizers that estimate velocity take it as a sample.
    func touchStayed(_ touch: Touch, at time: Double) {}

    /// Clears per-gesture state; called when the system resets the recognizer (§4.10).
    open func reset() {}

    /// Arbitration assigned the recognizer's state (exclusion, a failed requirement, disabling):
    /// engine-owned recognizers whose state is shown elsewhere (a drag's lift) follow it at once.
    func arbitrationDecidedState() {}

    /// The measure a client reads in its action method (a pan's translation, a pinch's scale, a
    /// rotation's angle, with their velocities), as `action` trace events report it; nil for
    /// recognizers without one. Pans, pinches and rotations override it.
    open var actionMeasure: ActionValues.Measure? { nil }

    /// Stand-ins for a subclass's overrides of the four methods below, for a recognizer whose
    /// relationships are data (a scene runtime installs them); nil: UIKit's defaults.
    public var relationshipHooks: (any GestureRecognizerRelationshipHooks)?

    /// §5.7: whether this recognizer, becoming effective, may exclude `other` (default true).
    open func canPrevent(_ other: GestureRecognizer) -> Bool { relationshipHooks?.canPrevent(other) ?? true }
    /// §5.7: whether `other`, becoming effective, may exclude this one (default true).
    open func canBePrevented(by other: GestureRecognizer) -> Bool { relationshipHooks?.canBePrevented(by: other) ?? true }
    /// §6.1 subclass form: this recognizer requires `other` to fail (default false).
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { relationshipHooks?.shouldRequireFailure(of: other) ?? false }
    /// §6.1 subclass form: `other` requires this recognizer to fail (default false).
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { relationshipHooks?.shouldBeRequiredToFail(by: other) ?? false }

    // MARK: Timers for subclasses

    /// Runs `action` after `delay` engine seconds, in its own turn; cancelled at reset and when
    /// the recognizer reaches a terminal state. Nothing happens while it takes part in no sequence.
    public func schedule(after delay: Double, label: String, _ action: @escaping () -> Void) {
        host?.schedule(for: self, after: delay, label: label, action)
    }

    /// Cancels every timer this recognizer scheduled.
    public func cancelTimers() {
        host?.cancelTimers(of: self)
    }
}
