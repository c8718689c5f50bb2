import Foundation
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

    private struct Line: Decodable {
        let t: Double
        let type: String
        let touch: Int?
        let phase: String?
        let x: Double?
        let y: Double?
        let touchType: String?
        let force: Double?
        let radius: Double?
    }

    /// Decodes JSON Lines text (blank lines allowed); throws `Problem` for the first line that is
    /// not a JSON object with `t` and `type`, or a `touch` event missing a field or with an
    /// unknown phase or touch type.
    /// The latest time a replayed trace may reach (the scripts' limit: an hour of engine time),
    /// and the largest trace file read.
    public static let maximumTime = SceneLimits.standard.duration
    public static let maximumBytes = 256 << 20

    public init(jsonLines text: String) throws {
        let decoder = JSONDecoder()
        var events: [InputEvent] = []
        var endTime: Double?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            guard !rawLine.allSatisfy(\.isWhitespace) else { continue }
            let line: Line
            do {
                line = try decoder.decode(Line.self, from: Data(rawLine.utf8))
            } catch {
                throw Problem(line: number, message: "not a trace event (a JSON object with \"t\" and \"type\")")
            }
            guard line.t.isFinite, (0...Self.maximumTime).contains(line.t) else {
                throw Problem(line: number, message: "\"t\" must be a time from 0 to \(formatNumber(Self.maximumTime)) seconds")
            }
            endTime = line.t
            guard line.type == "touch" else { continue }
            let change = try Self.change(line, number: number)
            if let last = events.last, last.time == line.t {
                events[events.count - 1].changes.append(change)
            } else {
                guard events.last.map({ $0.time < line.t }) ?? true else {
                    throw Problem(line: number, message: "touch events must be in time order")
                }
                events.append(InputEvent(time: line.t, changes: [change]))
            }
        }
        self.events = events
        self.endTime = endTime
    }

    private static func change(_ line: Line, number: Int) throws -> TouchInput {
        guard let touch = line.touch, let phaseName = line.phase, let x = line.x, let y = line.y else {
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
        let typeName = line.touchType ?? TouchType.direct.rawValue
        guard let type = TouchType(rawValue: typeName) else {
            throw Problem(line: number, message: "unknown touchType \"\(typeName)\"")
        }
        let force = line.force ?? 1, radius = line.radius ?? 0
        guard x.isFinite, y.isFinite, abs(x) <= SceneLimits.standard.magnitude, abs(y) <= SceneLimits.standard.magnitude, force.isFinite, force >= 0, radius.isFinite, radius >= 0 else {
            throw Problem(line: number, message: "a touch's numbers must be finite, force and radius 0 or more")
        }
        return TouchInput(fingerID: touch, phase: phase, location: Point(x, y), type: type, force: force, majorRadius: radius)
    }
}
