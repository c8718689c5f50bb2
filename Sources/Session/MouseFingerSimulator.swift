import GestureEngine

/// The mouse as fingers, as in the iOS Simulator: the left button is one finger; with Alt held
/// at press a second finger mirrors the pointer around the centre of the view under it (pinch /
/// rotate); with Shift+Alt the second finger keeps its offset (two-finger pan). Pure state
/// machine: positions in window points, no SDL.
public struct MouseFingerSimulator {
    public enum Mode: Equatable {
        case single
        /// Second finger at `2·center − pointer`.
        case mirrored(center: Point)
        /// Second finger at `pointer + offset`.
        case parallel(offset: Point)
    }

    /// Finger ids reserved for the mouse; SDL finger ids map to positive ids.
    public static let primaryFinger = -1
    public static let secondaryFinger = -2

    public private(set) var mode: Mode?

    public init() {}
    public var isPressed: Bool { mode != nil }

    /// The changes for a press at `point` in `mode`.
    public mutating func press(at point: Point, mode: Mode, type: TouchType) -> [TouchInput] {
        self.mode = mode
        return fingers(at: point).map { TouchInput(fingerID: $0.id, phase: .down, location: $0.location, type: type) }
    }

    public mutating func drag(to point: Point, type: TouchType) -> [TouchInput] {
        guard isPressed else { return [] }
        return fingers(at: point).map { TouchInput(fingerID: $0.id, phase: .move, location: $0.location, type: type) }
    }

    public mutating func release(at point: Point, type: TouchType) -> [TouchInput] {
        guard isPressed else { return [] }
        let changes = fingers(at: point).map { TouchInput(fingerID: $0.id, phase: .up, location: $0.location, type: type) }
        mode = nil
        return changes
    }

    /// Forgets the press (after a system cancellation).
    public mutating func reset() {
        mode = nil
    }

    private func fingers(at point: Point) -> [(id: Int, location: Point)] {
        switch mode {
        case nil: []
        case .single: [(Self.primaryFinger, point)]
        case let .mirrored(center): [(Self.primaryFinger, point), (Self.secondaryFinger, center * 2 - point)]
        case let .parallel(offset): [(Self.primaryFinger, point), (Self.secondaryFinger, point + offset)]
        }
    }
}
