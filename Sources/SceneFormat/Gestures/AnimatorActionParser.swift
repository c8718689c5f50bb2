import GestureEngine
import SceneRuntime

/// Parses the actions that drive a scene's property animator (§8.5), each naming it in
/// `value`: `startAnimator`, `pauseAnimator`, `toggleAnimator`, `reverseAnimator`,
/// `scrubAnimator` (with `fraction` or `distance`) and `continueAnimator` (with
/// `durationFactor` and an optional `timing`).
struct AnimatorActionParser {
    let log: DiagnosticLog
    private var decode: ValueDecoder { ValueDecoder(log: log) }

    static let verbs = ["startAnimator", "pauseAnimator", "toggleAnimator", "reverseAnimator", "scrubAnimator", "continueAnimator"]

    /// The behaviour `verb` names, its animator appended to `references` for validation; nil
    /// after reporting a problem.
    func behavior(_ verb: String, in map: MappingReader, at node: YAMLNode, references: inout [Reference]) -> Behavior? {
        guard let valueNode = map.value("value") else {
            log.error("'\(verb)' needs the animator's name", at: node, hint: "add value: NAME (the animator's name, or its view's id)")
            return nil
        }
        guard let name = decode.string(valueNode, "value") else { return nil }
        references.append(Reference(id: name, at: valueNode))
        let command: AnimatorCommand? = switch verb {
        case "startAnimator": .start
        case "pauseAnimator": .pause
        case "toggleAnimator": .toggle
        case "reverseAnimator": .reverse
        case "scrubAnimator": scrub(map, at: node)
        default: continueCommand(map)
        }
        return command.map { .animator(name: name, command: $0) }
    }

    /// `fraction: 0.5` sets it; `distance: [dx, dy]` follows a pan's translation.
    private func scrub(_ map: MappingReader, at node: YAMLNode) -> AnimatorCommand? {
        switch (map.value("fraction"), map.value("distance")) {
        case let (fraction?, nil):
            return decode.number(fraction, "fraction", in: 0...1).map { .scrub(fraction: $0) }
        case let (nil, distance?):
            guard let vector = decode.point(distance, "distance") else { return nil }
            guard vector != .zero else {
                log.error("distance [0, 0] scrubs nothing", at: distance, hint: "the pan translation that scrubs the whole run, such as [400, 0]")
                return nil
            }
            return .scrubByTranslation(distance: vector)
        case let (_?, distance?):
            log.error("scrubAnimator takes fraction or distance, not both", at: distance,
                      hint: "fraction: 0.5 sets it; distance: [400, 0] follows the pan")
            return nil
        case (nil, nil):
            log.error("scrubAnimator needs fraction or distance", at: node,
                      hint: "fraction: 0.5 sets it; distance: [400, 0] follows the pan's translation")
            return nil
        }
    }

    /// `durationFactor` (default 1) and an optional new `timing`.
    private func continueCommand(_ map: MappingReader) -> AnimatorCommand? {
        var factor = 1.0, timing: AnimationTiming?
        if let node = map.value("durationFactor") {
            guard let value = decode.number(node, "durationFactor", in: 0...100) else { return nil }
            factor = value
        }
        if let node = map.value("timing") {
            guard let value = AnimationSpecParser(log: log).timing(node) else { return nil }
            timing = value
        }
        return .continue(timing: timing, durationFactor: factor)
    }
}
