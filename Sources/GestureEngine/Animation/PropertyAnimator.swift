/// `UIViewPropertyAnimator` (§8.5): an interruptible, scrubbable, reversible animation.
///
/// States: inactive → (start or pause) active → natural finish or `stopAnimation(true)` →
/// inactive; `stopAnimation(false)` → stopped → `finishAnimation(at:)` → inactive. Progress (the
/// visual fraction from the old values to the new) runs in segments along the timing, freezes
/// when paused, and is set directly by scrubbing (linearly when `scrubsLinearly`). Calls not
/// allowed in the current state (UIKit's precondition failures) are refused and traced; nothing
/// traps.
public final class PropertyAnimator {
    public enum State: String, Sendable { case inactive, active, stopped }
    public enum Position: String, Sendable { case start, end, current }

    struct Track {
        let view: View
        let property: AnimatableProperty
        let from: [Double]
        let to: [Double]
    }

    /// A stretch of running: progress goes from `startProgress` to `target` along `timing`.
    private struct Segment {
        let startTime: Double
        let startProgress: Double
        let target: Double
        let timing: AnimationTiming
    }

    public let name: String
    public private(set) var state: State = .inactive
    public private(set) var isReversed = false
    public var scrubsLinearly = true
    public var pausesOnCompletion = false
    /// §8.5: must be true to pause, stop or reverse; settable only while inactive.
    public var isInterruptible = true {
        didSet {
            guard state != .inactive, isInterruptible != oldValue else { return }
            isInterruptible = oldValue
            refuse("setting isInterruptible while \(state.rawValue)")
        }
    }
    /// §2.8: false makes the animated views ignore touches while the animator runs; settable
    /// only while inactive.
    public var isUserInteractionEnabled = true {
        didSet {
            guard state != .inactive, isUserInteractionEnabled != oldValue else { return }
            isUserInteractionEnabled = oldValue
            refuse("setting isUserInteractionEnabled while \(state.rawValue)")
        }
    }
    /// §2.8 project choice: false → the engine hit-tests the animated views where they are drawn.
    public var isManualHitTestingEnabled = false

    unowned let system: AnimationSystem
    let timing: AnimationTiming
    private(set) var tracks: [Track] = []
    private var segment: Segment?
    private var frozenProgress = 0.0
    private var completions: [(Position) -> Void] = []
    private var finishTimer: TimerQueue.Token?

    init(name: String, timing: AnimationTiming, system: AnimationSystem) {
        self.name = name
        self.timing = timing
        self.system = system
    }

    var engine: Engine { system.engine }

    /// True while active and moving.
    public var isRunning: Bool { state == .active && segment != nil }

    /// The visual fraction from the old values (0) to the new (1).
    var progress: Double {
        guard let segment else { return frozenProgress }
        let elapsed = engine.now - segment.startTime
        let duration = max(segment.timing.duration, 1e-9)
        let eased = segment.timing.progress(after: min(elapsed, duration))
        return segment.startProgress + (segment.target - segment.startProgress) * eased
    }

    /// 0…1. Settable while paused (or inactive, which pauses it); ignored while running.
    public var fractionComplete: Double {
        get { progress }
        set {
            guard !isRunning, state != .stopped else { return refuse("fractionComplete while \(isRunning ? "running" : state.rawValue)") }
            if state == .inactive { state = .active }
            let fraction = min(max(newValue, 0), 1)
            frozenProgress = scrubsLinearly ? fraction : (timingCurve?.progress(at: fraction) ?? fraction)
            traceAnimator(.scrubbed)
        }
    }

    private var timingCurve: TimingCurve? {
        if case let .curve(curve, _) = timing { return curve }
        return nil
    }

    // MARK: Building

    /// Runs `changes` now (the model takes the new values) and animates what they changed.
    public func addAnimations(_ changes: () -> Void) {
        for change in system.recordChanges(changes) {
            let view = change.view, new = view.modelValues
            for property in AnimatableProperty.allCases {
                let from = change.model.components(property), to = new.components(property)
                guard from != to else { continue }
                tracks.append(Track(view: view, property: property, from: from, to: to))
                if state == .active { trace(tracks[tracks.count - 1], "start") }
            }
        }
    }

    public func addCompletion(_ completion: @escaping (Position) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    public func startAnimation(afterDelay delay: Double = 0) {
        guard state != .stopped else { return refuse("startAnimation while stopped") }
        if state == .inactive {
            state = .active
            for track in tracks { trace(track, "start") }
        }
        run(from: progress, timing: timing, durationScale: remainingFraction, delay: delay)
        traceAnimator(.started)
    }

    public func pauseAnimation() {
        guard isInterruptible else { return refuse("pauseAnimation when not interruptible") }
        guard state != .stopped else { return refuse("pauseAnimation while stopped") }
        if state == .inactive {
            state = .active
            for track in tracks { trace(track, "start") }
        }
        freeze()
        for track in tracks { trace(track, "paused") }
        traceAnimator(.paused)
    }

    /// Sets the direction: at once while running, else at the next start.
    public func setReversed(_ reversed: Bool) {
        guard isInterruptible else { return refuse("isReversed when not interruptible") }
        guard reversed != isReversed else { return }
        isReversed = reversed
        for track in tracks { trace(track, "reversed") }
        if isRunning { run(from: progress, timing: timing, durationScale: remainingFraction, delay: 0) }
        traceAnimator(.reversed)
    }

    /// From the current position, with new timing; the remaining time is `durationFactor` ×
    /// the original duration.
    public func continueAnimation(withTiming newTiming: AnimationTiming?, durationFactor: Double) {
        guard state == .active else { return refuse("continueAnimation while \(state.rawValue)") }
        let base = newTiming ?? timing
        run(from: progress, timing: base, durationScale: max(durationFactor, 0) * timing.duration / max(base.duration, 1e-9), delay: 0)
        traceAnimator(.continued)
    }

    /// `true`: straight to inactive, the presentation becomes the model, no completion.
    /// `false`: stopped, waiting for `finishAnimation(at:)`.
    public func stopAnimation(withoutFinishing: Bool) {
        guard isInterruptible else { return refuse("stopAnimation when not interruptible") }
        guard state == .active else { return refuse("stopAnimation while \(state.rawValue)") }
        freeze()
        for track in tracks { trace(track, "interrupted") }
        let fraction = progress
        if withoutFinishing {
            settle(at: .current)
        } else {
            state = .stopped
        }
        traceAnimator(.stopped, fraction: fraction)
    }

    /// From stopped: the model takes the start, end or current values; completions run.
    public func finishAnimation(at position: Position) {
        guard state == .stopped else { return refuse("finishAnimation while \(state.rawValue)") }
        let fraction: Double = switch position {
        case .start: 0
        case .end: 1
        case .current: progress
        }
        settle(at: position)
        traceAnimator(.finished, fraction: fraction)
        for completion in completions { completion(position) }
    }

    // MARK: Private

    /// The share of the full run still ahead in the current direction.
    private var remainingFraction: Double { isReversed ? progress : 1 - progress }

    private func run(from start: Double, timing runTiming: AnimationTiming, durationScale: Double, delay: Double) {
        cancelFinishTimer()
        let target = isReversed ? 0.0 : 1.0
        let scaled: AnimationTiming = switch runTiming {
        case let .curve(curve, duration): .curve(curve, duration: duration * max(durationScale, 0))
        case .spring: runTiming
        }
        segment = Segment(startTime: engine.now + max(delay, 0), startProgress: start, target: target, timing: scaled)
        finishTimer = engine.schedule(at: engine.now + max(delay, 0) + scaled.duration, owner: "animator \(name)", label: "finishes") { [unowned self] in
            self.finishTimer = nil
            self.naturalFinish()
        }
    }

    private func freeze() {
        frozenProgress = progress
        segment = nil
        cancelFinishTimer()
    }

    private func naturalFinish() {
        let position: Position = isReversed ? .start : .end
        freeze()
        frozenProgress = isReversed ? 0 : 1
        for track in tracks { trace(track, "complete") }
        // §8.5: pausesOnCompletion keeps it active and paused, with no completion.
        guard !pausesOnCompletion else { return traceAnimator(.paused) }
        settle(at: position)
        traceAnimator(.finished, fraction: isReversed ? 0 : 1)
        for completion in completions { completion(position) }
    }

    /// Writes the chosen values into the models and ends the animator.
    private func settle(at position: Position) {
        for track in tracks {
            let values: [Double] = switch position {
            case .start: track.from
            case .end: track.to
            case .current: zip(track.from, track.to).map { $0 + ($1 - $0) * frozenProgress }
            }
            var model = track.view.modelValues
            model.set(track.property, values)
            track.view.setModelValues(model)
        }
        state = .inactive
        tracks.removeAll()
        segment = nil
        frozenProgress = 0
        system.animatorDidEnd(self)
    }

    private func cancelFinishTimer() {
        if let finishTimer { engine.cancelTimer(finishTimer) }
        finishTimer = nil
    }

    /// The presentation contribution for one track: (from − to) × (1 − progress).
    func contribution(_ track: Track) -> [Double] {
        let remaining = 1 - progress
        return zip(track.from, track.to).map { ($0 - $1) * remaining }
    }

    private func refuse(_ what: String) {
        engine.trace.append(.animatorRefused(animator: name, call: what), at: engine.now)
    }

    /// One `animator` event: the state, direction and run left after `event`; `fraction` where
    /// it stopped or finished (the animator forgets it once inactive), else its progress now.
    private func traceAnimator(_ event: AnimatorEvent, fraction: Double? = nil) {
        let remaining = segment.map { max($0.startTime + $0.timing.duration - engine.now, 0) }
        engine.trace.append(.animator(animator: name, event: event, state: state, fraction: fraction ?? progress, reversed: isReversed,
                                      remaining: remaining), at: engine.now)
    }

    private func trace(_ track: Track, _ event: String) {
        engine.trace.append(.animation(view: track.view.id, property: track.property.rawValue, from: track.from, to: track.to,
                                       timing: "animator \(name): \(timing)", duration: timing.duration, event: event), at: engine.now)
    }
}
