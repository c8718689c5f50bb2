import GestureEngine

/// Parses a list of script steps and checks that they make physical sense: time runs forward,
/// fingers go down before they move or lift, never twice, and are all up at the end. A script
/// has at most `log.limits.scriptSteps` steps, and its moves last `log.limits.duration`
/// seconds in all, so that playing it stays bounded.
struct ScriptParser {
    let log: DiagnosticLog
    private var decode: ValueDecoder { ValueDecoder(log: log) }

    /// Finger state while walking the steps.
    private struct FingerState {
        var downLine: Int
        var busyUntil: Double
        var busyLine: Int
    }

    func script(_ node: YAMLNode) -> InputScript {
        guard let items = node.sequence else {
            log.error("script must be a list of steps, found \(node.kindDescription)", at: node,
                      hint: "for example: - {t: 0, down: 1, at: [100, 100]}")
            return InputScript()
        }
        var script = InputScript()
        var fingers: [Int: FingerState] = [:]
        var lastTime = 0.0
        var lastTimeLine = 0
        var movingTime = 0.0
        if items.count > log.limits.scriptSteps {
            log.error("the script has \(items.count) steps", at: items[log.limits.scriptSteps],
                      hint: "a script holds at most \(log.limits.scriptSteps) steps")
            return InputScript()
        }
        for item in items {
            guard !log.shouldStop() else { break }
            guard let parsed = step(item) else { continue }
            let time = parsed.time
            let line = item.mark.line
            if time < lastTime {
                log.error("time goes backwards: t \(formatNumber(time)) comes after t \(formatNumber(lastTime)) (line \(lastTimeLine))",
                          at: item, hint: "list steps in time order")
            }
            lastTime = max(lastTime, time)
            lastTimeLine = line
            let finger: Int, action: InputScript.Action
            switch parsed.kind {
            case .end:
                script.declaredEnd = time
                continue
            case let .caption(text):
                script.captions.append(InputScript.Caption(time: time, text: text))
                continue
            case let .timeScale(scale):
                script.speedChanges.append(InputScript.SpeedChange(time: time, timeScale: scale))
                continue
            case let .input(stepFinger, stepAction):
                finger = stepFinger
                action = stepAction
            }
            guard checkFinger(finger, action: action, time: time, line: line, isAgain: parsed.isAgain, fingers: &fingers, at: item) else { continue }
            if case let .move(_, duration) = action {
                movingTime += duration
                guard movingTime <= log.limits.duration else {
                    log.error("the script's moves last more than \(formatNumber(log.limits.duration)) s in all", at: item,
                              hint: "split the demo into several scripts, or shorten its moves")
                    return InputScript()
                }
            }
            script.steps.append(InputScript.Step(time: time, finger: finger, action: action, line: line, force: parsed.force,
                                                 radius: parsed.radius, isSeparateEvent: parsed.isSeparate, source: parsed.source))
        }
        for (finger, state) in fingers.sorted(by: { $0.key < $1.key }) {
            log.error("finger \(finger) is still down when the script ends (down on line \(state.downLine))", at: node,
                      hint: "add a step such as {t: \(formatNumber(max(lastTime, state.busyUntil) + 0.1)), up: \(finger)}")
        }
        return script
    }

    private func checkFinger(_ finger: Int, action: InputScript.Action, time: Double, line: Int, isAgain: Bool,
                             fingers: inout [Int: FingerState], at item: YAMLNode) -> Bool {
        if isAgain, fingers[finger] == nil {
            log.error("finger \(finger) is not down: 'again' puts down a finger that is", at: item, hint: "leave out again: true")
            return false
        }
        if case .down = action, !isAgain, let state = fingers[finger] {
            log.error("finger \(finger) is already down (line \(state.downLine))", at: item,
                      hint: "lift it first with {t: …, up: \(finger)} or use another finger number")
            return false
        }
        if let state = fingers[finger], time < state.busyUntil {
            log.error("finger \(finger) is still moving until t \(formatNumber(state.busyUntil)) (line \(state.busyLine))", at: item,
                      hint: "start this step at t ≥ \(formatNumber(state.busyUntil)) or shorten that move")
            return false
        }
        switch action {
        case .down:
            fingers[finger] = FingerState(downLine: line, busyUntil: time, busyLine: line)
        case let .move(_, duration):
            guard fingers[finger] != nil else { return notDown(finger, at: item) }
            fingers[finger]?.busyUntil = time + duration
            fingers[finger]?.busyLine = line
        case .up, .cancel:
            guard fingers[finger] != nil else { return notDown(finger, at: item) }
            fingers[finger] = nil
        }
        return true
    }

    private func notDown(_ finger: Int, at item: YAMLNode) -> Bool {
        log.error("finger \(finger) is not down", at: item, hint: "put it down first with {t: …, down: \(finger), at: [x, y]}")
        return false
    }

    /// What a step does.
    private enum StepKind {
        case input(finger: Int, action: InputScript.Action)
        case end
        case caption(String)
        case timeScale(Double)
    }

    /// One parsed step: its time, what it does, and a move's or lift's new force and radius.
    private struct ParsedStep {
        let time: Double
        let kind: StepKind
        var force: Double?
        var radius: Double?
        var isSeparate = false
        /// A down for a finger already down (a lost lift, as captured).
        var isAgain = false
        /// A down's live source, as captured.
        var source: String?
    }

    /// One step, nil when it is invalid (diagnosed).
    private func step(_ node: YAMLNode) -> ParsedStep? {
        guard let map = MappingReader(node, what: "a script step", allowed: SceneKeys.step, log: log) else { return nil }
        defer { map.finish() }
        let time = map.required("t", hint: "t is the step's start in seconds").flatMap { decode.time($0, "t") }
        let actions = map.present(among: SceneKeys.stepActions)
        guard actions.count == 1, let (name, value) = actions.first else {
            let found = actions.map { "'\($0.key)'" }.joined(separator: " and ")
            log.error(actions.isEmpty ? "a script step needs an action" : "a script step has one action, found \(found)", at: node,
                      hint: "use exactly one of down, move, up, cancel, end, caption or timeScale")
            return nil
        }
        let allowedExtras: [String] = switch name {
        case "down": ["at", "type", "force", "radius", "separate", "again", "source"]
        case "move": ["to", "duration", "force", "radius", "separate"]
        case "up": ["at", "force", "radius", "separate"]
        case "cancel": ["force", "radius", "separate"]
        default: []
        }
        for (key, extra) in map.present(among: ["at", "to", "duration", "type", "force", "radius", "separate", "again", "source"])
        where !allowedExtras.contains(key) {
            log.error("'\(key)' does not apply to a '\(name)' step", at: extra,
                      hint: allowedExtras.isEmpty ? "'\(name)' takes no options" : "'\(name)' takes: \(allowedExtras.joined(separator: ", "))")
        }
        switch name {
        case "end":
            guard decode.bool(value, "end") == true else { return nil }
            return time.map { ParsedStep(time: $0, kind: .end) }
        case "caption":
            guard let text = decode.string(value, "caption") else { return nil }
            return time.map { ParsedStep(time: $0, kind: .caption(text)) }
        case "timeScale":
            guard let scale = decode.number(value, "timeScale", in: Self.timeScales) else { return nil }
            return time.map { ParsedStep(time: $0, kind: .timeScale(scale)) }
        default:
            break
        }
        let finger = decode.integer(value, name, in: 1...1000)
        // A move's or lift's force and radius change the contact's from then on.
        let force = map.value("force").flatMap { decode.number($0, "force", in: 0...1) }
        let radius = map.value("radius").flatMap { decode.number($0, "radius", in: 0...200) }
        let isSeparate = map.value("separate").flatMap { decode.bool($0, "separate") } ?? (map.has("separate") ? nil : false)
        let isAgain = map.value("again").flatMap { decode.bool($0, "again") } ?? (map.has("again") ? nil : false)
        let source = map.value("source").flatMap(touchSource)
        guard (force != nil) == map.has("force"), (radius != nil) == map.has("radius"), (source != nil) == map.has("source"), let isSeparate,
              let isAgain else { return nil }
        let action: InputScript.Action?
        switch name {
        case "down":
            let at = map.required("at", hint: "at: [x, y] in window points").flatMap { decode.point($0, "at") }
            let type = map.value("type").flatMap(touchType) ?? (map.has("type") ? nil : .direct)
            action = at.flatMap { at in type.map { .down(at: at, type: $0, force: force ?? 1, radius: radius ?? 0) } }
        case "move":
            let to = map.required("to", hint: "to: [x, y] in window points").flatMap { decode.point($0, "to") }
            let duration = map.value("duration").flatMap { decode.time($0, "duration") } ?? (map.has("duration") ? nil : 0)
            action = to.flatMap { to in duration.map { .move(to: to, duration: $0) } }
        case "up":
            let at = map.value("at").flatMap { decode.point($0, "at") }
            action = map.has("at") && at == nil ? nil : .up(at: at)
        default:
            action = .cancel
        }
        guard let time, let finger, let action else { return nil }
        let isDown = if case .down = action { true } else { false }
        return ParsedStep(time: time, kind: .input(finger: finger, action: action), force: isDown ? nil : force,
                          radius: isDown ? nil : radius, isSeparate: isSeparate, isAgain: isAgain, source: isDown ? source : nil)
    }

    /// A recording's speed: engine seconds per video second.
    static let timeScales: ClosedRange<Double> = 0.05...4

    private func touchSource(_ node: YAMLNode) -> String? {
        guard let text = decode.string(node, "source") else { return nil }
        if InputScript.touchSources.contains(text) { return text }
        log.error("unknown touch source '\(text)'", at: node, hint: "use one of \(InputScript.touchSources.joined(separator: ", "))")
        return nil
    }

    private func touchType(_ node: YAMLNode) -> TouchType? {
        guard let text = decode.string(node, "type") else { return nil }
        if let type = TouchType(rawValue: text) { return type }
        log.error("unknown touch type '\(text)'", at: node,
                  hint: "use one of \(TouchType.allCases.map(\.rawValue).joined(separator: ", "))")
        return nil
    }
}
