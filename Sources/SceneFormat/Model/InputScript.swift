import GestureEngine

/// Scripted input: fingers going down, moving over a duration, lifting, at given times.
///
/// Invariants (checked by the parser): steps are in non-decreasing time order; a finger is down
/// before it moves or lifts, is not put down twice, does not start a step while its previous move
/// is still running, and is up when the script ends.
public struct InputScript: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        /// Engine seconds when the step starts.
        public var time: Double
        /// The script's finger number; the engine gives each contact its own touch id.
        public var finger: Int
        public var action: Action
        /// 1-based line in the file.
        public var line: Int

        public init(time: Double, finger: Int, action: Action, line: Int = 0) {
            self.time = time
            self.finger = finger
            self.action = action
            self.line = line
        }

        /// When the step's effect is complete (a move's end).
        public var endTime: Double {
            if case let .move(_, duration) = action { return time + duration }
            return time
        }
    }

    public enum Action: Sendable, Equatable {
        /// `force` 0…1; `radius` the contact's major radius in points (0: not reported).
        case down(at: Point, type: TouchType, force: Double, radius: Double = 0)
        /// Linear motion from the finger's current location, sampled every
        /// `InputScript.sampleInterval`, ending exactly at `to` after `duration` seconds.
        case move(to: Point, duration: Double)
        /// Lift, at `at` or (nil) where the finger is.
        case up(at: Point?)
        case cancel
    }

    public var steps: [Step]
    /// An explicit end, if the script names one later than its last step.
    public var declaredEnd: Double?

    public init(steps: [Step] = [], declaredEnd: Double? = nil) {
        self.steps = steps
        self.declaredEnd = declaredEnd
    }

    /// Seconds between interpolated move samples. Chosen: 60 Hz, a common touchscreen and
    /// display rate, so scripted moves look like real finger input.
    public static let sampleInterval = 1.0 / 60

    /// The latest of every step's end and the declared end; 0 for an empty script.
    public var endTime: Double {
        max(steps.map(\.endTime).max() ?? 0, declaredEnd ?? 0)
    }
}
