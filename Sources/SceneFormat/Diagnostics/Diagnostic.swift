import GestureEngine

/// One problem found in a scene or script file, with its position.
///
/// Printed as `file:line:column: error: message` followed by an indented hint, the form editors
/// and terminals turn into links. Lines and columns count from 1; a problem with no position
/// (an unreadable file) prints as `file: error: message`.
public struct Diagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int?
    public let column: Int?
    public let message: String
    /// What to do about it, or nil.
    public let hint: String?

    public init(file: String, line: Int?, column: Int?, message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }

    /// `file:line:column` (or just `file`).
    public var location: String {
        guard let line else { return file }
        return "\(file):\(line):\(column ?? 1)"
    }

    /// The printed form. Text from the file (and the path itself) reaches a terminal, so control
    /// characters are escaped (`\u{1B}`): a scene cannot send escape sequences through it.
    public var description: String {
        let head = "\(location): error: \(message)".escapingControlCharacters
        guard let hint else { return head }
        return head + "\n    hint: " + hint.escapingControlCharacters
    }
}

/// The diagnostics of one failed load, in file order.
public struct SceneErrors: Error, CustomStringConvertible {
    public let diagnostics: [Diagnostic]

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
