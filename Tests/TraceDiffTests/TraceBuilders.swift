import GestureEngine

/// Hand-built trace events for the diff's tests: one finger on a view `card` with a tap and a pan.
enum Events {
    static func touch(_ time: Double, _ phase: TouchPhase, _ x: Double, _ y: Double) -> TraceEvent {
        TraceEvent(time: time, kind: .touch(touch: 1, phase: phase, location: Point(x, y), type: .direct))
    }

    static func participants(_ time: Double, _ recognizers: [String]) -> TraceEvent {
        TraceEvent(time: time, kind: .participants(touch: 1, recognizers: recognizers))
    }

    static func state(_ time: Double, _ recognizer: String, _ from: GestureRecognizerState, _ to: GestureRecognizerState,
                      _ reason: String? = nil) -> TraceEvent {
        TraceEvent(time: time, kind: .state(recognizer: recognizer, from: from, to: to, reason: reason))
    }

    static func deliver(_ time: Double, _ phase: TouchPhase) -> TraceEvent {
        TraceEvent(time: time, kind: .deliver(view: "card", touch: 1, phase: phase))
    }

    static func action(_ time: Double, _ recognizer: String, _ state: GestureRecognizerState, _ x: Double = 100) -> TraceEvent {
        TraceEvent(time: time, kind: .action(recognizer: recognizer, state: state, values: ActionValues(location: Point(x, 100), touches: 1)))
    }

    static func wait(_ time: Double, _ recognizer: String, on: String) -> TraceEvent {
        TraceEvent(time: time, kind: .wait(recognizer: recognizer, on: on))
    }

    /// A tap on `card`: down, lift, the tap recognized and reset.
    static let tap: [TraceEvent] = [
        touch(0.2, .began, 100, 100), participants(0.2, ["tap"]), deliver(0.2, .began),
        touch(0.3, .ended, 100, 100), state(0.3, "tap", .possible, .ended), action(0.3, "tap", .ended), deliver(0.3, .ended),
        state(0.3, "tap", .ended, .possible, "reset"),
    ]
}
