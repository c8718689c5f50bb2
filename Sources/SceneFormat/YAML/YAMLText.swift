import Foundation

/// Text written into YAML files that Gesturescope makes (captures, new scenes).
public enum YAMLText {
    /// `text` as a double-quoted YAML scalar: backslashes and quotes escaped, control characters
    /// as `\u` escapes, so any text reads back as itself.
    public static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: quoted += String(format: "\\u%04X", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
