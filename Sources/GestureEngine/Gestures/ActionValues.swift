/// What a recognizer's action reports besides its state (docs/TRACE.md, `action`): where the
/// gesture is, how many touches it tracks, and the measure a client reads in its action
/// method (a pan's translation, a pinch's scale, a rotation's angle, and their velocities).
/// Read inside action delivery, with the state the client sees.
public struct ActionValues: Equatable, Sendable {
    /// `location(in: nil)`: window points.
    public var location: Point
    /// `numberOfTouches`: tracked touches still down.
    public var touches: Int
    /// The recognizer's own measure; nil for recognizers without one (taps, long presses …).
    public var measure: Measure?

    public init(location: Point, touches: Int, measure: Measure? = nil) {
        self.location = location
        self.touches = touches
        self.measure = measure
    }

    /// Each with `sinceBegan`: the same quantity accumulated since the gesture began, whatever
    /// the client set meanwhile. A client that resets the measure in its actions (`scale = 1`,
    /// `rotation = 0`, `setTranslation(.zero, in:)`, as a scene's `scaleByPinch` does) reads a
    /// step per action; `sinceBegan` is the whole gesture so far. Equal to the measure when the
    /// client never set it.
    public enum Measure: Equatable, Sendable {
        /// `translation(in: view)` (pt) and `velocity(in: view)` (pt/s), in the recognizer's view's coordinates.
        case pan(translation: Point, velocity: Point, sinceBegan: Point)
        /// `scale` (a factor) and `velocity` (scale per second).
        case pinch(scale: Double, velocity: Double, sinceBegan: Double)
        /// `rotation` (radians, clockwise positive: y points down) and `velocity` (rad/s).
        case rotation(rotation: Double, velocity: Double, sinceBegan: Double)
    }
}

extension GestureRecognizer {
    /// The values an `action` trace event carries, read now: the location and touch count every
    /// recognizer has, and its measure if it has one (`actionMeasure`).
    public var actionValues: ActionValues {
        ActionValues(location: location(in: nil), touches: numberOfTouches, measure: actionMeasure)
    }
}
