/// One JSON value of a trace line, as `TraceEvent.init(jsonLine:)` reads it (RFC 8259, nothing
/// more: no comments, no trailing commas, no NaN). Numbers keep their text, so that an integer
/// field is read exactly and a fraction by the standard library's correctly rounded conversion
/// (which is what makes a golden read back and written again the same bytes). Object members
/// keep their order; a key given twice is an error, not a silent choice.
enum TraceJSONValue {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([TraceJSONValue])
    case object([(key: String, value: TraceJSONValue)])

    /// What the value is, for messages: "a string", "null", a number as written ("3.5", "1e999") …
    var shownInError: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case let .number(text): text.count <= 24 ? text : "a number of \(text.count) digits"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// Where a line's JSON is not JSON: the 1-based column (in bytes) and what was expected there.
struct TraceJSONSyntaxError: Error {
    let column: Int
    let message: String
}

/// A recursive-descent reader of one line's UTF-8 bytes. Nesting is bounded
/// (`maximumDepth`), so a hostile line of a million `[` is an error, not a stack overflow.
struct TraceJSONParser {
    /// Deeper than any trace event (a `scrollMotion` is two levels), far below the stack's limit.
    static let maximumDepth = 16

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    /// The value `bytes` holds, alone but for white space around it.
    static func parse(_ bytes: [UInt8]) throws(TraceJSONSyntaxError) -> TraceJSONValue {
        var parser = TraceJSONParser(bytes: bytes)
        let value = try parser.value()
        parser.skipSpace()
        guard parser.position == bytes.count else { throw parser.error("text after the end of the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func error(_ message: String) -> TraceJSONSyntaxError {
        TraceJSONSyntaxError(column: position + 1, message: message)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A { position += 1 }
    }

    private mutating func expect(_ literal: String, _ value: TraceJSONValue) throws(TraceJSONSyntaxError) -> TraceJSONValue {
        let utf8 = Array(literal.utf8)
        guard bytes.count - position >= utf8.count, Array(bytes[position ..< position + utf8.count]) == utf8 else {
            throw error("expected a JSON value")
        }
        position += utf8.count
        return value
    }

    private mutating func value() throws(TraceJSONSyntaxError) -> TraceJSONValue {
        skipSpace()
        guard let byte = current else { throw error("the line ends where a JSON value should be") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
            depth += 1
            defer { depth -= 1 }
            return byte == UInt8(ascii: "{") ? try object() : try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"): return .number(try number())
        default: throw error("expected a JSON value")
        }
    }

    private mutating func object() throws(TraceJSONSyntaxError) -> TraceJSONValue {
        position += 1
        var members: [(key: String, value: TraceJSONValue)] = []
        var keys = Set<String>()
        skipSpace()
        if current == UInt8(ascii: "}") { position += 1; return .object(members) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let keyColumn = position + 1
            let key = try string()
            guard keys.insert(key).inserted else {
                throw TraceJSONSyntaxError(column: keyColumn, message: "the key \"\(key)\" is given twice")
            }
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            position += 1
            members.append((key, try value()))
            skipSpace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"): position += 1; return .object(members)
            default: throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func array() throws(TraceJSONSyntaxError) -> TraceJSONValue {
        position += 1
        var elements: [TraceJSONValue] = []
        skipSpace()
        if current == UInt8(ascii: "]") { position += 1; return .array(elements) }
        while true {
            elements.append(try value())
            skipSpace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"): position += 1; return .array(elements)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    /// A number's text, checked against JSON's grammar: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    private mutating func number() throws(TraceJSONSyntaxError) -> String {
        let start = position
        func digits(_ parser: inout TraceJSONParser) -> Int {
            let first = parser.position
            while let byte = parser.current, (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte) { parser.position += 1 }
            return parser.position - first
        }
        if current == UInt8(ascii: "-") { position += 1 }
        let leadingZero = current == UInt8(ascii: "0")
        let whole = digits(&self)
        guard whole > 0 else { throw error("expected digits in a number") }
        guard !leadingZero || whole == 1 else { throw TraceJSONSyntaxError(column: start + 1, message: "a number may not start with 0") }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw error("expected digits after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw error("expected digits in the exponent") }
        }
        return String(decoding: bytes[start ..< position], as: UTF8.self)
    }

    /// A string's contents, escapes resolved. Raw control characters and lone surrogates are
    /// errors, as in JSON.
    private mutating func string() throws(TraceJSONSyntaxError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var runStart = position
        func flush(_ parser: TraceJSONParser) {
            scalars.append(contentsOf: String(decoding: parser.bytes[runStart ..< parser.position], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = current else { throw error("the line ends inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                flush(self)
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(self)
                position += 1
                scalars.append(try escape())
                runStart = position
            case 0x00 ..< 0x20:
                throw error("a control character inside a string (write it as \\u00XX)")
            default:
                position += 1
            }
        }
    }

    /// The character after a backslash (the backslash read).
    private mutating func escape() throws(TraceJSONSyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("the line ends inside an escape") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xD800 ..< 0xDC00).contains(unit) {
                guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
                    throw error("a \\u escape of a high surrogate without its low surrogate")
                }
                position += 2
                let low = try hexUnit()
                guard (0xDC00 ..< 0xE000).contains(low) else { throw error("a high surrogate followed by something else than a low one") }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(unit) else { throw error("a \\u escape of a lone low surrogate") }
            return scalar
        default:
            position -= 1
            throw error("an unknown escape \\\(Character(Unicode.Scalar(byte)))")
        }
    }

    /// Four hex digits after `\u`.
    private mutating func hexUnit() throws(TraceJSONSyntaxError) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0 ..< 4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else { throw error("expected four hex digits after \\u") }
            unit = unit << 4 | digit
            position += 1
        }
        return unit
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a") ... UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A") ... UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
