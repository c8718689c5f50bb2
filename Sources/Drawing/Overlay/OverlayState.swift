import GestureEngine

/// Everything the overlay draws, reduced from the trace: every layer (fingers, hit paths, the
/// delivery outline and panel, the geometry guides, the timeline) draws from this state and the
/// engine time alone, never from live touches, recognizers, controls or scroll motion. Fed the
/// live trace it shows the window; fed a trace read back from a file (after the fact) it shows
/// the same thing.
///
/// Invariant: after `consume`, `fingers` holds exactly the touches the trace shows as down, and
/// `pendingTimers` the timers it shows scheduled and neither fired nor cancelled.
public final class OverlayState {
    /// Seconds a trail point stays visible.
    public static let trailDuration = 0.8
    /// Seconds the exit ripple or cross lasts.
    public static let exitDuration = 0.35
    /// Seconds the hit path stays highlighted after a touch-down.
    public static let pathDuration = 0.8
    /// How many responder calls the panel lists.
    public static let panelLines = 8
    /// The timer label of a long press counting toward its duration (LongPressGestureRecognizer).
    public static let longPressTimerLabel = "press duration"

    public struct TrailPoint: Equatable, Sendable {
        public var time: Double
        public var point: Point
        /// Points travelled from the touch-down to here, along the trail: the trail's dots are
        /// laid at fixed distances along it, so they stay put as the finger moves on.
        public var distance: Double

        public init(time: Double, point: Point, distance: Double = 0) {
            self.time = time
            self.point = point
            self.distance = distance
        }
    }

    /// A live touch as the trace shows it.
    public struct Finger: Equatable, Sendable {
        public let id: Int
        public let type: TouchType
        public let downTime: Double
        public let start: Point
        public var location: Point
        /// As reported: 1 when the device reports no pressure, radius 0 when no contact size.
        public var force: Double
        public var radius: Double
        public var trail: [TrailPoint]
        /// The hit view's id (nil: nothing was hit).
        public var viewID: String?
        public var participants: [String] = []
        /// Where the touch came from ("finger", "mouse", …), when the input side said.
        public var source: String?
        /// Recognizers in the window at touch-down: the "of M" of the participant count.
        public var recognizersInWindow = 0
    }

    /// A tap's ripple or a cancellation's cross, from its start time.
    public struct Exit: Equatable, Sendable {
        public let location: Point
        public let time: Double
        public let cancelled: Bool
        public let touch: Int
    }

    /// The hit-test path of a touch-down, from the root to the hit view.
    public struct HitPath: Equatable, Sendable {
        public let time: Double
        public let viewIDs: [String]
        public let touch: Int
        public let geometry: HitGeometry
        public let location: Point?
    }

    /// A timer scheduled and not yet fired or cancelled.
    public struct PendingTimer: Equatable, Sendable {
        public let owner: String?
        public let label: String
        public let scheduled: Double
        public let due: Double
    }

    public private(set) var fingers: [Int: Finger] = [:]
    public private(set) var exits: [Exit] = []
    public private(set) var hitPaths: [HitPath] = []
    public private(set) var pendingTimers: [PendingTimer] = []
    /// The hit view of the most recent touch; stays outlined after the touch ends, until the next.
    public private(set) var lastHitViewID: String?
    /// Latest responder calls (of views not in `quietViewIDs`), recognizer actions and scene log
    /// lines, oldest first, as text-trace lines.
    public private(set) var recentDeliveries: [String] = []
    /// The lanes of the current (or last) touch sequence.
    public private(set) var timeline = TimelineModel()
    /// Drag sessions and add-to-drag taps (§9).
    public private(set) var drags = DragOverlayState()
    /// System edge deferral, arming and system UI (§10).
    public private(set) var systemEdges = SystemEdgeOverlayState()
    /// Scroll views dragged, moving or resting, and controls tracking: the `G` layer's guides.
    public private(set) var guides = GeometryGuideState()
    /// Animations in flight per view id, as the trace shows: block animations counted from
    /// `start` to `complete`/`interrupted`; a property animator's track (view, property,
    /// animator) from its first `animation` event until the animator goes inactive (an
    /// `animator` event: finished, or stopped without finishing). §8.5: paused on completion or
    /// stopped, it keeps its tracks.
    private var blockAnimations: [String: Int] = [:]
    /// Per view id, its animator tracks in flight as (property, animator); no empty sets.
    private var animatorTracks: [String: Set<[String]>] = [:]

    /// Whether `viewID` has an animation in flight (its model frame is drawn as a ghost). Asked
    /// of every view in every frame while ghosts show: two dictionary lookups.
    public func isAnimating(_ viewID: String) -> Bool {
        blockAnimations[viewID, default: 0] > 0 || animatorTracks[viewID] != nil
    }

    /// Whether any animation is in flight.
    public var animationsLive: Bool { !blockAnimations.isEmpty || !animatorTracks.isEmpty }

    /// Views whose responder calls the panel does not list (the trace still has them): a
    /// scene's choice, which neither the trace nor the engine's views carry.
    public let quietViewIDs: Set<String>

    public init(quietViewIDs: Set<String> = []) {
        self.quietViewIDs = quietViewIDs
    }

    /// Live touches, oldest first.
    public var liveTouches: [Finger] { fingers.keys.sorted().compactMap { fingers[$0] } }

    /// Takes in trace events not seen before. `window` answers what the trace does not carry
    /// about the scene itself: how many recognizers it has.
    public func consume(_ events: ArraySlice<TraceEvent>, window: View) {
        guard !events.isEmpty else { return }
        // One walk per batch, not one per touch.
        var recognizerCount = 0
        window.forEachInSubtree { recognizerCount += $0.gestureRecognizers.count }
        for event in events {
            reduce(event, recognizerCount: recognizerCount)
        }
        timeline.consume(events)
        if let latest = events.last?.time { forget(before: latest) }
    }

    private func reduce(_ event: TraceEvent, recognizerCount: Int) {
        switch event.kind {
        case let .touch(touch, phase, location, type, force, radius):
            switch phase {
            case .began:
                fingers[touch] = Finger(id: touch, type: type, downTime: event.time, start: location, location: location,
                                        force: force, radius: radius, trail: [TrailPoint(time: event.time, point: location)],
                                        recognizersInWindow: recognizerCount)
            case .moved, .stationary:
                guard var finger = fingers[touch] else { return }
                let travelled = finger.trail.last.map { $0.distance + $0.point.distance(to: location) } ?? 0
                finger.location = location
                finger.force = force
                finger.radius = radius
                finger.trail.append(TrailPoint(time: event.time, point: location, distance: travelled))
                fingers[touch] = finger
            case .ended, .cancelled:
                guard let finger = fingers.removeValue(forKey: touch) else { return }
                // A ripple for a tap (short and still), a cross for a cancellation.
                let isTap = location.distance(to: finger.start) <= Defaults.tapAllowableMovement && event.time - finger.downTime < 0.5
                if phase == .cancelled || isTap {
                    exits.append(Exit(location: location, time: event.time, cancelled: phase == .cancelled, touch: touch))
                }
            }
        case let .hit(touch, view, path, geometry):
            fingers[touch]?.viewID = view
            lastHitViewID = view
            hitPaths.append(HitPath(time: event.time, viewIDs: path, touch: touch, geometry: geometry, location: fingers[touch]?.start))
        case let .participants(touch, recognizers, _):
            fingers[touch]?.participants = recognizers
        case let .timer(timerEvent, owner, label, due):
            if timerEvent == .scheduled {
                pendingTimers.append(PendingTimer(owner: owner, label: label, scheduled: event.time, due: due))
            } else if let index = pendingTimers.firstIndex(where: { $0.owner == owner && $0.label == label && $0.due == due }) {
                pendingTimers.remove(at: index)
            }
        case let .animation(view, property, _, _, timing, _, animationEvent):
            let ends = animationEvent == "complete" || animationEvent == "interrupted"
            if timing.hasPrefix("animator ") {
                // `animator NAME: …`: one track per view, property and animator.
                animatorTracks[view, default: []].insert([property, String(timing.prefix { $0 != ":" })])
            } else if animationEvent == "start" {
                blockAnimations[view, default: 0] += 1
            } else if ends {
                blockAnimations[view, default: 0] -= 1
                if blockAnimations[view] ?? 0 <= 0 { blockAnimations[view] = nil }
            }
        case let .animator(name, _, .inactive, _, _, _):
            let animator = "animator \(name)"
            for (view, tracks) in animatorTracks {
                let kept = tracks.filter { $0[1] != animator }
                animatorTracks[view] = kept.isEmpty ? nil : kept
            }
        case let .deliver(view, _, _), let .undelivered(view, _, _):
            guard !quietViewIDs.contains(view) else { return }
            appendDelivery(event.textLine)
        case .action, .log:
            appendDelivery(event.textLine)
        case .dragLift, .dragSession:
            drags.reduce(event)
        case .systemGesture:
            systemEdges.reduce(event)
        case .scroll, .scrollMotion, .controlTracking:
            guides.reduce(event)
        default:
            return
        }
    }

    /// Labels a live touch with where it came from (shown under its ring with its type).
    public func setSource(_ source: String, ofTouch id: Int) {
        fingers[id]?.source = source
    }

    /// How far a long press participating in `finger` has counted toward its duration (0…1),
    /// from its pending `press duration` timer; nil when none is counting.
    public func longPressProgress(of finger: Finger, now: Double) -> Double? {
        timerProgress(labelled: Self.longPressTimerLabel, of: finger, now: now)
    }

    /// The timer label of a drag interaction's lift counting toward 0.5 s (§9.3).
    public static let liftTimerLabel = "lift"
    /// The timer label of a drag interaction's gate counting toward 1.0 s in regular width (§9.5).
    public static let gateTimerLabel = "competing long press"

    /// How far a participant's pending timer labelled `label` has run (0…1); nil when none runs.
    public func timerProgress(labelled label: String, of finger: Finger, now: Double) -> Double? {
        for id in finger.participants {
            guard let timer = pendingTimers.first(where: { $0.owner == id && $0.label == label }) else { continue }
            return min(1, max(0, (now - timer.scheduled) / max(timer.due - timer.scheduled, 0.01)))
        }
        return nil
    }

    private func appendDelivery(_ line: String) {
        recentDeliveries.append(line)
        if recentDeliveries.count > Self.panelLines { recentDeliveries.removeFirst() }
    }

    /// Drops what can no longer be drawn at any time from `time` on (the engine's time never
    /// goes back), so memory stays flat; drawing filters by its own `now` as well.
    private func forget(before time: Double) {
        exits.removeAll { time - $0.time > Self.exitDuration }
        drags.forget(before: time)
        guides.forget(before: time)
        hitPaths.removeAll { time - $0.time > Self.pathDuration }
        for id in fingers.keys {
            // The newest expired point stays: the trail's tail is cut where it expires, between it
            // and the next.
            guard let trail = fingers[id]?.trail, let kept = trail.lastIndex(where: { time - $0.time > Self.trailDuration }), kept > 0
            else { continue }
            fingers[id]?.trail.removeFirst(kept)
        }
    }
}
