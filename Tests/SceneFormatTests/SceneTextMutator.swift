/// Seeded mutations of a scene or script file's bytes, the kinds of damage an editor, a bad
/// merge or an attacker leaves: lines deleted, inserted, duplicated, swapped or re-indented;
/// characters flipped; YAML indicators; hostile numbers (1e308, -0, NaN-like words); deep
/// brackets; very long lines; control characters; invalid UTF-8 (bytes, read back with
/// `String(decoding:)` by the caller).
struct SceneTextMutator {
    static let indicators = ["&", "*", "!", "|", ">", ":", "-", "[", "]", "{", "}", "#", "'", "\"", "?", "%", "@", "`", ",", "&a *a", "!!binary", "<<: *x"]
    /// Numbers a valid file may hold, far from the shipped ones: mutants that still load.
    static let plausibleNumbers = ["0", "-0", "1e6", "-1e6", "0.0001", "1e-9", "123456.789", "-3.5", "7"]
    static let numbers = ["1e308", "-1e308", "1e309", "-0", "-0.0", "NaN", ".nan", ".NaN", ".inf", "-.inf", "nan", "inf", "1e-320",
                          "4.9e-324", "99999999999999999999999", "-9223372036854775809", "0x7fffffff", "0o17", "1_000", "+.5", "1e", "--1"]
    static let controls: [[UInt8]] = [[0], [7], [8], [9], [0x0B], [0x0C], [0x0D], [0x1B], [0x1B, 0x5B, 0x32, 0x4A], [0x7F],
                                      [0xC2, 0x85], [0xC2, 0x9B], [0xE2, 0x80, 0xA8], [0xEF, 0xBB, 0xBF]]
    static let invalidUTF8: [[UInt8]] = [[0xFF], [0xFE], [0xC0, 0x80], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]]

    /// `text` with 1–3 mutations (sometimes up to 12; a third of the time one plausible number
    /// or a duplicated line, which often still loads), as bytes.
    static func mutate(_ text: String, using generator: inout SplitMix64) -> [UInt8] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        if generator.oneIn(3) {
            let line = Int.random(in: 0..<lines.count, using: &generator)
            if generator.oneIn(2) {
                replaceNumber(in: &lines[line], from: plausibleNumbers, using: &generator)
            } else {
                lines.insert(lines[line], at: line)
            }
            return Array(lines.joined(separator: [0x0A]))
        }
        let count = generator.oneIn(8) ? Int.random(in: 4...12, using: &generator) : Int.random(in: 1...3, using: &generator)
        for _ in 0..<count { mutate(&lines, using: &generator) }
        return Array(lines.joined(separator: [0x0A]))
    }

    private static func mutate(_ lines: inout [[UInt8]], using generator: inout SplitMix64) {
        if lines.isEmpty { lines = [[]] }
        let line = Int.random(in: 0..<lines.count, using: &generator)
        func at(_ bytes: [UInt8]) -> Int { Int.random(in: 0...bytes.count, using: &generator) }
        switch Int.random(in: 0..<14, using: &generator) {
        case 0: lines.remove(at: line)
        case 1: lines.insert(lines[Int.random(in: 0..<lines.count, using: &generator)], at: line)
        case 2: lines.swapAt(line, Int.random(in: 0..<lines.count, using: &generator))
        case 3:
            // Re-indent: add or remove leading spaces.
            if generator.oneIn(2) { lines[line].insert(contentsOf: Array(repeating: 0x20, count: Int.random(in: 1...4, using: &generator)), at: 0) }
            else { lines[line].removeFirst(min(lines[line].prefix { $0 == 0x20 }.count, Int.random(in: 1...4, using: &generator))) }
        case 4:
            // Flip one byte to any value (often invalid UTF-8).
            guard !lines[line].isEmpty else { return }
            lines[line][Int.random(in: 0..<lines[line].count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
        case 5:
            // Delete a run of characters.
            guard !lines[line].isEmpty else { return }
            let start = Int.random(in: 0..<lines[line].count, using: &generator)
            lines[line].removeSubrange(start..<min(lines[line].count, start + Int.random(in: 1...8, using: &generator)))
        case 6: lines[line].insert(contentsOf: Array(indicators.randomElement(using: &generator)!.utf8), at: at(lines[line]))
        case 7: replaceNumber(in: &lines[line], from: numbers, using: &generator)
        case 8:
            // Deep brackets or braces, opened and maybe never closed.
            let depth = generator.oneIn(4) ? Int.random(in: 500...3000, using: &generator) : Int.random(in: 2...60, using: &generator)
            let (open, close): (UInt8, UInt8) = generator.oneIn(2) ? (0x5B, 0x5D) : (0x7B, 0x7D)
            let closing = generator.oneIn(2) ? Array(repeating: close, count: depth) : []
            lines[line].insert(contentsOf: Array(repeating: open, count: depth) + closing, at: at(lines[line]))
        case 9:
            // A very long line: a long word, a long flow list, or a long quoted string.
            let length = Int.random(in: 1_000...30_000, using: &generator)
            let filler: [UInt8] = switch Int.random(in: 0..<3, using: &generator) {
            case 0: Array(repeating: 0x61, count: length)
            case 1: Array(("[" + String(repeating: "1, ", count: length / 3) + "1]").utf8)
            default: Array(("\"" + String(repeating: "x", count: length) + "\"").utf8)
            }
            lines.insert(Array("long\(line): ".utf8) + filler, at: line)
        case 10: lines[line].insert(contentsOf: controls.randomElement(using: &generator)!, at: at(lines[line]))
        case 11: lines[line].insert(contentsOf: invalidUTF8.randomElement(using: &generator)!, at: at(lines[line]))
        case 12:
            // A line moved from elsewhere in the file, re-indented at random.
            let moved = lines[Int.random(in: 0..<lines.count, using: &generator)].drop { $0 == 0x20 }
            lines.insert(Array(repeating: 0x20, count: 2 * Int.random(in: 0...6, using: &generator)) + moved, at: line)
        default:
            lines[line] = Array(repeating: 0x20, count: lines[line].prefix { $0 == 0x20 }.count)
                + Array(indicators.randomElement(using: &generator)!.utf8) + Array(" x".utf8)
        }
    }

    /// Replaces the first number in `line` (digits, sign, dot) with one of `choices`.
    private static func replaceNumber(in line: inout [UInt8], from choices: [String], using generator: inout SplitMix64) {
        let replacement = Array(choices.randomElement(using: &generator)!.utf8)
        func isNumeric(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) || byte == 0x2E || byte == 0x2D }
        guard let start = line.firstIndex(where: { (0x30...0x39).contains($0) }) else {
            return line.append(contentsOf: Array(" ".utf8) + replacement)
        }
        let end = line[start...].firstIndex { !isNumeric($0) } ?? line.endIndex
        line.replaceSubrange(start..<end, with: replacement)
    }
}
