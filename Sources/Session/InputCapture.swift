import GestureEngine
import SceneFormat

/// Live input kept as an input script: every input event the engine took, at the engine time it
/// took it, written in the script format (docs/SCENES.md) so that `trace`, `snapshot`, `record`
/// and the window's `D` replay it. Replaying a capture from a fresh session sends the engine
/// the same events at the same times, so the trace is the live one.
///
/// Invariants: events are in engine-time order; live finger numbers (SDL's, the mouse's) become
/// script fingers 1, 2, … (the lowest free number at each touch-down); moves, lifts and cancels
/// of fingers not down are dropped (the engine ignores them too).
public struct InputCapture {
    /// Engine seconds at which the captured session started: script time 0.
    public let startTime: Double
    private var lines: [String] = []
    private var scriptFingers: [Int: Int] = [:]
    /// Engine seconds of the last event recorded.
    public private(set) var lastTime: Double
    /// Input events recorded.
    public private(set) var eventCount = 0
    /// True once the capture holds as many steps, or lasts as long, as a script may (`stepLimit`,
    /// `SceneLimits.duration`): the fingers down were cancelled there (so the script stays
    /// valid), later events are not recorded, and a replay differs from then on.
    public private(set) var isFull = false

    /// Steps a script may hold (`SceneLimits.scriptSteps`).
    private let stepLimit: Int

    public init(startTime: Double, stepLimit: Int = SceneLimits.standard.scriptSteps) {
        self.startTime = startTime
        self.lastTime = startTime
        self.stepLimit = stepLimit
    }

    /// Records `event` as the engine takes it: at `engineNow` when it is stamped earlier (the
    /// engine treats it as now). An event's first step is marked `separate` when it shares its
    /// instant with the event before, so that replay keeps them two events.
    public mutating func record(_ event: InputEvent, engineNow: Double) {
        let time = max(event.time, engineNow)
        guard !isFull else { return }
        // Room for this event's steps (a cancel and a down at most per change), then for
        // cancelling every finger that could be down after it, and the end step.
        let fingersAfter = scriptFingers.count + event.changes.count
        guard lines.count + event.changes.count + fingersAfter + 1 <= stepLimit, time - startTime <= SceneLimits.standard.duration else {
            let end = min(time - startTime, SceneLimits.standard.duration)
            for finger in scriptFingers.values.sorted() { lines.append("  - {t: \(Self.number(end)), cancel: \(finger)}") }
            scriptFingers = [:]
            lastTime = startTime + end
            isFull = true
            return
        }
        var eventSteps: [String] = []
        for change in event.changes { eventSteps += steps(for: change) }
        guard !eventSteps.isEmpty else { return }
        for (index, step) in eventSteps.enumerated() {
            let separate = index == 0 && eventCount > 0 && time == lastTime ? ", separate: true" : ""
            lines.append("  - {t: \(Self.number(time - startTime)), \(step)\(separate)}")
        }
        lastTime = time
        eventCount += 1
    }

    /// The capture as a standalone script file: a description naming `sceneName`, every step,
    /// and an `end` step at engine time `endTime` (where capturing stopped).
    public func scriptFile(sceneName: String, endTime: Double) -> String {
        let duration = min(SceneLimits.standard.duration, max(0, max(endTime, lastTime) - startTime))
        // The end step keeps every digit (a replay ends where capturing did); people read milliseconds.
        let end = Self.number(duration)
        let description = "Captured live on \(sceneName): \(eventCount) input events in \(formatNumber(duration, decimals: 3)) s."
        return """
            # Captured by Gesturescope. Replay: gesturescope trace SCENE --script THIS-FILE (or snapshot, record, or D in the window).
            description: \(YAMLText.quoted(description))
            script:

            """ + (lines + ["  - {t: \(end), end: true}"]).joined(separator: "\n") + "\n"
    }

    /// The line said on standard error when the capture is saved to `path`: where, how much,
    /// and how to replay it on `scenePath`; a whole line, newline included.
    /// `comparedWith`: B's arguments when the capture was of a comparison (`B.yaml --set '…'`):
    /// the replay it suggests is then `compare`'s.
    public func savedMessage(path: String, scenePath: String, comparedWith: String? = nil) -> String {
        let full = isFull ? " (full: later input was not kept)" : ""
        let replay = comparedWith.map { "compare \(scenePath) \($0)" } ?? "trace \(scenePath)"
        return "capture: wrote \(path), \(eventCount) input events\(full); replay: gesturescope \(replay) --script \(path)\n"
    }

    /// The steps (without their time) for one change: none for a finger that is not down; a
    /// down for a finger still down (a lost lift) as `again: true`, which replays, as it came,
    /// as one down the engine turns into the old contact's cancel and the new one's begin.
    private mutating func steps(for change: TouchInput) -> [String] {
        let location = "[\(Self.number(change.location.x)), \(Self.number(change.location.y))]"
        let contact = "force: \(Self.number(change.force)), radius: \(Self.number(change.majorRadius))"
        switch change.phase {
        case .down:
            if let finger = scriptFingers[change.fingerID] {
                return ["down: \(finger), at: \(location), type: \(change.type.rawValue), \(contact), source: \(InputSource(windowFinger: change.fingerID).rawValue), again: true"]
            }
            let finger = lowestFreeFinger()
            scriptFingers[change.fingerID] = finger
            return ["down: \(finger), at: \(location), type: \(change.type.rawValue), \(contact), source: \(InputSource(windowFinger: change.fingerID).rawValue)"]
        case .move:
            guard let finger = scriptFingers[change.fingerID] else { return [] }
            return ["move: \(finger), to: \(location), \(contact)"]
        case .up:
            guard let finger = scriptFingers.removeValue(forKey: change.fingerID) else { return [] }
            return ["up: \(finger), at: \(location), \(contact)"]
        case .cancel:
            guard let finger = scriptFingers.removeValue(forKey: change.fingerID) else { return [] }
            return ["cancel: \(finger), \(contact)"]
        }
    }

    private func lowestFreeFinger() -> Int {
        let used = Set(scriptFingers.values)
        return (1...).first { !used.contains($0) }!
    }

    /// The shortest text that reads back as exactly `value` (Swift's round-trip form, which the
    /// scene parser reads as a plain number).
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
