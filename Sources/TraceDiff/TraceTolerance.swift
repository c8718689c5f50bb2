import Foundation
import GestureEngine

/// How far two numbers of the same field may be apart and still be the same: `seconds` for times
/// (the event's `t`, a timer's `due`, an animation's `duration`, an animator's `remaining`),
/// `points` for every other number (locations, offsets, velocities in points/s, fractions,
/// scales, control values). Both are absolute and inclusive. The standard values sit just above
/// the JSON Lines trace's rounding (1 µs, 1e-4 pt), so a trace read back from a file equals the
/// run that wrote it.
public struct TraceTolerance: Equatable, Sendable {
    /// Engine seconds.
    public var seconds: Double
    /// Points, or the field's own unit for numbers that are not positions.
    public var points: Double

    public init(seconds: Double, points: Double) {
        self.seconds = seconds
        self.points = points
    }

    /// 1e-6 s and 1e-3 pt.
    public static let standard = TraceTolerance(seconds: 1e-6, points: 1e-3)

    /// Fields of a trace event's JSON form holding engine seconds.
    private static let timeFields: Set<String> = ["t", "due", "duration", "remaining"]

    /// Whether `a` and `b` are the same event: the same type and fields, every string and
    /// boolean equal, every number within the tolerance of its field.
    public func same(_ a: TraceEvent, _ b: TraceEvent) -> Bool {
        if a == b { return true }
        guard a.typeName == b.typeName, abs(a.time - b.time) <= seconds else { return false }
        let lineA = a.jsonLine, lineB = b.jsonLine
        // Equal lines are rounded below the standard tolerance: a golden read back meets its run
        // here, with no parse.
        if lineA == lineB, seconds >= Self.standard.seconds, points >= Self.standard.points { return true }
        return same(Self.fields(of: lineA), Self.fields(of: lineB), field: nil)
    }

    private static func fields(of line: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(line.utf8))
    }

    private func same(_ a: Any?, _ b: Any?, field: String?) -> Bool {
        switch (a, b) {
        case (nil, nil), (is NSNull, is NSNull):
            return true
        case let (x as String, y as String):
            return x == y
        case let (x as NSNumber, y as NSNumber):
            let limit = field.map { Self.timeFields.contains($0) } == true ? seconds : points
            return abs(x.doubleValue - y.doubleValue) <= limit
        case let (x as [Any], y as [Any]):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1, field: field) }
        case let (x as [String: Any], y as [String: Any]):
            return Set(x.keys) == Set(y.keys) && x.allSatisfy { key, value in same(value, y[key], field: key) }
        default:
            return false
        }
    }
}
