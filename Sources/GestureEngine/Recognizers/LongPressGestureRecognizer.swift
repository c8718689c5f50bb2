/// `UILongPressGestureRecognizer` (§7.2): continuous. After `numberOfTapsRequired` taps (§7.1
/// rules), begins once `numberOfTouchesRequired` touches have been down for
/// `minimumPressDuration` without moving more than `allowableMovement`. Then each move is a
/// change, any of its touches lifting ends it, cancellation cancels it. Duration only, never force.
open class LongPressGestureRecognizer: GestureRecognizer {
    public var minimumPressDuration = Defaults.longPressDuration
    public var allowableMovement = Defaults.longPressAllowableMovement
    public var numberOfTapsRequired = 0
    public var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var startLocations: [Int: Point] = [:]
    private var touchesDown = 0

    /// §10.2: a long press gets an edge touch at once.
    override open var waitsForSystemEdgeGestures: Bool { false }

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        cancelTimers()
        if state != .possible { return touches.forEach(ignore) }
        for touch in touches {
            touchesDown += 1
            startLocations[touch.id] = touch.location
        }
        guard touchesDown <= numberOfTouchesRequired else { return fail("too many touches") }
        guard touchesDown == numberOfTouchesRequired, tapsCompleted == numberOfTapsRequired else { return }
        schedule(after: minimumPressDuration, label: "press duration") { [unowned self] in
            self.setState(.began, reason: "held \(formatNumber(self.minimumPressDuration)) s")
        }
    }

    override open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        switch state {
        case .possible:
            for touch in touches {
                guard let start = startLocations[touch.id] else { continue }
                if touch.location.distance(to: start) > allowableMovement { return fail("exceeded allowable movement") }
            }
        case .began, .changed:
            setState(.changed)
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        switch state {
        case .possible:
            touchesDown -= touches.count
            // A required tap completes when all its touches lift before the press would begin.
            guard tapsCompleted < numberOfTapsRequired else { return fail("lifted before \(formatNumber(minimumPressDuration)) s") }
            guard touchesDown == 0 else { return }
            tapsCompleted += 1
            startLocations.removeAll()
            cancelTimers()
            schedule(after: Defaults.multiTapInterval, label: "next tap deadline") { [unowned self] in
                self.fail("next tap too late")
            }
        case .began, .changed:
            setState(.ended)
        default:
            break
        }
    }

    override open func reset() {
        tapsCompleted = 0
        startLocations.removeAll()
        touchesDown = 0
    }
}
