import GestureEngine

/// A custom recognizer written against the public subclassing API, as an app would (§4.13):
/// a one-finger "✓" — down and to the right, then a longer stroke up and to the right.
///
/// It begins late (discrete: recognizes only on the lift, when the whole shape is known) and
/// fails fast (the moment a touch rules the shape out: a second finger, a move to the left, the
/// first arm rising, the second arm falling), so that recognizers waiting on it are not held up.
public final class CheckmarkGestureRecognizer: GestureRecognizer {
    /// The first arm must descend at least this far, the second rise at least this far. Points.
    public var minimumDownStroke = 20.0
    public var minimumUpStroke = 40.0
    /// Jitter allowed against the expected direction before failing. Points.
    public var tolerance = 6.0

    private enum Stroke { case down, up }
    private var stroke = Stroke.down
    private var lowest: Point?
    private var start: Point?
    private var lastX = 0.0

    override public var isDiscrete: Bool { true }

    override public func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard start == nil, touches.count == 1, let touch = touches.first else { return fail("more than one finger") }
        start = touch.location
        lowest = touch.location
        lastX = touch.location.x
    }

    override public func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = touches.first, let start, let lowest else { return }
        let point = touch.location
        if point.x < lastX - tolerance { return fail("moved left") }
        lastX = max(lastX, point.x)
        switch stroke {
        case .down:
            if point.y >= lowest.y {
                self.lowest = point
            } else if lowest.y - point.y > tolerance {
                guard lowest.y - start.y >= minimumDownStroke else { return fail("rose before descending") }
                stroke = .up
            }
        case .up:
            if point.y > (touches.first?.previousLocation.y ?? point.y) + tolerance { return fail("fell on the up stroke") }
        }
    }

    override public func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard stroke == .up, let lowest, let end = touches.first?.location, lowest.y - end.y >= minimumUpStroke else {
            return fail("not a checkmark")
        }
        setState(.ended, reason: "checkmark")
    }

    override public func reset() {
        stroke = .down
        lowest = nil
        start = nil
        lastX = 0
    }
}
