/// Swift source written line by line, indented four spaces a level, recording the lines each
/// anchor's code occupies. Line numbers are 1-based; a writer appended to another keeps its
/// anchors, shifted.
struct SwiftWriter {
    private(set) var lines: [String] = []
    private(set) var anchors: [CodeAnchor: [ClosedRange<Int>]] = [:]
    private var depth = 0

    /// The number the next line written will have.
    var nextLine: Int { lines.count + 1 }

    /// Writes `text` at the current indentation (an empty line stays empty).
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Writes `body` one level deeper.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// `opener {`, then `body` indented, then `}` (or `closer`).
    mutating func block(_ opener: String, closer: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opener + " {")
        indented(body)
        line(closer)
    }

    /// `function(arguments…) {`, the arguments wrapped to keep lines within `width` columns
    /// (later lines aligned after the parenthesis), then `body` indented and `}`: a call whose
    /// last argument is a trailing closure.
    mutating func call(_ function: String, _ arguments: [String], width: Int = 120, body: (inout SwiftWriter) -> Void) {
        let indent = depth * 4
        let align = String(repeating: " ", count: function.count + 1)
        var current = function + "("
        var pending: [String] = []
        for (index, argument) in arguments.enumerated() {
            let piece = argument + (index == arguments.count - 1 ? ") {" : ",")
            let candidate = current == function + "(" || current == align ? current + piece : current + " " + piece
            if indent + candidate.count > width, current != function + "(", current != align {
                pending.append(current)
                current = align + piece
            } else {
                current = candidate
            }
        }
        for text in pending { line(text) }
        line(arguments.isEmpty ? function + "() {" : current)
        indented(body)
        line("}")
    }

    /// Writes `body`, recording the lines it wrote (if any) under each of `anchors`.
    mutating func anchored(_ anchors: CodeAnchor..., body: (inout SwiftWriter) -> Void) {
        let first = nextLine
        body(&self)
        guard nextLine > first else { return }
        for anchor in anchors { mark(anchor, first...(nextLine - 1)) }
    }

    /// Records `range` under `anchor`.
    mutating func mark(_ anchor: CodeAnchor, _ range: ClosedRange<Int>) {
        anchors[anchor, default: []].append(range)
    }

    /// Writes `other`'s lines at the current indentation, with its anchors shifted to where they
    /// land.
    mutating func append(_ other: SwiftWriter) {
        let offset = lines.count
        for text in other.lines { line(text) }
        for (anchor, ranges) in other.anchors {
            for range in ranges { mark(anchor, (range.lowerBound + offset)...(range.upperBound + offset)) }
        }
    }

    /// Writes an empty line unless the last line is empty, an opening brace or nothing yet.
    mutating func separate() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        line()
    }

    /// The source: every line, each ended by a newline.
    var text: String { lines.map { $0 + "\n" }.joined() }
}
