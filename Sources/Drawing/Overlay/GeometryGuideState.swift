import GestureEngine

/// What the `G` layer's geometry guides follow, reduced from the trace alone: each scroll view's
/// drag, motion and rest (`scroll` and `scrollMotion` events, §3.8) and each control's tracking
/// (`controlTracking` events, §3.7). The views themselves are read only for where they are drawn
/// and for their configuration (a scroll view's content size, insets and indicators).
///
/// Invariants: `scrolls` holds a scroll view from its first traced drag or motion until its
/// indicators have faded after its last rest; `tracking` holds exactly the controls the trace
/// shows tracking a touch.
public struct GeometryGuideState: Sendable {
    /// A scroll view as the trace shows it.
    public struct Scroll: Equatable, Sendable {
        /// The content offset the latest `scroll` event named (points): where the drag left it,
        /// where a touch stopped it or where it settled.
        public var offset: Point
        public var isDragging: Bool
        /// The motion in progress (`scrollMotion`), with its start (engine seconds).
        public var motion: (start: Double, x: ScrollAxisMotion, y: ScrollAxisMotion)?
        /// When the content last came to rest (engine seconds): its indicators fade from then.
        public var restedAt: Double?

        /// The content offset at `now` (engine seconds): along its motion while it moves.
        public func offset(at now: Double) -> Point {
            guard let motion else { return offset }
            return Point(motion.x.value(at: now - motion.start), motion.y.value(at: now - motion.start))
        }

        /// Where the motion in progress will rest (nil while none).
        public var restingOffset: Point? { motion.map { Point($0.x.final, $0.y.final) } }

        /// Whether it is dragged or moves, or (with `showsIndicators`) its indicators still show
        /// at `now` (`Defaults.scrollIndicatorFade` after it rested).
        public func isShown(at now: Double, showsIndicators: Bool) -> Bool {
            isDragging || motion != nil || (showsIndicators && restedAt.map { now - $0 < Defaults.scrollIndicatorFade } == true)
        }

        public static func == (a: Self, b: Self) -> Bool {
            a.offset == b.offset && a.isDragging == b.isDragging && a.restedAt == b.restedAt
                && a.motion?.start == b.motion?.start && a.motion?.x == b.motion?.x && a.motion?.y == b.motion?.y
        }
    }

    /// A control tracking a touch: the region the touch counts as inside, in the control's
    /// coordinates, as traced when tracking began.
    public struct Tracking: Equatable, Sendable {
        public let touch: Int
        public let inside: Rect
    }

    /// By scroll view id.
    public private(set) var scrolls: [String: Scroll] = [:]
    /// By control view id.
    public private(set) var tracking: [String: Tracking] = [:]

    /// Whether any guide shows (cheap: the frame skips its walk of the window when none does).
    public var isEmpty: Bool { scrolls.isEmpty && tracking.isEmpty }

    mutating func reduce(_ event: TraceEvent) {
        switch event.kind {
        case let .scroll(view, scrollEvent, offset, _, _):
            reduce(scrollEvent, of: view, offset: offset, at: event.time)
        case let .scrollMotion(view, x, y):
            // Its own start is enough (a trace read from its middle may lack the release).
            var scroll = scrolls[view] ?? Scroll(offset: Point(x.origin, y.origin), isDragging: false, motion: nil, restedAt: nil)
            scroll.motion = (event.time, x, y)
            scroll.restedAt = nil
            scrolls[view] = scroll
        case let .controlTracking(view, trackingEvent, touch, inside):
            tracking[view] = trackingEvent == .began ? Tracking(touch: touch, inside: inside) : nil
        default:
            return
        }
    }

    /// The engine's own bookkeeping (`ScrollView`, `Engine+Scrolling`), as its events show it.
    private mutating func reduce(_ scrollEvent: ScrollEvent, of view: String, offset: Point, at time: Double) {
        var scroll = scrolls[view] ?? Scroll(offset: offset, isDragging: false, motion: nil, restedAt: nil)
        switch scrollEvent {
        case .began:
            // A drag takes the content over from any motion.
            scroll = Scroll(offset: offset, isDragging: true, motion: nil, restedAt: nil)
        case .dragged:
            scroll.offset = offset
        case .resting, .decelerating, .bouncing, .paging:
            // Released: the event names where it will rest, not where it is; a `scrollMotion`
            // follows in this turn when it moves at all, else it rests now.
            scroll.isDragging = false
            scroll.motion = nil
            scroll.restedAt = time
        case .stopped, .settled:
            scroll.offset = offset
            scroll.motion = nil
            scroll.restedAt = time
        case .zoomed:
            scroll.offset = offset
            if !scroll.isDragging, scroll.motion == nil { scroll.restedAt = time }
        }
        scrolls[view] = scroll
    }

    /// Whether a guide changes with time at `now`: content moves, or indicators fade.
    func isInMotion(at now: Double) -> Bool {
        scrolls.values.contains { $0.motion != nil || $0.restedAt.map { now - $0 < Defaults.scrollIndicatorFade } == true }
    }

    /// Drops scroll views at rest whose indicators faded before `time`.
    mutating func forget(before time: Double) {
        guard !scrolls.isEmpty else { return }
        scrolls = scrolls.filter { _, scroll in
            scroll.isDragging || scroll.motion != nil || scroll.restedAt.map { time - $0 < Defaults.scrollIndicatorFade } != false
        }
    }
}
