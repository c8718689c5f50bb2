/// Why a text is not a trace `TraceEvent.events(jsonLines:)` can read back: the first line that
/// is not what `TraceEvent.jsonLine` writes, and what is wrong with it, in words a person who
/// edited the file can act on (`line 12, column 40: expected ',' or '}'`,
/// `line 3: "phase" is "begun", not a touch phase (began, moved, …)`).
public struct TraceDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line number in the text (blank lines count).
    public let line: Int
    /// What is wrong, without the line number.
    public let message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
}
