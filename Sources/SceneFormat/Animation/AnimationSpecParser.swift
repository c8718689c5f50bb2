import GestureEngine
import SceneRuntime

/// Parses animation declarations: target values (`to`), timing (a named or cubic curve with a
/// duration, or a spring), delay and options.
struct AnimationSpecParser {
    let log: DiagnosticLog
    private var decode: ValueDecoder { ValueDecoder(log: log) }

    static let curves: [String: TimingCurve] = [
        "default": .default, "easeInOut": .easeInOut, "easeIn": .easeIn, "easeOut": .easeOut, "linear": .linear,
    ]
    static let options: [String: AnimationOptions] = [
        "allowUserInteraction": .allowUserInteraction, "beginFromCurrentState": .beginFromCurrentState,
        "repeat": .repeat, "autoreverse": .autoreverse,
    ]

    /// A whole `animation:` mapping (a view's load-time animation).
    func spec(_ node: YAMLNode) -> AnimationSpec? {
        guard let map = MappingReader(node, what: "animation", allowed: SceneKeys.animation, log: log) else { return nil }
        defer { map.finish() }
        return spec(in: map)
    }

    /// `to`, `timing`, `delay`, `options` read from `map` (an action or an animation mapping).
    func spec(in map: MappingReader) -> AnimationSpec? {
        let changes = map.required("to", hint: "to: {center: [x, y], alpha: 0.5, …}").flatMap(self.changes)
        let timing = map.value("timing").map(self.timing) ?? .curve(.easeInOut, duration: 0.25)
        let delay = map.value("delay").flatMap { decode.number($0, "delay", in: 0...60) } ?? 0
        let options = map.value("options").map(self.options) ?? []
        guard let changes, let timing else { return nil }
        return AnimationSpec(changes: changes, timing: timing, delay: delay, options: options)
    }

    /// `{curve: easeInOut, duration: 0.5}`, `{curve: [x1, y1, x2, y2], duration: 1}`, or
    /// `{spring: {dampingRatio: 0.6, duration: 0.8}}` / `{spring: {mass, stiffness, damping}}`.
    func timing(_ node: YAMLNode) -> AnimationTiming? {
        guard let map = MappingReader(node, what: "timing", allowed: SceneKeys.timing, log: log) else { return nil }
        defer { map.finish() }
        if let springNode = map.value("spring") {
            if map.has("curve") || map.has("duration") {
                log.error("timing takes a curve with a duration, or a spring, not both", at: node, hint: "put the spring's duration inside spring:")
                return nil
            }
            return spring(springNode).map(AnimationTiming.spring)
        }
        let duration = map.required("duration", hint: "duration: seconds").flatMap { decode.number($0, "duration", in: 0...600) }
        var curve = TimingCurve.easeInOut
        if let curveNode = map.value("curve") {
            if curveNode.sequence != nil {
                guard let points = decode.numbers(curveNode, "curve", count: 4, names: "x1, y1, x2, y2") else { return nil }
                curve = TimingCurve(points[0], points[1], points[2], points[3])
            } else if let name = decode.string(curveNode, "curve") {
                guard let named = Self.curves[name] else {
                    log.error("unknown curve '\(name)'", at: curveNode, hint: "use \(Self.curves.keys.sorted().joined(separator: ", ")) or [x1, y1, x2, y2]")
                    return nil
                }
                curve = named
            }
        }
        return duration.map { .curve(curve, duration: $0) }
    }

    func spring(_ node: YAMLNode) -> Spring? {
        guard let map = MappingReader(node, what: "spring", allowed: SceneKeys.spring, log: log) else { return nil }
        defer { map.finish() }
        let velocity = map.value("velocity").flatMap { decode.number($0, "velocity", in: -100...100) } ?? 0
        if map.has("dampingRatio") || map.has("duration") {
            guard let ratio = map.required("dampingRatio").flatMap({ decode.number($0, "dampingRatio", in: 0.01...1) }),
                  let duration = map.required("duration").flatMap({ decode.number($0, "duration", in: 0.01...60) }) else { return nil }
            return Spring(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
        }
        let mass = map.value("mass").flatMap { decode.number($0, "mass", in: 0.001...1000) } ?? 1
        let stiffness = map.value("stiffness").flatMap { decode.number($0, "stiffness", in: 0.001...100_000) } ?? 100
        let damping = map.value("damping").flatMap { decode.number($0, "damping", in: 0...100_000) } ?? 20
        return Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }

    func changes(_ node: YAMLNode) -> ViewChanges? {
        guard let map = MappingReader(node, what: "animation target", allowed: SceneKeys.animationTarget, log: log) else { return nil }
        defer { map.finish() }
        var changes = ViewChanges()
        if let node = map.value("center") { changes.center = decode.point(node, "center") }
        if let node = map.value("size") { changes.size = decode.size(node, "size") }
        if let node = map.value("alpha") { changes.alpha = decode.number(node, "alpha", in: 0...1) }
        if let node = map.value("background") { changes.background = decode.color(node, "background") }
        if let node = map.value("cornerRadius") { changes.cornerRadius = decode.nonNegative(node, "cornerRadius") }
        if let node = map.value("scale") { changes.scale = decode.number(node, "scale", in: 0.01...100) }
        if let node = map.value("rotateDegrees") { changes.rotation = decode.number(node, "rotateDegrees").map { $0 * .pi / 180 } }
        return changes
    }

    private func options(_ node: YAMLNode) -> AnimationOptions {
        let items = node.sequence ?? [node]
        var result: AnimationOptions = []
        for item in items {
            guard let name = decode.string(item, "options") else { continue }
            guard let option = Self.options[name] else {
                log.error("unknown animation option '\(name)'", at: item, hint: "use \(Self.options.keys.sorted().joined(separator: ", "))")
                continue
            }
            result.insert(option)
        }
        return result
    }
}
