import GestureEngine

/// Feeds a script's input events into an engine up to a requested time. Pure: time comes from
/// the caller (a frame clock in the window, a fixed instant for headless commands).
///
/// Script times are the input's own (wall) seconds. With a `timeScale` below 1 (slow motion)
/// engine time runs slower than the input: script time t happens at engine time
/// start + t × timeScale, so animations and deadlines take longer in script time.
public struct ScriptPlayer {
    private let events: [InputEvent]
    private var cursor = 0
    /// Engine seconds at which the script started (its t = 0).
    public let startTime: Double
    /// Each finger's downs still to come, in order, with the live source a capture recorded
    /// (nil: none).
    private var downSources: [Int: [String?]] = [:]
    /// Touches begun by the events sent so far whose down step names a source: touch id → source.
    public private(set) var startedSources: [(touch: Int, source: String)] = []

    public init(script: InputScript, startTime: Double = 0, timeScale: Double = 1) {
        self.init(events: script.inputEvents(), startTime: startTime, timeScale: timeScale)
        for step in script.steps {
            if case .down = step.action { downSources[step.finger, default: []].append(step.source) }
        }
    }

    /// Plays input events given directly (ordered by time), e.g. a trace's touches (`TraceInput`).
    public init(events: [InputEvent], startTime: Double = 0, timeScale: Double = 1) {
        self.events = events.map { event in
            var scaled = event
            scaled.time *= timeScale
            return scaled
        }
        self.startTime = startTime
    }

    /// True when every event has been sent.
    public var isFinished: Bool { cursor >= events.count }

    /// Sends every event due at or before `time` (engine seconds), then advances the engine to
    /// `time`.
    public mutating func play(into engine: Engine, until time: Double) {
        while cursor < events.count, events[cursor].time + startTime <= time {
            var event = events[cursor]
            event.time += startTime
            engine.send(event)
            cursor += 1
            for change in event.changes where change.phase == .down {
                guard let source = downSources[change.fingerID]?.first else { continue }
                downSources[change.fingerID]?.removeFirst()
                if let source, let touch = engine.liveTouch(forFinger: change.fingerID) { startedSources.append((touch.id, source)) }
            }
        }
        engine.advance(to: time)
    }

    /// Hands over `startedSources` and forgets them.
    public mutating func takeStartedSources() -> [(touch: Int, source: String)] {
        defer { startedSources = [] }
        return startedSources
    }
}
