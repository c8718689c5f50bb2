import GestureEngine

extension TimelineModel {
    /// Something that happened at one instant on a lane: a touch phase, an action, a question, a
    /// responder call. Its label is `head + subject + tail`, then `detail`: the subject is what
    /// differs between same-instant markers of one kind (a touch, the other recognizer of a
    /// question), so those can share one label ("cancelled(T1, T2)"); the detail is what a short
    /// label leaves out (a touch's location).
    public struct Marker: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            case touchPhase, action, question, exclusion, delivery, withheld, undelivered, suppressed, log
        }

        /// Engine seconds.
        public var time: Double
        public var kind: Kind
        public var head: String
        public var subject: String
        public var tail: String
        /// Left out of short and shared labels: a touch's location, `(320,210)`.
        public var detail: String?
        /// For a touch phase or a responder call, the phase; nil for other markers.
        public var phase: TouchPhase?
        /// An action's value, compact: a pan's, pinch's or rotation's since began (`Δ(20,0)`,
        /// `×1.35`, `12°`), a control's after a `.valueChanged` (`0.62`, `on`, `3`); nil for other
        /// markers, other control events and recognizers without a measure.
        public var value: String?

        public init(time: Double, kind: Kind, head: String, subject: String = "", tail: String = "", detail: String? = nil,
                    phase: TouchPhase? = nil, value: String? = nil) {
            self.time = time
            self.kind = kind
            self.head = head
            self.subject = subject
            self.tail = tail
            self.detail = detail
            self.phase = phase
            self.value = value
        }

        /// The whole label: `T1 began (320,210)`, `cancelled(T1)`, `shouldBegin? yes`.
        public var label: String { shortLabel + (detail ?? "") }

        /// The label without its detail: `T1 began`.
        public var shortLabel: String { head + subject + tail }
    }

    /// A point as the overlay prints it: to a tenth of a point, whole numbers without decimals
    /// (`(400,220)` for a touchscreen's `(399.991,219.9937)`; `(322.7,212.6)` between points).
    /// The trace keeps full precision.
    static func displayPoint(_ point: Point) -> String {
        "(\(formatNumber(point.x, decimals: 1)),\(formatNumber(point.y, decimals: 1)))"
    }
}
