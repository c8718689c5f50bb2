/// The first place two traces (JSON Lines texts) part, with a few lines around it; for a golden
/// trace, also what the difference means (`divergence`) or why it is shown as lines
/// (`shownAsLines`).
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

    /// The difference by meaning, when the golden could be compared so (`explained(by:)`);
    /// nil otherwise, and in results files written before issue 32.
    public private(set) var divergence: TraceDivergenceReport?
    /// Why the difference is shown as lines, not by meaning (`shownAsLines(because:)`): the
    /// golden cannot be read back as trace events, or reads back as the same events; nil when
    /// it was explained, or never compared by meaning.
    public private(set) var shownAsLinesBecause: String?

    /// Lines of context shown before the first difference, and of each trace from it on.
    public static let contextLines = 3

    /// The difference with its meaning: the reports show `divergence` instead of the lines.
    public func explained(by divergence: TraceDivergenceReport) -> TraceDifference {
        var copy = self
        copy.divergence = divergence
        copy.shownAsLinesBecause = nil
        return copy
    }

    /// The difference shown as lines, saying why (`reason`: a clause, e.g. "the golden cannot be
    /// read back as a trace (line 3: …)").
    public func shownAsLines(because reason: String) -> TraceDifference {
        var copy = self
        copy.divergence = nil
        copy.shownAsLinesBecause = reason
        return copy
    }

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

    /// The divergence's sentence (without its final period), else "trace differs from line N":
    /// the one line every report says (the JUnit failure's message).
    public var summary: String {
        // The sentence's own period would stand before the report's "→ …" and "; if intended …".
        guard let sentence = divergence?.sentence else { return "trace differs from line \(line)" }
        return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    }

    /// What the reports show below `summary`: the divergence aligned and the summary lines that
    /// differ (at most `changeLimit`, nil: all), else why the lines are shown and `excerpt`.
    public func detail(changeLimit: Int? = nil) -> String {
        if let divergence { return divergence.text(line: line, changeLimit: changeLimit) }
        return (shownAsLinesBecause.map { "Shown as lines: \($0).\n" } ?? "") + excerpt
    }

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
