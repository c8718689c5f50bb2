import GestureEngine
import SceneFormat

extension Replay {
    /// A replay that wrote more trace events than a headless command may (`maximumEvents`): where
    /// it stopped, and the script step last played by then (its line; nil for a trace's input).
    public struct TooManyEvents: Error, Sendable {
        public let events: Int
        public let time: Double
        public let line: Int?
    }

    /// Engine seconds replayed between two hand-overs of the trace.
    static let streamStep = 0.1

    /// The trace of `scene` with `input` played, exactly as `session(of:playing:until:)` makes
    /// it, handed to `write` as it grows (every `streamStep` engine seconds, and after each
    /// timer while settling) and then forgotten, so that memory stays flat however long the
    /// replay. The overlay is not followed. Throws `TooManyEvents` as soon as the trace passes
    /// `maximumEvents`, and whatever `write` throws.
    public static func stream(of scene: SceneDescription, playing input: Input, until moment: Double? = nil,
                              maximumEvents: Int, write: (ArraySlice<TraceEvent>) throws -> Void) throws {
        let session = SceneSession(scene: scene, followsOverlay: false)
        switch input {
        case let .script(script, timeScale): session.play(script, from: 0, timeScale: timeScale)
        case let .events(events): session.play(events, from: 0)
        }
        let trace = session.engine.trace
        func handOver() throws {
            try write(trace.events(from: trace.firstIndex))
            session.dropConsumedTrace(keepingFrom: trace.endIndex)
            guard trace.endIndex <= maximumEvents else {
                throw TooManyEvents(events: trace.endIndex, time: session.engine.now, line: input.line(playedBy: session.engine.now))
            }
        }
        let end = moment ?? input.endTime
        var next = streamStep
        while next < end {
            session.advance(to: next)
            try handOver()
            next += streamStep
        }
        session.advance(to: end)
        try handOver()
        if moment == nil { try session.settle(afterEach: handOver) }
    }
}

extension Replay.Input {
    /// The line of the last script step due by engine second `time` (nil for recorded events).
    func line(playedBy time: Double) -> Int? {
        guard case let .script(script, timeScale) = self else { return nil }
        return script.steps.last { $0.time * timeScale <= time }?.line
    }
}
