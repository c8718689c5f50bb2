/// Where a recording's frames go, one after another, each `width` × `height` XRGB8888 words
/// row after row. `finish` makes the output appear under its name; `abandon` leaves nothing
/// under it.
public protocol FrameSink: AnyObject {
    /// Takes the next frame's pixels (valid only during the call); throws when they cannot go on.
    func write(_ pixels: UnsafeBufferPointer<UInt32>) throws(RecordingError)
    /// After the last frame: makes the output whole under its name, or throws and leaves none.
    func finish() throws(RecordingError)
    /// Gives up: nothing cut short is left under the output's name.
    func abandon()
}

/// A recording that could not be made: one line for the person.
public struct RecordingError: Error, CustomStringConvertible, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
