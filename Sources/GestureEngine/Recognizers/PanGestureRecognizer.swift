/// `UIPanGestureRecognizer` (§7.3): continuous. Begins once at least `minimumNumberOfTouches`
/// are down and their centroid has moved `Defaults.panRecognitionDistance`; changes on each
/// move with enough touches; ends on the last lift (fails if it never began). Touches beyond
/// `maximumNumberOfTouches` are ignored.
///
/// `translation(in:)` is zero at began and accumulates the centroid's motion; when fingers are
/// added or lifted the centroid jumps, and that jump is rebased away.
open class PanGestureRecognizer: GestureRecognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max

    /// The centroid's accumulated motion since down, finger changes rebased away. Window points.
    private var motion = Point.zero
    /// `motion` at the instant the translation was zero (began, or `setTranslation`).
    private var translationBase = Point.zero
    private var windowTranslation: Point { motion - translationBase }
    /// `motion` at began: `setTranslation` does not move it.
    private var beganMotion = Point.zero
    private var lastCentroid: Point?
    private var lastTouchIDs: [Int] = []
    private var tracker = VelocityTracker()

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches where numberOfTouches > maximumNumberOfTouches {
            ignore(touch)
        }
        let wasTracking = lastCentroid != nil
        rebase()
        // §7.0: the down is a velocity sample.
        if !wasTracking, lastCentroid != nil { tracker.add(motion, at: event.timestamp) }
    }

    override open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        followCentroid(at: event.timestamp)
        guard numberOfTouches >= minimumNumberOfTouches else { return }
        switch state {
        case .possible:
            if windowTranslation.length >= Defaults.panRecognitionDistance && shouldBeginPan() {
                translationBase = motion
                beganMotion = motion
                setState(.began, reason: "moved \(formatNumber(Defaults.panRecognitionDistance)) pt")
            }
        case .began, .changed:
            setState(.changed)
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        // §7.0: the lift is a sample only where it moved.
        followCentroid(at: event.timestamp, including: touches, isLift: true)
        guard numberOfTouches == 0 else { return rebase() }
        switch state {
        case .possible: fail("lifted before moving \(formatNumber(Defaults.panRecognitionDistance)) pt")
        case .began, .changed: setState(.ended)
        default: break
        }
    }

    /// §7.0: a report that a finger stayed put is a velocity sample; the centroid did not move.
    override func touchStayed(_ touch: Touch, at time: Double) {
        guard activeTouches.contains(touch), lastCentroid != nil else { return }
        tracker.add(motion, at: time)
    }

    /// Translation and velocity in the recognizer's view's coordinates, as an action reads them,
    /// and the translation since began whatever the client set meanwhile (`setTranslation`).
    override open var actionMeasure: ActionValues.Measure? {
        // One walk up the view chain for the three vectors.
        let toView = view?.transformToRoot.inverted
        return .pan(translation: Self.vector(windowTranslation, into: toView), velocity: Self.vector(tracker.velocity, into: toView),
                    sinceBegan: Self.vector(motion - beganMotion, into: toView))
    }

    /// A subclass hook to veto beginning (the screen-edge pan's direction test); default true.
    open func shouldBeginPan() -> Bool { true }

    override open func reset() {
        motion = .zero
        translationBase = .zero
        beganMotion = .zero
        lastCentroid = nil
        lastTouchIDs = []
        tracker.removeAll()
    }

    /// The translation since began, as a vector in `view`'s coordinates (nil: window). Points.
    public func translation(in view: View?) -> Point {
        Self.vector(windowTranslation, into: view?.transformToRoot.inverted)
    }

    /// Makes the current translation `translation` (in `view`'s coordinates) and clears velocity.
    public func setTranslation(_ translation: Point, in view: View?) {
        var inWindow = translation
        if let view, let origin = view.convert(Point.zero, to: nil), let moved = view.convert(translation, to: nil) {
            inWindow = moved - origin
        }
        translationBase = motion - inWindow
        tracker.removeAll()
    }

    /// The centroid's motion since the touches came down (before and after began; finger
    /// changes rebased away), as a vector in `view`'s coordinates (nil: window). Points.
    public func movementSinceDown(in view: View?) -> Point {
        Self.vector(motion, into: view?.transformToRoot.inverted)
    }

    /// Points per second, in `view`'s coordinates (nil: window), per §7.0.
    public func velocity(in view: View?) -> Point {
        Self.vector(tracker.velocity, into: view?.transformToRoot.inverted)
    }

    /// `vector` (window) in the coordinates `windowToView` maps to: the image of its tip minus
    /// the image of the origin. Unchanged without a view, or when its chain is singular.
    private static func vector(_ vector: Point, into windowToView: Transform2D?) -> Point {
        guard let windowToView else { return vector }
        return windowToView.apply(to: vector) - windowToView.apply(to: .zero)
    }

    /// The centroid of `contributing`, nil when empty.
    private func centroid(of contributing: [Touch]) -> Point? {
        guard !contributing.isEmpty else { return nil }
        var sum = Point.zero
        for touch in contributing { sum = sum + touch.location }
        return sum * (1 / Double(contributing.count))
    }

    private func centroid() -> Point? { centroid(of: activeTouches) }

    /// Accumulates the centroid's motion of the touches still down plus `lifting`, and samples
    /// it for velocity (§7.0: a lift only where it moved).
    private func followCentroid(at time: Double, including lifting: [Touch] = [], isLift: Bool = false) {
        var contributing = activeTouches
        for touch in lifting where touches.contains(touch) { contributing.append(touch) }
        guard let current = centroid(of: contributing) else { return }
        if let last = lastCentroid, contributing.lazy.map(\.id).elementsEqual(lastTouchIDs) {
            motion = motion + (current - last)
        } else {
            lastTouchIDs = contributing.map(\.id)
        }
        lastCentroid = current
        if isLift {
            tracker.addLift(motion, at: time)
        } else {
            tracker.add(motion, at: time)
        }
    }

    /// Fingers changed: the centroid jumps; start measuring from the new one.
    private func rebase() {
        lastCentroid = centroid()
        lastTouchIDs = activeTouches.map(\.id)
    }
}

extension Array where Element == Touch {
    func contains(_ touch: Touch) -> Bool { contains { $0 === touch } }
}
