/// The shared lifecycle of pinch and rotation (§7.6, §7.7): continuous, two touches (extras
/// ignored). It begins when `measure` of the pair has changed by `recognitionThreshold` since the
/// second touch landed; changes while both touches are down; is silent with one; a new second
/// touch rebases without a jump; ends when both are lifted (fails if it never began).
open class TwoTouchGestureRecognizer: GestureRecognizer {
    /// The value accumulated since began (scale factor or radians), built from segments.
    var value: Double {
        guard let start = segmentStart, let end = current else { return valueBase }
        return combine(valueBase, from: start, to: end)
    }
    private var valueBase = 0.0
    private var segmentStart: Double?
    /// The value accumulated since began whatever the client set (`setValue`): the same
    /// segments from a base and a start that only finger changes move.
    var valueSinceBegan: Double {
        guard let start = sinceBeganStart, let end = current else { return sinceBeganBase }
        return combine(sinceBeganBase, from: start, to: end)
    }
    private var sinceBeganBase = 0.0
    private var sinceBeganStart: Double?
    private var current: Double?
    private var landingValue: Double?
    private var tracker = VelocityTracker()

    /// §10.2: pinches and rotations get an edge touch at once.
    override open var waitsForSystemEdgeGestures: Bool { false }

    /// The pair's measure (span or angle) for two window points. Subclasses override.
    open func measure(_ a: Point, _ b: Point) -> Double { 0 }
    /// The value after the pair's measure went from `start` to `end`, starting at `base`.
    /// Subclasses override (scale multiplies, rotation adds).
    open func combine(_ base: Double, from start: Double, to end: Double) -> Double { base }
    /// The distance from the landing measure at which the gesture begins.
    open var recognitionThreshold: Double { 0 }
    /// The value at began.
    open var initialValue: Double { 0 }
    /// The threshold with its unit, for trace reasons.
    open var thresholdDescription: String { formatNumber(recognitionThreshold) }

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches where activeTouches.count > 2 { ignore(touch) }
        rebase()
        if landingValue == nil { landingValue = current }
    }

    override open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let pair = pairMeasure() else { return }
        current = pair
        tracker.add(Point(value, 0), at: event.timestamp)
        switch state {
        case .possible:
            guard let landing = landingValue, distance(from: landing, to: pair) >= recognitionThreshold else { return }
            valueBase = initialValue
            segmentStart = pair
            sinceBeganBase = initialValue
            sinceBeganStart = pair
            tracker.removeAll()
            setState(.began, reason: "changed \(thresholdDescription)")
        case .began, .changed:
            setState(.changed)
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if activeTouches.isEmpty {
            switch state {
            case .possible: fail("lifted before changing \(thresholdDescription)")
            case .began, .changed: setState(.ended)
            default: break
            }
        } else {
            // One touch left: silent until a second lands; keep what has accumulated.
            if state == .began || state == .changed {
                valueBase = value
                sinceBeganBase = valueSinceBegan
            }
            segmentStart = nil
            sinceBeganStart = nil
            current = nil
            if state == .possible { landingValue = nil }
        }
    }

    override open func reset() {
        valueBase = 0
        segmentStart = nil
        sinceBeganBase = 0
        sinceBeganStart = nil
        current = nil
        landingValue = nil
        tracker.removeAll()
    }

    /// Units of the value per second (scale/s, rad/s), per §7.0.
    public var velocity: Double { tracker.velocity.x }

    /// Makes the accumulated value `newValue` from now on and clears velocity; the value since
    /// began goes on unchanged.
    func setValue(_ newValue: Double) {
        valueBase = newValue
        segmentStart = current
        tracker.removeAll()
    }

    /// How far `end` is from `start` in the measure's own units (for the threshold).
    open func distance(from start: Double, to end: Double) -> Double { abs(end - start) }

    private func pairMeasure() -> Double? {
        let pair = activeTouches.prefix(2)
        guard pair.count == 2 else { return nil }
        return measure(pair[pair.startIndex].location, pair[pair.startIndex + 1].location)
    }

    /// A second touch landed or one lifted: continue from the new pair without a jump.
    private func rebase() {
        if state == .began || state == .changed {
            valueBase = value
            sinceBeganBase = valueSinceBegan
        }
        current = pairMeasure()
        segmentStart = current
        sinceBeganStart = current
    }
}
