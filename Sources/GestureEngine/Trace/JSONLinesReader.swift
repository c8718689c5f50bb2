/// The lines of JSON Lines text one at a time, numbered from 1, without their `\n` or a `\r`
/// before it; the last line may lack its `\n`. Streams: memory holds one line, not the text.
/// The trace's readers (`TraceEvent.events(jsonLines:)`, SceneFormat's `TraceInput`) read
/// through it.
package struct JSONLinesReader: IteratorProtocol {
    private let bytes: String.UTF8View
    private var position: String.UTF8View.Index
    private var number = 0
    private var isDone = false

    package init(_ text: String) {
        bytes = text.utf8
        position = bytes.startIndex
    }

    /// The next line's number and bytes; blank lines (spaces and tabs only) are returned too.
    package mutating func next() -> (number: Int, bytes: [UInt8])? {
        guard !isDone else { return nil }
        number += 1
        var line: [UInt8]
        if let end = bytes[position...].firstIndex(of: 0x0A) {
            line = Array(bytes[position..<end])
            position = bytes.index(after: end)
        } else {
            line = Array(bytes[position...])
            isDone = true
        }
        if line.last == 0x0D { line.removeLast() }
        return (number, line)
    }

    /// Whether `line` holds nothing but spaces and tabs.
    package static func isBlank(_ line: [UInt8]) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
}
