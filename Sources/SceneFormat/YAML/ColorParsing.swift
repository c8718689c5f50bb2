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
        guard text.utf8.first == UInt8(ascii: "#") else { return names[text.lowercased()] }
        // ASCII hex digits only, read byte by byte: fullwidth digits ("#ＦＦＦ") are not a colour.
        var nibbles: [Int] = []
        for byte in text.utf8.dropFirst() {
            guard nibbles.count < 8, let value = hexValue(byte) else { return nil }
            nibbles.append(value)
        }
        func byte(_ index: Int) -> Int { nibbles[index] << 4 | nibbles[index + 1] }
        switch nibbles.count {
        case 3:
            return Color(red8: nibbles[0] * 0x11, green8: nibbles[1] * 0x11, blue8: nibbles[2] * 0x11)
        case 6, 8:
            return Color(red8: byte(0), green8: byte(2), blue8: byte(4), alpha8: nibbles.count == 8 ? byte(6) : 255)
        default:
            return nil
        }
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
