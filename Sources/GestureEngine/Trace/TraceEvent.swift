/// One entry of the trace: what happened, at which engine time. See docs/TRACE.md for the
/// machine-readable contract (types and field names never change once published).
public struct TraceEvent: Equatable, Sendable {
    /// Engine seconds.
    public let time: Double
    public let kind: Kind

    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// The reason a `state` event gives when a recognizer returns to possible after its sequence
    /// (`reset()`): the one spelling its readers match.
    public static let resetReason = "reset"

    public enum Kind: Equatable, Sendable {
        /// A touch changed: phase began, moved, ended or cancelled, at window points, with the
        /// force (1: not reported) and contact radius (0: not reported) the input gave.
        case touch(touch: Int, phase: TouchPhase, location: Point, type: TouchType, force: Double = 1, radius: Double = 0)
        /// The hit test of a new touch: the hit view's id (nil: nothing), the ids from the root
        /// to it, and whether presentation geometry decided (§2.6–2.8).
        case hit(touch: Int, view: String?, path: [String], geometry: HitGeometry)
        /// A responder call: `touchesBegan/Moved/Ended/Cancelled` on `view` for `touch`.
        case deliver(view: String, touch: Int, phase: TouchPhase)
        /// A touch that the view will not hear through its responder methods, and why.
        case undelivered(view: String, touch: Int, reason: UndeliveredReason)
        /// The recognizers collected for a new touch, in delivery order (§2.5), and the debug
        /// `name` (§4.9) of those that have one, by id.
        case participants(touch: Int, recognizers: [String], names: [String: String] = [:])
        /// A recognizer's state changed, and why (nil: the recognizer gave no reason).
        case state(recognizer: String, from: GestureRecognizerState, to: GestureRecognizerState, reason: String?)
        /// An action delivered to the recognizer's targets, with the state the client sees and
        /// the values it reads (location, touches, the recognizer's measure).
        case action(recognizer: String, state: GestureRecognizerState, values: ActionValues)
        /// A delegate or subclass question actually asked, with its answer.
        case ask(question: String, recognizer: String, other: String?, answer: Bool)
        /// Actions held because `recognizer` requires `on` to fail (§6.3).
        case wait(recognizer: String, on: String)
        /// A state assignment refused as illegal (§4.2).
        case refused(recognizer: String, from: GestureRecognizerState, to: GestureRecognizerState)
        /// A recognizer past possible whose required recognizer won: it never acts (§6.5).
        case suppressed(recognizer: String, by: String)
        /// A failure requirement dropped because it would close a cycle (§6.6).
        case cycle(recognizer: String, dropped: String)
        /// A line an action wrote with `Engine.log(_:from:)` (a scene's `log` behaviour).
        case log(recognizer: String, message: String)
        /// An animation of one property of one view: `event` is start, complete, interrupted,
        /// reversed or paused; values are the property's components.
        case animation(view: String, property: String, from: [Double], to: [Double], timing: String, duration: Double, event: String)
        /// A property animator call refused in its current state (UIKit would trap).
        case animatorRefused(animator: String, call: String)
        /// A property animator's call or finish (§8.5), with what it left: its state, its
        /// fraction (0 at the old values, 1 at the new; where it finished for `finished`), its
        /// direction, and the seconds its run still takes to its end while it runs (nil when
        /// it does not run).
        case animator(animator: String, event: AnimatorEvent, state: PropertyAnimator.State, fraction: Double, reversed: Bool,
                      remaining: Double?)
        /// A responder call held back by a recognizer's delaysTouchesBegan/Ended (§3.3, §3.4);
        /// a later `deliver` releases it, or nothing does if it is dropped.
        case withheld(view: String, touch: Int, phase: TouchPhase)
        /// An engine timer was scheduled, fired (at its due time, before its action) or was
        /// cancelled; `owner` is the recognizer or animation that scheduled it.
        case timer(event: TimerEvent, owner: String?, label: String, due: Double)
        /// A drag interaction's lift of `view` for `touch` (§9.3–9.4); `items` is the
        /// interaction's `itemsForBeginning` answer (asked at the lift).
        case dragLift(interaction: String, view: String, touch: Int, event: DragLiftEvent, items: Int)
        /// A drag session's step (§9.4–9.6). `view`: the source (`began`), the view whose items
        /// joined or were declined (`added`, `declined`), else the drop target concerned or
        /// under the finger (nil: none). `items`: the session's item count after the step.
        /// `location`: the finger's window point. `proposal`: the target's, nil with no target.
        case dragSession(session: Int, event: DragSessionEvent, view: String?, items: Int, location: Point, proposal: DropOperation?)
        /// A call to a drag interaction's delegate (§9.3–9.4, §9.6): `session` is the session it
        /// concerns (`sessionWillBegin`, `itemsForAdding`; nil otherwise), `answer` what the
        /// delegate answered (nil for a notification).
        case dragDelegate(interaction: String, call: DragDelegateCall, session: Int?, answer: DragDelegateAnswer?)
        /// What performing a drop did to its target (§9, a drop interaction's `perform` steps, in
        /// order): `step` names it (`moveItemsIn`, `setBackground`, `setLabel`), `values` what
        /// it set (the views moved in, the colour, the text).
        case dropPerformed(session: Int, view: String, step: String, values: [String])
        /// A system edge gesture's step (§10): the touch concerned (nil for the edge's own
        /// events: armed, disarmed, opened/closed by a timer, deferral changes) and, for
        /// `withheld` and `released`, the app's recognizers concerned.
        case systemGesture(edge: SystemEdge, event: SystemGestureEvent, touch: Int?, recognizers: [String])
        /// A control on `view` sent `event` while tracking `touch`; `value` is its value once the
        /// responder call (or repeat) that sent the event was handled (a switch: 1 on, 0 off; a
        /// slider: 0…1; a stepper's value; a segment or page from 0), nil for a button;
        /// `control` says which kind of control it is.
        case controlEvent(view: String, event: ControlEvent, touch: Int, value: Double?, control: ControlType, title: String? = nil)
        /// A scroll view's drag, motion and zoom (§3.8): the offset it began at, rests at or
        /// moves to; the release velocity in offset terms (points/s); the zoom scale.
        case scroll(view: String, event: ScrollEvent, offset: Point, velocity: Point?, zoom: Double?)
        /// A scroll view's content starts moving on its own (coasting, bouncing or paging, §3.8):
        /// the motion of each axis of its content offset from now, whole, so that where the
        /// content is at any later time (until a `scroll` `settled` or `stopped`) is known from
        /// the trace. Follows the `scroll` event that released it. Indirect: two motions are
        /// twice the size of any other event, which every event would otherwise take.
        indirect case scrollMotion(view: String, x: ScrollAxisMotion, y: ScrollAxisMotion)
        /// A control on `view` began or stopped tracking `touch` (§3.7); `inside` is the region
        /// its touch counts as inside, in the control's own coordinates (its bounds and
        /// `Defaults.controlTouchMargin` around them), at the event.
        case controlTracking(view: String, event: ControlTrackingEvent, touch: Int, inside: Rect)
    }

    /// The trace's `type` field.
    public var typeName: String {
        switch kind {
        case .touch: "touch"
        case .hit: "hit"
        case .deliver: "deliver"
        case .undelivered: "undelivered"
        case .participants: "participants"
        case .state: "state"
        case .action: "action"
        case .ask: "ask"
        case .wait: "wait"
        case .refused: "refused"
        case .suppressed: "suppressed"
        case .cycle: "cycle"
        case .log: "log"
        case .animation: "animation"
        case .animatorRefused: "animatorRefused"
        case .animator: "animator"
        case .withheld: "withheld"
        case .timer: "timer"
        case .dragLift: "dragLift"
        case .dragSession: "dragSession"
        case .dragDelegate: "dragDelegate"
        case .dropPerformed: "dropPerformed"
        case .systemGesture: "systemGesture"
        case .controlEvent: "controlEvent"
        case .scroll: "scroll"
        case .scrollMotion: "scrollMotion"
        case .controlTracking: "controlTracking"
        }
    }
}

/// Which geometry a hit test used.
public enum HitGeometry: String, Sendable {
    /// Model values everywhere (UIKit's default).
    case model
    /// At least one animating view was tested where it is drawn.
    case presentation
}

/// Why a view's responder methods do not hear a touch that hit it.
public enum UndeliveredReason: String, Sendable {
    /// §3.5: the view has `isMultipleTouchEnabled == false` and already had a touch this sequence.
    case multipleTouchDisabled
    /// §3.6: an exclusive-touch view holds a touch elsewhere, or this exclusive view is blocked
    /// because another view holds one.
    case exclusiveTouch
    /// §3.8: `touchesShouldBegin` answered false: the touch landed on moving scroll view
    /// content, which it stopped, or a scroll view's override said so.
    case touchesShouldBegin
}

/// What happened to an engine timer (`timer` trace events).
public enum TimerEvent: String, Sendable {
    case scheduled, fired, cancelled
}
