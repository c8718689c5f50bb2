/// One change to a recognizer of a scene, made to the scene's YAML before it is built: the
/// `--set RECOGNIZER.KEY=VALUE` of `gesturescope compare`. `value` is YAML text
/// (`[tap]`, `2`, `false`), read as the file would read it.
public struct RecognizerSetting: Equatable, Sendable {
    /// The `id` of a gesture in the scene's `views` (at any depth of `subviews`).
    public let recognizer: String
    /// A key of that gesture (docs/SCENES.md), e.g. `requireToFail`.
    public let key: String
    /// YAML text of the new value.
    public let value: String

    public init(recognizer: String, key: String, value: String) {
        self.recognizer = recognizer
        self.key = key
        self.value = value
    }

    /// Reads `RECOGNIZER.KEY=VALUE`: the key is what follows the last `.` before the first `=`;
    /// nil when the text lacks `=`, the `.`, an id or a key.
    public init?(parsing text: String) {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let path = text[..<equals]
        guard let dot = path.lastIndex(of: "."), dot != path.startIndex, path.index(after: dot) != path.endIndex else { return nil }
        self.init(recognizer: String(path[..<dot]), key: String(path[path.index(after: dot)...]),
                  value: String(text[text.index(after: equals)...]))
    }

    /// As written on the command line.
    public var description: String { "\(recognizer).\(key)=\(value)" }
}
