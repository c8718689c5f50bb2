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
        let decoder = JSONDecoder()
        var events: [InputEvent] = []
        var endTime: Double?
        var down: Set<Int> = []
        var number = 0
        var lines = JSONLines(text.utf8)
        while let rawLine = lines.next() {
            number += 1
            guard !rawLine.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) else { continue }
            let line: Line
            do {
                line = try decoder.decode(Line.self, from: Data(rawLine))
            } catch {
                throw Problem(line: number, message: "not a trace event (a JSON object with \"t\" and \"type\")")
            }
            guard line.t.isFinite, (0...Self.maximumTime).contains(line.t) else {
                throw Problem(line: number, message: "\"t\" must be a time from 0 to \(formatNumber(Self.maximumTime)) seconds")
            }
            endTime = line.t
            guard line.type == "touch" else { continue }
            let change = try Self.change(line, number: number)
            switch change.phase {
            case .down:
                down.insert(change.fingerID)
                guard down.count <= touchesDown else {
                    throw Problem(line: number, message: "more than \(touchesDown) touches down at once")
                }
            case .up, .cancel: down.remove(change.fingerID)
            case .move: break
            }
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

/// The lines of UTF-8 text one at a time, without their `\n` (a line's `\r` stays: JSON takes it
/// as white space); the last line may lack its `\n`.
private struct JSONLines: IteratorProtocol {
    private let bytes: String.UTF8View
    private var position: String.UTF8View.Index
    private var isDone = false

    init(_ bytes: String.UTF8View) {
        self.bytes = bytes
        self.position = bytes.startIndex
    }

    mutating func next() -> String.UTF8View.SubSequence? {
        guard !isDone else { return nil }
        guard let end = bytes[position...].firstIndex(of: 0x0A) else {
            isDone = true
            return bytes[position...]
        }
        defer { position = bytes.index(after: end) }
        return bytes[position..<end]
    }
}
