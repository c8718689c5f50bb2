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
        /// Move, lift and cancel steps: the contact's force (0…1) and major radius (points) from
        /// this step on; nil keeps what the finger had.
        public var force: Double?
        public var radius: Double?
        /// True: the step is sent as an input event of its own, not joined to the steps of the
        /// same instant before it (a capture keeps live events apart that shared a time stamp).
        public var isSeparateEvent: Bool
        /// A down step: what made the touch live (`InputScript.touchSources`), as a capture
        /// records it; nil: the script itself.
        public var source: String?

        public init(time: Double, finger: Int, action: Action, line: Int = 0, force: Double? = nil, radius: Double? = nil,
                    isSeparateEvent: Bool = false, source: String? = nil) {
            self.time = time
            self.finger = finger
            self.action = action
            self.line = line
            self.force = force
            self.radius = radius
            self.isSeparateEvent = isSeparateEvent
            self.source = source
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

    /// A subtitle for recordings and the window: shown from `time` until the next caption (an
    /// empty text shows none).
    public struct Caption: Sendable, Equatable {
        /// Script seconds.
        public var time: Double
        public var text: String

        public init(time: Double, text: String) {
            self.time = time
            self.text = text
        }
    }

    /// A change of a recording's speed: from `time` (script seconds) until the next change, the
    /// video shows `timeScale` engine seconds per video second (0.25: four times slower). The
    /// input itself is not changed: a recording of a capture shows exactly that performance.
    public struct SpeedChange: Sendable, Equatable {
        /// Script seconds.
        public var time: Double
        /// Engine seconds shown per video second (0.05…4).
        public var timeScale: Double

        public init(time: Double, timeScale: Double) {
            self.time = time
            self.timeScale = timeScale
        }
    }

    public var steps: [Step]
    /// An explicit end, if the script names one later than its last step.
    public var declaredEnd: Double?
    /// In time order.
    public var captions: [Caption]
    /// In time order.
    public var speedChanges: [SpeedChange]

    public init(steps: [Step] = [], declaredEnd: Double? = nil, captions: [Caption] = [], speedChanges: [SpeedChange] = []) {
        self.steps = steps
        self.declaredEnd = declaredEnd
        self.captions = captions
        self.speedChanges = speedChanges
    }

    /// The caption showing at script second `time`: the last one at or before it (nil: none
    /// yet, or an empty one).
    public func caption(at time: Double) -> String? {
        guard let index = captions.lastIndex(where: { $0.time <= time }), !captions[index].text.isEmpty else { return nil }
        return captions[index].text
    }

    /// What a captured touch may come from: a touchscreen finger, the mouse, or the second
    /// finger Alt-drag simulates (the window's `InputSource` names, which the overlay shows).
    public static let touchSources = ["finger", "mouse", "simulated"]

    /// Seconds between interpolated move samples. Chosen: 60 Hz, a common touchscreen and
    /// display rate, so scripted moves look like real finger input.
    public static let sampleInterval = 1.0 / 60

    /// The latest of every step's end, caption, speed change and the declared end; 0 for an
    /// empty script.
    public var endTime: Double {
        max(steps.map(\.endTime).max() ?? 0, declaredEnd ?? 0, captions.last?.time ?? 0, speedChanges.last?.time ?? 0)
    }
}
