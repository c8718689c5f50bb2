import GestureEngine
import Yams

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

    func script(_ node: Node) -> InputScript {
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
            guard let (time, finger, action) = step(item) else { continue }
            let line = item.mark?.line ?? 0
            if time < lastTime {
                log.error("time goes backwards: t \(formatNumber(time)) comes after t \(formatNumber(lastTime)) (line \(lastTimeLine))",
                          at: item, hint: "list steps in time order")
            }
            lastTime = max(lastTime, time)
            lastTimeLine = line
            guard let finger, let action else {
                script.declaredEnd = time
                continue
            }
            guard checkFinger(finger, action: action, time: time, line: line, fingers: &fingers, at: item) else { continue }
            if case let .move(_, duration) = action {
                movingTime += duration
                guard movingTime <= log.limits.duration else {
                    log.error("the script's moves last more than \(formatNumber(log.limits.duration)) s in all", at: item,
                              hint: "split the demo into several scripts, or shorten its moves")
                    return InputScript()
                }
            }
            script.steps.append(InputScript.Step(time: time, finger: finger, action: action, line: line))
        }
        for (finger, state) in fingers.sorted(by: { $0.key < $1.key }) {
            log.error("finger \(finger) is still down when the script ends (down on line \(state.downLine))", at: node,
                      hint: "add a step such as {t: \(formatNumber(max(lastTime, state.busyUntil) + 0.1)), up: \(finger)}")
        }
        return script
    }

    private func checkFinger(_ finger: Int, action: InputScript.Action, time: Double, line: Int,
                             fingers: inout [Int: FingerState], at item: Node) -> Bool {
        if case .down = action, let state = fingers[finger] {
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

    private func notDown(_ finger: Int, at item: Node) -> Bool {
        log.error("finger \(finger) is not down", at: item, hint: "put it down first with {t: …, down: \(finger), at: [x, y]}")
        return false
    }

    /// One step: its time, and its finger and action (both nil for an `end` step).
    private func step(_ node: Node) -> (Double, Int?, InputScript.Action?)? {
        guard let map = MappingReader(node, what: "a script step", allowed: SceneKeys.step, log: log) else { return nil }
        defer { map.finish() }
        let time = map.required("t", hint: "t is the step's start in seconds").flatMap { decode.time($0, "t") }
        let actions = map.present(among: SceneKeys.stepActions)
        guard actions.count == 1, let (name, value) = actions.first else {
            let found = actions.map { "'\($0.key)'" }.joined(separator: " and ")
            log.error(actions.isEmpty ? "a script step needs an action" : "a script step has one action, found \(found)", at: node,
                      hint: "use exactly one of down, move, up, cancel or end")
            return nil
        }
        let allowedExtras: [String] = switch name {
        case "down": ["at", "type", "force", "radius"]
        case "move": ["to", "duration"]
        case "up": ["at"]
        default: []
        }
        for (key, extra) in map.present(among: ["at", "to", "duration", "type", "force", "radius"]) where !allowedExtras.contains(key) {
            log.error("'\(key)' does not apply to a '\(name)' step", at: extra,
                      hint: allowedExtras.isEmpty ? "'\(name)' takes no options" : "'\(name)' takes: \(allowedExtras.joined(separator: ", "))")
        }
        if name == "end" {
            guard decode.bool(value, "end") == true else { return nil }
            return time.map { ($0, nil, nil) }
        }
        let finger = decode.integer(value, name, in: 1...1000)
        let action: InputScript.Action?
        switch name {
        case "down":
            let at = map.required("at", hint: "at: [x, y] in window points").flatMap { decode.point($0, "at") }
            let type = map.value("type").flatMap(touchType) ?? (map.has("type") ? nil : .direct)
            let force = map.value("force").flatMap { decode.number($0, "force", in: 0...1) } ?? (map.has("force") ? nil : 1)
            let radius = map.value("radius").flatMap { decode.number($0, "radius", in: 0...200) } ?? (map.has("radius") ? nil : 0)
            action = at.flatMap { at in type.flatMap { type in force.flatMap { force in
                radius.map { .down(at: at, type: type, force: force, radius: $0) }
            } } }
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
        return (time, finger, action)
    }

    private func touchType(_ node: Node) -> TouchType? {
        guard let text = decode.string(node, "type") else { return nil }
        if let type = TouchType(rawValue: text) { return type }
        log.error("unknown touch type '\(text)'", at: node,
                  hint: "use one of \(TouchType.allCases.map(\.rawValue).joined(separator: ", "))")
        return nil
    }
}
