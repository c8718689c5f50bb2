extension String {
    /// The text with every control character (C0, DEL, C1) written as `\u{XX}`, so that text
    /// from a file can be printed to a terminal without acting on it.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.isControl) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if Self.isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
