/// The first place two traces (JSON Lines texts) part, with a few lines around it.
public struct TraceDifference: Sendable, Equatable, Codable {
    /// 1-based number of the first line that differs.
    public let line: Int
    /// That line in each trace; nil when the trace has ended before it.
    public let expected: String?
    public let actual: String?
    /// Up to `contextLines` lines both traces share just before `line`.
    public let before: [String]
    /// Up to `contextLines` lines of each trace from `line` on (`expected`/`actual` first):
    /// where they part, not yet aligned (a later comparison aligns them).
    public let expectedFrom: [String]
    public let actualFrom: [String]

    /// Lines of context shown before the first difference, and of each trace from it on.
    public static let contextLines = 3

    /// Where `actual` first differs from `expected`, line by line; nil when they are equal.
    public init?(expected: String, actual: String) {
        guard expected != actual else { return nil }
        let expectedLines = Self.lines(expected), actualLines = Self.lines(actual)
        var index = 0
        while index < expectedLines.count, index < actualLines.count, expectedLines[index] == actualLines[index] { index += 1 }
        line = index + 1
        self.expected = index < expectedLines.count ? String(expectedLines[index]) : nil
        self.actual = index < actualLines.count ? String(actualLines[index]) : nil
        before = expectedLines[max(0, index - Self.contextLines)..<index].map(String.init)
        expectedFrom = expectedLines[index..<min(expectedLines.count, index + Self.contextLines)].map(String.init)
        actualFrom = actualLines[index..<min(actualLines.count, index + Self.contextLines)].map(String.init)
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

    /// The lines around the difference as a diff reads them: shared lines after two spaces, the
    /// golden's from `- `, this run's from `+ `, each with its line number; "(the trace has
    /// ended)" where one trace has no line `line`.
    public var excerpt: String {
        var text = ""
        func add(_ mark: String, _ number: Int, _ content: String) { text += "\(mark) \(number): \(content)\n" }
        for (offset, shared) in before.enumerated() { add(" ", line - before.count + offset, shared) }
        for (side, mark) in [(expectedFrom, "-"), (actualFrom, "+")] {
            if side.isEmpty { text += "\(mark) \(line): (the trace has ended)\n" }
            for (offset, content) in side.enumerated() { add(mark, line + offset, content) }
        }
        return text
    }
}
