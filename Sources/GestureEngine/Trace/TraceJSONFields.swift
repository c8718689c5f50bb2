/// The members of one JSON object of a trace line, read by name and type for
/// `TraceEvent.init(jsonLine:)`: each accessor throws a `TraceDecodingError` naming the line and
/// the field (`x.kind` inside a `scrollMotion`'s axis) when the field is missing or not of the
/// type docs/TRACE.md gives it. Fields the reader does not ask for are ignored, as the trace's
/// contract asks of readers (later versions add fields).
package struct TraceJSONFields {
    private let members: [String: TraceJSONValue]
    /// 1-based line number, for errors.
    let line: Int
    /// The dotted path of this object inside the line ("" at the top), for errors.
    private let path: String

    init(_ members: [(key: String, value: TraceJSONValue)], line: Int, path: String = "") {
        // Keys are unique: the parser refuses a key given twice.
        self.members = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        self.line = line
        self.path = path
    }

    func error(_ message: String) -> TraceDecodingError {
        TraceDecodingError(line: line, message: message)
    }

    private func name(_ key: String) -> String { "\"\(path)\(key)\"" }

    /// The value of `key`; nil when absent or null.
    private func optional(_ key: String) -> TraceJSONValue? {
        switch members[key] {
        case nil, .null?: nil
        case let value?: value
        }
    }

    private func required(_ key: String, _ what: String) throws(TraceDecodingError) -> TraceJSONValue {
        guard let value = members[key] else { throw error("missing \(name(key)) (\(what))") }
        return value
    }

    private func wrongType(_ key: String, _ value: TraceJSONValue, _ what: String) -> TraceDecodingError {
        error("\(name(key)) must be \(what), not \(value.shownInError)")
    }

    package func string(_ key: String) throws(TraceDecodingError) -> String {
        let value = try required(key, "a string")
        guard case let .string(text) = value else { throw wrongType(key, value, "a string") }
        return text
    }

    /// A string or null (absent reads as null).
    package func optionalString(_ key: String) throws(TraceDecodingError) -> String? {
        guard let value = optional(key) else { return nil }
        guard case let .string(text) = value else { throw wrongType(key, value, "a string or null") }
        return text
    }

    func bool(_ key: String) throws(TraceDecodingError) -> Bool {
        let value = try required(key, "true or false")
        guard case let .bool(flag) = value else { throw wrongType(key, value, "true or false") }
        return flag
    }

    package func number(_ key: String) throws(TraceDecodingError) -> Double {
        let value = try required(key, "a number")
        guard let number = Self.double(value) else { throw wrongType(key, value, "a finite number") }
        return number
    }

    /// A number or null (absent reads as null).
    package func optionalNumber(_ key: String) throws(TraceDecodingError) -> Double? {
        guard let value = optional(key) else { return nil }
        guard let number = Self.double(value) else { throw wrongType(key, value, "a finite number or null") }
        return number
    }

    package func integer(_ key: String) throws(TraceDecodingError) -> Int {
        let value = try required(key, "a whole number")
        guard let number = Self.integer(value) else { throw wrongType(key, value, "a whole number") }
        return number
    }

    /// A whole number or null (absent reads as null).
    package func optionalInteger(_ key: String) throws(TraceDecodingError) -> Int? {
        guard let value = optional(key) else { return nil }
        guard let number = Self.integer(value) else { throw wrongType(key, value, "a whole number or null") }
        return number
    }

    func strings(_ key: String) throws(TraceDecodingError) -> [String] {
        let value = try required(key, "an array of strings")
        guard case let .array(elements) = value else { throw wrongType(key, value, "an array of strings") }
        var texts: [String] = []
        for element in elements {
            guard case let .string(text) = element else { throw error("\(name(key)) must hold strings only, not \(element.shownInError)") }
            texts.append(text)
        }
        return texts
    }

    func numbers(_ key: String, count: Int? = nil) throws(TraceDecodingError) -> [Double] {
        let what = count.map { "an array of \($0) numbers" } ?? "an array of numbers"
        let value = try required(key, what)
        guard case let .array(elements) = value else { throw wrongType(key, value, what) }
        var numbers: [Double] = []
        for element in elements {
            guard let number = Self.double(element) else { throw error("\(name(key)) must hold finite numbers only, not \(element.shownInError)") }
            numbers.append(number)
        }
        if let count, numbers.count != count { throw error("\(name(key)) must be \(what), not \(numbers.count)") }
        return numbers
    }

    /// `[x, y]`.
    func point(_ key: String) throws(TraceDecodingError) -> Point {
        let pair = try numbers(key, count: 2)
        return Point(pair[0], pair[1])
    }

    /// A string naming a case of `T` (its raw value); `what` says what the field is in the error.
    func value<T: RawRepresentable>(_ key: String, _ what: String) throws(TraceDecodingError) -> T where T.RawValue == String {
        let text = try string(key)
        guard let value = T(rawValue: text) else { throw error("\(name(key)) is \(jsonString(text)), not \(what)") }
        return value
    }

    /// As `value(_:_:)`, or nil for null (absent reads as null).
    func optionalValue<T: RawRepresentable>(_ key: String, _ what: String) throws(TraceDecodingError) -> T? where T.RawValue == String {
        guard try optionalString(key) != nil else { return nil }
        return try value(key, what) as T
    }

    /// A string naming one of `cases` by its `description` (touch phases, recognizer states).
    func named<T: CaseIterable & CustomStringConvertible>(_ key: String, _ what: String) throws(TraceDecodingError) -> T {
        let text = try string(key)
        guard let value = T.allCases.first(where: { $0.description == text }) else {
            throw error("\(name(key)) is \(jsonString(text)), not \(what) (\(T.allCases.map(\.description).joined(separator: ", ")))")
        }
        return value
    }

    /// The object at `key`, read the same way.
    func object(_ key: String) throws(TraceDecodingError) -> TraceJSONFields {
        let value = try required(key, "an object")
        guard case let .object(members) = value else { throw wrongType(key, value, "an object") }
        return TraceJSONFields(members, line: line, path: path + key + ".")
    }

    /// The object at `key` as string-valued members, in order (`participants`' `names`); nil when
    /// absent or null.
    func optionalStringObject(_ key: String) throws(TraceDecodingError) -> [(key: String, value: String)]? {
        guard let value = optional(key) else { return nil }
        guard case let .object(members) = value else { throw wrongType(key, value, "an object of strings") }
        var pairs: [(key: String, value: String)] = []
        for member in members {
            guard case let .string(text) = member.value else {
                throw error("\(name(key + "." + member.key)) must be a string, not \(member.value.shownInError)")
            }
            pairs.append((member.key, text))
        }
        return pairs
    }

    /// Whether the line has `key`, null or not.
    package func has(_ key: String) -> Bool { members[key] != nil }

    /// Whether `key` is absent or null.
    package func isNull(_ key: String) -> Bool { optional(key) == nil }

    private static func double(_ value: TraceJSONValue) -> Double? {
        guard case let .number(text) = value, let number = Double(text), number.isFinite else { return nil }
        return number
    }

    /// The number when its text is a whole number in `Int`'s range (`3`, not `3.0` or `3e0`:
    /// the trace writes whole numbers without a fraction).
    private static func integer(_ value: TraceJSONValue) -> Int? {
        guard case let .number(text) = value else { return nil }
        return Int(text)
    }
}
