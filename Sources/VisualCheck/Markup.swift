/// Escaping for the reports: text in HTML and XML, and file names in relative URLs.
enum Markup {
    /// `text` safe as element content or a double- or single-quoted attribute value in HTML and
    /// XML. Control characters XML 1.0 cannot hold (all below U+0020 but tab, newline and
    /// return) become U+FFFD.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A file name in the same folder as the page, as a relative URL: every byte but ASCII
    /// letters, digits and `-._~@` percent-encoded, so no name is read as a scheme, a query or
    /// a fragment.
    static func relativeURL(fileName: String) -> String {
        var url = ""
        for byte in fileName.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "@"):
                url.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                url += "%"
                url.unicodeScalars.append(digits[Int(byte >> 4)])
                url.unicodeScalars.append(digits[Int(byte & 0xF)])
            }
        }
        return url.hasPrefix(".") ? "./" + url : url
    }
}
