import GestureEngine

/// A trace read back as input: its `touch` events (docs/TRACE.md) turned into the input samples
/// that made them, so that any trace — `gesturescope trace`, or `run --trace-out` from a real
/// touchscreen — can be replayed on its scene and drawn after the fact.
///
/// Each touch id becomes a finger; `began`/`moved`/`ended`/`cancelled` become down/move/up/cancel
/// with the traced location, type, force and radius; touch events at the same instant form one
/// `InputEvent` in trace order (the engine splits it into the same turns). Other event types are
/// skipped: the replay recomputes them. What the trace does not keep is not replayed: a motion
/// sample that changed nothing (no `moved` was logged, though a recognizer took it as a velocity
/// sample), and times and positions finer than the trace's rounding (1 µs, 1e-4 pt).
public struct TraceInput: Sendable {
    /// The input samples, ordered by time.
    public let events: [InputEvent]
    /// Time of the trace's last event of any type (engine seconds); nil for an empty trace.
    public let endTime: Double?

    /// A line the decoder could not read: its 1-based number and why.
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// The latest time a replayed trace may reach (the scripts' limit: an hour of engine time),
    /// and the largest trace file read.
    public static let maximumTime = SceneLimits.standard.duration
    public static let maximumBytes = 256 << 20

    /// Decodes JSON Lines text (blank lines allowed, `\n` or `\r\n` line ends); throws `Problem`
    /// for the first line that is not a JSON object with `t` and `type`, a `touch` event missing
    /// a field or with an unknown phase or touch type, or a touch that would put more than
    /// `touchesDown` touches down at once. Lines are read one at a time: memory grows with the
    /// touches kept, not with the text's length.
    public init(jsonLines text: String, touchesDown: Int = SceneLimits.standard.touchesDown) throws {
        var events: [InputEvent] = []
        var endTime: Double?
        var down: Set<Int> = []
        var lines = JSONLinesReader(text)
        while let (number, bytes) = lines.next() {
            guard !JSONLinesReader.isBlank(bytes) else { continue }
            // The engine's own reader of trace lines (`TraceEvent.fields(ofLine:number:)`); only
            // what a touch needs is read, and a line of a later version's type is skipped.
            let fields: TraceJSONFields, time: Double, type: String
            do {
                fields = try TraceEvent.fields(ofLine: bytes, number: number)
                (time, type) = (try fields.number("t"), try fields.string("type"))
            } catch {
                throw Problem(line: number, message: "not a trace event (a JSON object with \"t\" and \"type\")")
            }
            guard (0...Self.maximumTime).contains(time) else {
                throw Problem(line: number, message: "\"t\" must be a time from 0 to \(formatNumber(Self.maximumTime)) seconds")
            }
            endTime = time
            guard type == "touch" else { continue }
            let change = try Self.change(fields, number: number)
            switch change.phase {
            case .down:
                down.insert(change.fingerID)
                guard down.count <= touchesDown else {
                    throw Problem(line: number, message: "more than \(touchesDown) touches down at once")
                }
            case .up, .cancel: down.remove(change.fingerID)
            case .move: break
            }
            if let last = events.last, last.time == time {
                events[events.count - 1].changes.append(change)
            } else {
                guard events.last.map({ $0.time < time }) ?? true else {
                    throw Problem(line: number, message: "touch events must be in time order")
                }
                events.append(InputEvent(time: time, changes: [change]))
            }
        }
        self.events = events
        self.endTime = endTime
    }

    /// The input change a `touch` line records: its phase as the finger's, a missing
    /// `touchType` read as direct, `force` 1 and `radius` 0 unless given.
    private static func change(_ fields: TraceJSONFields, number: Int) throws -> TouchInput {
        let read: (touch: Int?, phase: String?, x: Double?, y: Double?, type: String?, force: Double?, radius: Double?)
        do {
            read = (try fields.optionalInteger("touch"), try fields.optionalString("phase"), try fields.optionalNumber("x"),
                    try fields.optionalNumber("y"), try fields.optionalString("touchType"), try fields.optionalNumber("force"),
                    try fields.optionalNumber("radius"))
        } catch {
            throw Problem(line: number, message: "not a trace event (a JSON object with \"t\" and \"type\")")
        }
        guard let touch = read.touch, let phaseName = read.phase, let x = read.x, let y = read.y else {
            throw Problem(line: number, message: "a touch event needs \"touch\", \"phase\", \"x\" and \"y\"")
        }
        let phase: TouchInput.Phase
        switch phaseName {
        case "began": phase = .down
        case "moved": phase = .move
        case "ended": phase = .up
        case "cancelled": phase = .cancel
        default: throw Problem(line: number, message: "unknown touch phase \"\(phaseName)\"")
        }
        let typeName = read.type ?? TouchType.direct.rawValue
        guard let type = TouchType(rawValue: typeName) else {
            throw Problem(line: number, message: "unknown touchType \"\(typeName)\"")
        }
        let force = read.force ?? 1, radius = read.radius ?? 0
        guard abs(x) <= SceneLimits.standard.magnitude, abs(y) <= SceneLimits.standard.magnitude, force >= 0, radius >= 0 else {
            throw Problem(line: number, message: "a touch's numbers must be finite, force and radius 0 or more")
        }
        return TouchInput(fingerID: touch, phase: phase, location: Point(x, y), type: type, force: force, majorRadius: radius)
    }
}
