import GestureEngine

/// Colours in scene files: `#rgb`, `#rrggbb`, `#rrggbbaa` (quote them: `#` starts a YAML comment)
/// or one of a few names.
enum ColorParsing {
    static let hint = "use \"#rrggbb\", \"#rrggbbaa\", \"#rgb\" (quoted) or a name: \(names.keys.sorted().joined(separator: ", "))"

    static let names: [String: Color] = [
        "clear": .clear, "black": .black, "white": .white,
        "red": Color(red8: 0xE5, green8: 0x48, blue8: 0x4D), "orange": Color(red8: 0xF5, green8: 0x9E, blue8: 0x0B),
        "yellow": Color(red8: 0xFA, green8: 0xCC, blue8: 0x15), "green": Color(red8: 0x22, green8: 0xC5, blue8: 0x5E),
        "blue": Color(red8: 0x3B, green8: 0x82, blue8: 0xF6), "purple": Color(red8: 0x8B, green8: 0x5C, blue8: 0xF6),
        "gray": Color(red8: 0x8E, green8: 0x8E, blue8: 0x93),
    ]

    static func parse(_ text: String) -> Color? {
        if let named = names[text.lowercased()] { return named }
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        // ASCII only: `Character.isHexDigit` also accepts fullwidth digits ("#ＦＦＦ").
        guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        func byte(_ slice: ArraySlice<Character>) -> Int { Int(String(slice), radix: 16) ?? 0 }
        switch digits.count {
        case 3:
            let expanded = digits.flatMap { [$0, $0] }
            return Color(red8: byte(expanded[0..<2]), green8: byte(expanded[2..<4]), blue8: byte(expanded[4..<6]))
        case 6, 8:
            let alpha = digits.count == 8 ? byte(digits[6..<8]) : 255
            return Color(red8: byte(digits[0..<2]), green8: byte(digits[2..<4]), blue8: byte(digits[4..<6]), alpha8: alpha)
        default:
            return nil
        }
    }
}
