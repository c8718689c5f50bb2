import Foundation

/// Text written into YAML files that Gesturescope makes (captures, new scenes).
public enum YAMLText {
    /// `text` as a double-quoted YAML scalar: backslashes and quotes escaped; control characters
    /// (C0, DEL, C1), the line and paragraph separators, the byte-order mark and the noncharacters
    /// U+FFFE/U+FFFF as `\u` escapes (YAML refuses some raw and folds others), so any text reads
    /// back as itself.
    public static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case _ where Self.isEscaped(scalar): quoted += String(format: "\\u%04X", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
