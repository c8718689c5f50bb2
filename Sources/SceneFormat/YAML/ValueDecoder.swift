import GestureEngine

/// Decodes scalar and small compound YAML values, reporting a positioned error (and returning
/// nil) for anything of the wrong type or out of range.
struct ValueDecoder {
    let log: DiagnosticLog

    /// A finite number within ±`log.limits.magnitude`. Quoted scalars are text, not numbers.
    func number(_ node: YAMLNode, _ what: String) -> Double? {
        guard let value = anyNumber(node, what) else { return nil }
        guard abs(value) <= log.limits.magnitude else {
            log.error("\(what) \(node.scalar?.string ?? "") is too large", at: node,
                      hint: "numbers in scene files are at most \(formatNumber(log.limits.magnitude)) in size")
            return nil
        }
        return value
    }

    /// Any finite number (a range check follows).
    private func anyNumber(_ node: YAMLNode, _ what: String) -> Double? {
        if let scalar = node.scalar, scalar.isPlain, let value = Double(scalar.string), value.isFinite { return value }
        log.error("\(what) must be a number, found \(node.kindDescription)", at: node, hint: "write a plain number such as 12 or 0.5")
        return nil
    }

    /// Seconds from 0 to `log.limits.duration`.
    func time(_ node: YAMLNode, _ what: String) -> Double? {
        number(node, what, in: 0...log.limits.duration, hint: "times and durations are 0 to \(formatNumber(log.limits.duration)) seconds")
    }

    /// A number within `range` (inclusive).
    func number(_ node: YAMLNode, _ what: String, in range: ClosedRange<Double>, hint: String? = nil) -> Double? {
        guard let value = anyNumber(node, what) else { return nil }
        guard range.contains(value) else {
            let bounds = range.upperBound == .infinity ? "at least \(formatNumber(range.lowerBound))"
                : "between \(formatNumber(range.lowerBound)) and \(formatNumber(range.upperBound))"
            log.error("\(what) must be \(bounds), found \(node.scalar?.string ?? formatNumber(value))", at: node, hint: hint ?? "use a value in that range")
            return nil
        }
        return value
    }

    func nonNegative(_ node: YAMLNode, _ what: String) -> Double? {
        number(node, what, in: 0...log.limits.magnitude)
    }

    /// A whole number within `range`.
    func integer(_ node: YAMLNode, _ what: String, in range: ClosedRange<Int>) -> Int? {
        guard let scalar = node.scalar, scalar.isPlain, let value = Int(scalar.string) else {
            log.error("\(what) must be a whole number, found \(node.kindDescription)", at: node, hint: "for example 1")
            return nil
        }
        guard range.contains(value) else {
            log.error("\(what) must be between \(range.lowerBound) and \(range.upperBound), found \(value)", at: node,
                      hint: "pick a value in that range")
            return nil
        }
        return value
    }

    func bool(_ node: YAMLNode, _ what: String) -> Bool? {
        if let scalar = node.scalar, scalar.isPlain {
            switch scalar.string {
            case "true": return true
            case "false": return false
            default: break
            }
        }
        log.error("\(what) must be true or false, found \(node.kindDescription)", at: node, hint: "write true or false, unquoted")
        return nil
    }

    /// Text of at most `log.limits.textLength` characters.
    func string(_ node: YAMLNode, _ what: String) -> String? {
        guard let scalar = node.scalar else {
            log.error("\(what) must be text, found \(node.kindDescription)", at: node, hint: "write plain or quoted text")
            return nil
        }
        guard scalar.string.unicodeScalars.count <= log.limits.textLength else {
            log.error("\(what) is \(scalar.string.unicodeScalars.count) characters long", at: node,
                      hint: "text values are at most \(log.limits.textLength) characters")
            return nil
        }
        return scalar.string
    }

    /// A name, or a list of names, each one of `names`' keys.
    func names<Value>(_ node: YAMLNode, _ what: String, from names: [String: Value]) -> [Value]? {
        let items = node.sequence ?? [node]
        var values: [Value] = []
        for item in items {
            guard let name = string(item, what) else { return nil }
            guard let value = names[name] else {
                log.error("unknown \(what) '\(name)'", at: item, hint: "use \(names.keys.sorted().joined(separator: ", "))")
                return nil
            }
            values.append(value)
        }
        return values
    }

    /// A list of exactly `count` numbers.
    func numbers(_ node: YAMLNode, _ what: String, count: Int, names: String) -> [Double]? {
        guard let items = node.sequence, items.count == count else {
            log.error("\(what) must be a list of \(count) numbers [\(names)], found \(node.kindDescription)", at: node,
                      hint: "for example [\(Array(repeating: "0", count: count).joined(separator: ", "))]")
            return nil
        }
        let values = items.map { number($0, what) }
        return values.contains(where: { $0 == nil }) ? nil : values.compactMap { $0 }
    }

    func point(_ node: YAMLNode, _ what: String) -> Point? {
        numbers(node, what, count: 2, names: "x, y").map { Point($0[0], $0[1]) }
    }

    /// `[width, height]`, both ≥ 0.
    func size(_ node: YAMLNode, _ what: String) -> Size? {
        guard let values = numbers(node, what, count: 2, names: "width, height") else { return nil }
        guard values.allSatisfy({ $0 >= 0 }) else {
            log.error("\(what) has a negative size", at: node, hint: "width and height must be 0 or more")
            return nil
        }
        return Size(values[0], values[1])
    }

    /// `[x, y, width, height]` with a non-negative size.
    func rect(_ node: YAMLNode, _ what: String) -> Rect? {
        guard let values = numbers(node, what, count: 4, names: "x, y, width, height") else { return nil }
        guard values[2] >= 0, values[3] >= 0 else {
            log.error("\(what) has a negative size [\(formatNumber(values[2])), \(formatNumber(values[3]))]", at: node,
                      hint: "width and height must be 0 or more; move the origin instead")
            return nil
        }
        return Rect(values[0], values[1], values[2], values[3])
    }

    func color(_ node: YAMLNode, _ what: String) -> Color? {
        guard let text = node.scalar?.string else {
            log.error("\(what) must be a colour, found \(node.kindDescription)", at: node, hint: ColorParsing.hint)
            return nil
        }
        guard let color = ColorParsing.parse(text) else {
            log.error("\(what) '\(text)' is not a colour", at: node, hint: ColorParsing.hint)
            return nil
        }
        return color
    }
}
