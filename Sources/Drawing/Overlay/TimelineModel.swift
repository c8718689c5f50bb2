import GestureEngine

/// The timeline of the current (or last) touch sequence, built from the trace, in the picture
/// of session 219's slides: a UITouch row, one row per participating recognizer, one row per view.
///
/// A sequence spans the whole interaction as a person perceives it — one story: a double tap's
/// two touches, a drag session from its lift to its landing with every add and the drop, taps on
/// a scroll view still coasting or on views still animating. It starts at a touch-down when no
/// touch is live, no recognizer of the current sequence is undecided (waiting on a timer of its
/// own, like a tap's multi-tap window, or for another recognizer to fail), no drag session is
/// live and no scroll view coasts, and no animation the story started still runs (unless the
/// story's latest event is more than `animationContinuation` seconds old); the previous one is
/// then cleared (`TimelineStories` keeps it). Between sequences the model holds still for reading (`isHolding`).
public struct TimelineModel {
    /// `dragSession` and `dropTarget` are the device's drag and drop (§9.4–9.6): a session's row
    /// (lifted, dragging, dropped or cancelled, landing) and a target's (hovered, dropped on);
    /// `animator` is a property animator's (§8.5: running, paused, scrubbing, finished).
    public enum LaneKind: Equatable, Sendable { case touches, recognizer, view, dragSession, dropTarget, animator }

    /// A stretch of one recognizer state, from `start` to `end` (nil: still going).
    public struct Segment: Equatable, Sendable {
        public var state: GestureRecognizerState
        public var start: Double
        public var end: Double?
        /// Why the state began (exclusion, requirement, threshold …).
        public var reason: String?
        /// What the bar says instead of the state's name (a drag session's `dragging · 1 item`).
        public var label: String?
    }

    /// "Waiting for `on` to fail" from `start` until `end`.
    public struct Wait: Equatable, Sendable {
        public var on: String
        public var start: Double
        public var end: Double?
    }

    public struct Lane: Equatable, Sendable {
        public var id: String
        public var kind: LaneKind
        /// A recognizer's debug `name` (§4.9), which titles its row instead of its id.
        public var name: String?
        public var segments: [Segment] = []
        public var markers: [Marker] = []
        public var waits: [Wait] = []
    }

    public internal(set) var lanes: [Lane] = []
    /// Each lane's index in `lanes`, by id (lanes are only appended, or all replaced when a
    /// sequence starts): a thousand controls' lanes are found without a search.
    private var laneIndexByID: [String: Int] = [:]
    /// The stories told before this one (PgUp / PgDn step through them).
    public private(set) var stories = TimelineStories()
    /// Engine seconds of the sequence's first event and of the latest event.
    public private(set) var startTime = 0.0
    public private(set) var latestTime = 0.0
    private var liveTouches: Set<Int> = []
    /// Drag sessions from `began` to `landed`, each with the drop target lanes it hovered, and
    /// scroll views from a release that moves on (`decelerating`, `bouncing`, `paging`) to rest:
    /// the story goes on while any is live.
    var liveSessions: [Int: Set<String>] = [:]
    private var coastingViews: Set<String> = []
    /// The animations a story started (`animation` events after its first touch-down) and that
    /// run still, by view, property and animator: a touch that interrupts one continues the
    /// story. Animations running before (a scene's repeating ones) do not hold stories together.
    private var storyAnimations: Set<String> = []
    /// Pending engine timers per owner (`timer` events: scheduled minus fired and cancelled).
    private var pendingTimers: [String: Int] = [:]

    public init() {}

    /// The story `view` shows: a kept earlier one, or this.
    public func shown(by view: TimelineView) -> TimelineModel {
        view.story.flatMap(stories.story(numbered:)) ?? self
    }

    /// "story 3 of 5" while `view` shows a kept earlier story; nil for the current one.
    public func storyNote(for view: TimelineView) -> String? {
        guard let number = view.story, stories.story(numbered: number) != nil else { return nil }
        return "story \(number) of \(stories.current)"
    }

    /// True when the sequence is over — no touch is live and no recognizer of it is undecided —
    /// so the timeline holds still until the next touch.
    public var isHolding: Bool {
        liveTouches.isEmpty && liveSessions.isEmpty && coastingViews.isEmpty && !lanes.contains(where: isUndecided)
    }

    /// Engine seconds a touch-down still continues the story after its latest event while an
    /// animation the story started runs: a tap that stops or redirects it belongs to the story,
    /// one long after does not (an animation may run for minutes).
    public static let animationContinuation = 3.0

    /// Whether a touch-down at `time` starts a new story.
    private func startsStory(at time: Double) -> Bool {
        lanes.isEmpty || (isHolding && !(!storyAnimations.isEmpty && time - latestTime <= Self.animationContinuation))
    }

    /// A recognizer of the sequence that may still act on it: a timer of its own is pending (a
    /// tap waiting for its next tap, a long press counting) or it waits for another to fail.
    private func isUndecided(_ lane: Lane) -> Bool {
        lane.kind == .recognizer && (pendingTimers[lane.id, default: 0] > 0 || lane.waits.contains { $0.end == nil })
    }

    public mutating func consume(_ events: ArraySlice<TraceEvent>) {
        for event in events { consume(event) }
    }

    public mutating func consume(_ event: TraceEvent) {
        let time = event.time
        switch event.kind {
        case let .touch(touch, phase, location, _, _, _):
            if phase == .began {
                if startsStory(at: time) { startSequence(at: time) }
                liveTouches.insert(touch)
            }
            if phase.isTerminal { liveTouches.remove(touch) }
            guard phase != .moved else { break }
            mark(lane: "touches", .touches, Marker(time: time, kind: .touchPhase, head: "", subject: "T\(touch)", tail: " \(phase)",
                                                   detail: " " + Self.displayPoint(location), phase: phase))
        case let .participants(_, recognizers, names):
            addRecognizerLanes(recognizers, names: names, at: time)
        case let .systemGesture(edge, .entered, _, _):
            addRecognizerLanes([edge.recognizerID], at: time)
        case let .systemGesture(_, .released, _, recognizers):
            addRecognizerLanes(recognizers, at: time)
        case let .state(recognizer, _, state, reason):
            guard let lane = index(of: recognizer) else { break }
            // A reset ends the lane's story: the terminal state stays the last segment, and
            // nothing is waited for any more.
            if state == .possible, reason == TraceEvent.resetReason {
                endWaits(in: lane, at: time)
                break
            }
            // Repeated `changed` assignments are one bar.
            if state == .changed, lanes[lane].segments.last?.state == .changed { break }
            closeSegment(in: lane, at: time)
            lanes[lane].segments.append(Segment(state: state, start: time, reason: reason))
            if state.isTerminal { endWaits(in: lane, at: time) }
            if let reason, reason.hasPrefix("excluded by") {
                lanes[lane].markers.append(Marker(time: time, kind: .exclusion, head: reason))
            }
            // A required recognizer resolving ends the waits on it.
            if state == .failed || state == .ended || state == .cancelled {
                for other in lanes.indices {
                    for wait in lanes[other].waits.indices where lanes[other].waits[wait].on == recognizer && lanes[other].waits[wait].end == nil {
                        lanes[other].waits[wait].end = time
                    }
                }
            }
        case let .action(recognizer, state, values):
            mark(recognizerLane: recognizer, Marker(time: time, kind: .action, head: ".\(state)", value: Self.compactValue(values.measure)))
        case let .ask(question, recognizer, other, answer):
            mark(recognizerLane: recognizer, Marker(time: time, kind: .question, head: question + (other == nil ? "" : " "),
                                                    subject: other ?? "", tail: "? \(answer ? "yes" : "no")"))
        case let .wait(recognizer, on):
            guard let lane = index(of: recognizer) else { break }
            lanes[lane].waits.append(Wait(on: on, start: time))
        case let .suppressed(recognizer, by):
            mark(recognizerLane: recognizer, Marker(time: time, kind: .suppressed, head: "suppressed: \(by) won"))
        case let .deliver(view, touch, phase):
            mark(lane: view, .view, Marker(time: time, kind: .delivery, head: "\(phase)(", subject: "T\(touch)", tail: ")", phase: phase))
        case let .controlEvent(view, controlEvent, _, value, control, title) where controlEvent != .touchDragInside && controlEvent != .touchDragOutside:
            // A control's events (§3.7) on its view's lane, as the control's actions, a value
            // change with the value; the drags repeat with every move and would bury the rest.
            let shown = controlEvent == .valueChanged ? title ?? Self.controlValue(value, of: control) : nil
            mark(lane: view, .view, Marker(time: time, kind: .action, head: ".\(controlEvent.rawValue)", value: shown))
        case let .scroll(view, scrollEvent, offset, _, zoom) where scrollEvent != .dragged:
            // What the content did (§3.8), on the scroll view's lane, as its actions; the drag's
            // offsets repeat with every move and would bury the rest (the pan's bar shows the drag).
            let what = scrollEvent == .zoomed ? "zoomed ×\(formatNumber(zoom ?? 1))" : "scroll \(scrollEvent.rawValue) \(offset)"
            mark(lane: view, .view, Marker(time: time, kind: .action, head: what))
            switch scrollEvent {
            case .decelerating, .bouncing, .paging: coastingViews.insert(view)
            case .resting, .stopped, .settled: coastingViews.remove(view)
            case .began, .dragged, .zoomed: break
            }
        case let .withheld(view, touch, phase):
            mark(lane: view, .view, Marker(time: time, kind: .withheld, head: "\(phase)(", subject: "T\(touch)", tail: ") held", phase: phase))
        case let .undelivered(view, touch, reason):
            mark(lane: view, .view, Marker(time: time, kind: .undelivered, head: "", subject: "T\(touch)", tail: ": \(reason.rawValue)"))
        case let .log(recognizer, message):
            mark(recognizerLane: recognizer, Marker(time: time, kind: .log, head: message))
        case let .dragSession(session, dragEvent, view, items, _, proposal):
            consumeDrag(session: session, dragEvent, view: view, items: items, proposal: proposal, at: time)
        case let .animation(view, property, _, _, timing, _, animationEvent):
            // `animator NAME: …` timings: one track per view, property and animator.
            let track = [view, property, timing.hasPrefix("animator ") ? String(timing.prefix { $0 != ":" }) : ""].joined(separator: "|")
            if animationEvent == "start", !lanes.isEmpty {
                storyAnimations.insert(track)
            } else if animationEvent == "complete" || animationEvent == "interrupted" {
                storyAnimations.remove(track)
            }
        case let .animator(name, animatorEvent, _, fraction, reversed, remaining):
            consumeAnimator(name, animatorEvent, fraction: fraction, reversed: reversed, running: remaining != nil, at: time)
        case let .timer(timerEvent, owner?, _, _):
            pendingTimers[owner, default: 0] += timerEvent == .scheduled ? 1 : -1
            if pendingTimers[owner] ?? 0 <= 0 { pendingTimers[owner] = nil }
        default:
            break
        }
        if !lanes.isEmpty { latestTime = max(latestTime, time) }
    }

    /// The gesture's value since began, whatever the client reset in its actions (a scene's
    /// `scaleByPinch` sets `scale = 1` after each, so the measure it reads is a step): a pan's
    /// translation in whole points, a pinch's scale to 0.01, a rotation in whole degrees.
    static func compactValue(_ measure: ActionValues.Measure?) -> String? {
        switch measure {
        case let .pan(_, _, translation)?: "Δ(\(formatNumber(translation.x, decimals: 0)),\(formatNumber(translation.y, decimals: 0)))"
        case let .pinch(_, _, scale)?: "×\(formatNumber(scale, decimals: 2))"
        case let .rotation(_, _, rotation)?: "\(formatNumber(rotation * 180 / .pi, decimals: 0))°"
        case nil: nil
        }
    }

    /// A control's value as its kind reads: a switch `on` or `off`, a slider's 0…1 to 0.01, a
    /// stepper's value, a segmented control's selected segment and a page control's page (from
    /// 0, as UIKit counts them); nil for a button or without a value.
    static func controlValue(_ value: Double?, of control: ControlType) -> String? {
        guard let value else { return nil }
        switch control {
        case .button: return nil
        case .toggle: return value != 0 ? "on" : "off"
        case .slider, .stepper: return formatNumber(value, decimals: 2)
        case .segmented, .pageControl: return formatNumber(value, decimals: 0)
        }
    }

    /// Lanes for recognizers taking part from `time` (a system edge recognizer's from its
    /// touch entering the band; the app's recognizers the system released, from then).
    private mutating func addRecognizerLanes(_ recognizers: [String], names: [String: String] = [:], at time: Double) {
        for recognizer in recognizers where index(of: recognizer) == nil {
            appendLane(Lane(id: recognizer, kind: .recognizer, name: names[recognizer], segments: [Segment(state: .possible, start: time)]))
        }
    }

    private mutating func startSequence(at time: Double) {
        var finished = self
        finished.stories = TimelineStories()
        stories.begin(after: finished)
        lanes = [Lane(id: "touches", kind: .touches)]
        laneIndexByID = ["touches": 0]
        startTime = time
        latestTime = time
    }

    func index(of id: String) -> Int? {
        laneIndexByID[id]
    }

    /// Adds `lane` last; returns its index.
    @discardableResult
    mutating func appendLane(_ lane: Lane) -> Int {
        laneIndexByID[lane.id] = lanes.count
        lanes.append(lane)
        return lanes.count - 1
    }

    private mutating func endWaits(in lane: Int, at time: Double) {
        for wait in lanes[lane].waits.indices where lanes[lane].waits[wait].end == nil {
            lanes[lane].waits[wait].end = time
        }
    }

    mutating func closeSegment(in lane: Int, at time: Double) {
        guard let last = lanes[lane].segments.indices.last, lanes[lane].segments[last].end == nil else { return }
        lanes[lane].segments[last].end = time
    }

    private mutating func mark(recognizerLane id: String, _ marker: Marker) {
        guard let lane = index(of: id) else { return }
        lanes[lane].markers.append(marker)
    }

    mutating func mark(lane id: String, _ kind: LaneKind, _ marker: Marker) {
        guard !lanes.isEmpty else { return }
        if let lane = index(of: id) {
            lanes[lane].markers.append(marker)
        } else {
            appendLane(Lane(id: id, kind: kind, markers: [marker]))
        }
    }
}
