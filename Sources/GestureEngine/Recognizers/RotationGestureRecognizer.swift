import Foundation

/// `UIRotationGestureRecognizer` (§7.7): `rotation` is the turn of the line between the two
/// touches since began, in radians, clockwise positive (y down); `velocity` in radians per
/// second. Begins once the angle has changed `Defaults.rotationRecognitionAngle`.
open class RotationGestureRecognizer: TwoTouchGestureRecognizer {
    /// Radians. Setting it rebases and clears velocity.
    public var rotation: Double {
        get { state == .possible ? 0 : value }
        set { setValue(newValue) }
    }

    /// The rotation since began whatever the client set meanwhile (its `rotation = 0` resets):
    /// what the fingers did, 0 before began. Radians.
    var rotationSinceBegan: Double { state == .possible ? 0 : valueSinceBegan }

    /// The rotation and its velocity, as an action reads them, and the rotation since began.
    override open var actionMeasure: ActionValues.Measure? {
        .rotation(rotation: rotation, velocity: velocity, sinceBegan: rotationSinceBegan)
    }

    override open func measure(_ a: Point, _ b: Point) -> Double { atan2(b.y - a.y, b.x - a.x) }

    override open func combine(_ base: Double, from start: Double, to end: Double) -> Double {
        base + Self.wrapped(end - start)
    }

    override open func distance(from start: Double, to end: Double) -> Double { abs(Self.wrapped(end - start)) }

    override open var thresholdDescription: String { "\(formatNumber(recognitionThreshold)) rad" }
    override open var recognitionThreshold: Double { Defaults.rotationRecognitionAngle }

    /// An angle difference folded into (−π, π].
    static func wrapped(_ angle: Double) -> Double {
        var result = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if result > .pi { result -= 2 * .pi }
        if result <= -.pi { result += 2 * .pi }
        return result
    }
}
