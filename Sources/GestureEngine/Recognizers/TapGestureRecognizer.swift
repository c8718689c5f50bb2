/// `UITapGestureRecognizer` (§7.1): discrete; recognizes on the lift that completes tap N.
///
/// Fails when a touch moves more than `allowableMovement` from where it came down, when more
/// than `numberOfTouchesRequired` touches are down, when a touch lifts before all of them were
/// down together, or when the next tap comes later than `Defaults.multiTapInterval` after a lift
/// or farther than `Defaults.multiTapDistance` from the first tap.
open class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    /// Points, per touch. Project choice (§7.1).
    public var allowableMovement = Defaults.tapAllowableMovement

    private var tapsCompleted = 0
    private var startLocations: [Int: Point] = [:]
    private var touchesDown = 0
    private var allWereDown = false
    private var firstTapLocation: Point?

    override open var isDiscrete: Bool { true }
    /// §10.2: a tap gets an edge touch at once (a bottom button works: the system fails at lift).
    override open var waitsForSystemEdgeGestures: Bool { false }

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        cancelTimers()
        for touch in touches {
            touchesDown += 1
            startLocations[touch.id] = touch.location
            if touchesDown > numberOfTouchesRequired { return fail("too many touches") }
            if let first = firstTapLocation, touch.location.distance(to: first) > Defaults.multiTapDistance {
                return fail("next tap too far")
            }
        }
        if touchesDown == numberOfTouchesRequired { allWereDown = true }
    }

    override open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches {
            guard let start = startLocations[touch.id] else { continue }
            if touch.location.distance(to: start) > allowableMovement { return fail("exceeded allowable movement") }
        }
    }

    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard allWereDown else { return fail("lifted before \(numberOfTouchesRequired) touches were down") }
        touchesDown -= touches.count
        guard touchesDown == 0 else { return }
        tapsCompleted += 1
        if firstTapLocation == nil {
            // Summed in touch order: dictionary order would make the last bits vary by run.
            let points = startLocations.sorted { $0.key < $1.key }.map(\.value)
            firstTapLocation = points.reduce(Point.zero, +) * (1 / Double(max(points.count, 1)))
        }
        startLocations.removeAll()
        allWereDown = false
        if tapsCompleted >= numberOfTapsRequired {
            setState(.ended)
        } else {
            schedule(after: Defaults.multiTapInterval, label: "tap \(tapsCompleted + 1) deadline") { [unowned self] in
                self.fail("next tap too late")
            }
        }
    }

    override open func reset() {
        tapsCompleted = 0
        startLocations.removeAll()
        touchesDown = 0
        allWereDown = false
        firstTapLocation = nil
    }

    /// §7.1: the centroid of the first tap.
    override open func location(in view: View?) -> Point {
        guard let first = firstTapLocation else { return super.location(in: view) }
        guard let view else { return first }
        return view.convert(first, from: nil) ?? first
    }

    /// §5.7: a tap never prevents a tap that requires more taps.
    override open func canPrevent(_ other: GestureRecognizer) -> Bool {
        if let tap = other as? TapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired { return false }
        return super.canPrevent(other)
    }
}
