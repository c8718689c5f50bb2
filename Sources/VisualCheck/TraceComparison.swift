/// The first place two traces (JSON Lines texts) part.
public struct TraceDifference: Sendable, Equatable {
    /// 1-based number of the first line that differs.
    public let line: Int
    /// That line in each trace; nil when the trace has ended before it.
    public let expected: String?
    public let actual: String?

    /// Where `actual` first differs from `expected`, line by line; nil when they are equal.
    public init?(expected: String, actual: String) {
        guard expected != actual else { return nil }
        let expectedLines = Self.lines(expected), actualLines = Self.lines(actual)
        var index = 0
        while index < expectedLines.count, index < actualLines.count, expectedLines[index] == actualLines[index] { index += 1 }
        line = index + 1
        self.expected = index < expectedLines.count ? String(expectedLines[index]) : nil
        self.actual = index < actualLines.count ? String(actualLines[index]) : nil
    }

    /// How many lines of two texts differ from the first differing line on, as a short count:
    /// the lines neither shares at the same place.
    public static func differingLineCount(expected: String, actual: String) -> Int {
        let expectedLines = lines(expected), actualLines = lines(actual)
        return (0..<max(expectedLines.count, actualLines.count)).count { index in
            index >= expectedLines.count || index >= actualLines.count || expectedLines[index] != actualLines[index]
        }
    }

    /// The lines of a JSON Lines text (the final newline ends the last line, it starts none).
    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// "trace differs from line N", for one-line reports.
    public var summary: String { "trace differs from line \(line)" }
}
