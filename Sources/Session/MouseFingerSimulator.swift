import GestureEngine

/// The mouse as fingers, as in the iOS Simulator: the left button is one finger; with Alt held
/// at press a second finger mirrors the pointer around the centre of the view under it (pinch /
/// rotate); with Shift+Alt the second finger keeps its offset (two-finger pan). Released with
/// the pin modifier, the press's fingers stay down where they are (pinned) and the mouse is free
/// to be more fingers; pressing on a pin lifts it. Pure state machine: positions in window
/// points, no SDL.
///
/// Finger ids: each press takes the first pair (−1, −2), (−3, −4), … that no pin holds; the
/// odd one follows the pointer, the even one is the simulated second finger.
public struct MouseFingerSimulator {
    public enum Mode: Equatable {
        case single
        /// Second finger at `2·center − pointer`.
        case mirrored(center: Point)
        /// Second finger at `pointer + offset`.
        case parallel(offset: Point)
    }

    /// A finger left down by a pinning release.
    public struct Pin: Equatable, Sendable {
        public let fingerID: Int
        public let location: Point
    }

    /// A press within this distance of a pin (window points) lifts the pin: a fingertip's reach.
    public static let pinReach = 22.0

    public private(set) var mode: Mode?
    /// Fingers left down, in the order they were pinned.
    public private(set) var pins: [Pin] = []
    /// The finger id of the pointer for the current press (its second finger is one less).
    private var primary = -1
    /// The current press lifted a pin: its drag and release do nothing.
    private var isLiftingPin = false

    public init() {}
    public var isPressed: Bool { mode != nil || isLiftingPin }

    /// Whether `fingerID` is one of the mouse's pointer fingers (the odd ids), not a simulated second.
    public static func isPointerFinger(_ fingerID: Int) -> Bool {
        fingerID < 0 && fingerID % 2 != 0
    }

    /// The changes for a press at `point` in `mode`: a pin within reach lifts, else new fingers
    /// come down.
    public mutating func press(at point: Point, mode: Mode, type: TouchType) -> [TouchInput] {
        if let index = pins.firstIndex(where: { $0.location.distance(to: point) <= Self.pinReach }) {
            let pin = pins.remove(at: index)
            isLiftingPin = true
            return [TouchInput(fingerID: pin.fingerID, phase: .up, location: pin.location, type: type)]
        }
        primary = -1
        while pins.contains(where: { $0.fingerID == primary || $0.fingerID == primary - 1 }) { primary -= 2 }
        self.mode = mode
        return fingers(at: point).map { TouchInput(fingerID: $0.id, phase: .down, location: $0.location, type: type) }
    }

    public mutating func drag(to point: Point, type: TouchType) -> [TouchInput] {
        guard mode != nil else { return [] }
        return fingers(at: point).map { TouchInput(fingerID: $0.id, phase: .move, location: $0.location, type: type) }
    }

    /// The changes for a release at `point`: the fingers lift, or with `pinning` they stay down
    /// as pins (no change for the engine).
    public mutating func release(at point: Point, type: TouchType, pinning: Bool = false) -> [TouchInput] {
        isLiftingPin = false
        guard mode != nil else { return [] }
        let fingers = fingers(at: point)
        mode = nil
        guard !pinning else {
            pins += fingers.map { Pin(fingerID: $0.id, location: $0.location) }
            return []
        }
        return fingers.map { TouchInput(fingerID: $0.id, phase: .up, location: $0.location, type: type) }
    }

    /// Lifts every pin.
    public mutating func liftPins(type: TouchType) -> [TouchInput] {
        defer { pins.removeAll() }
        return pins.map { TouchInput(fingerID: $0.fingerID, phase: .up, location: $0.location, type: type) }
    }

    /// Forgets the press and the pins (after a system cancellation of every touch).
    public mutating func reset() {
        mode = nil
        isLiftingPin = false
        pins.removeAll()
    }

    private func fingers(at point: Point) -> [(id: Int, location: Point)] {
        switch mode {
        case nil: []
        case .single: [(primary, point)]
        case let .mirrored(center): [(primary, point), (primary - 1, center * 2 - point)]
        case let .parallel(offset): [(primary, point), (primary - 1, point + offset)]
        }
    }
}
