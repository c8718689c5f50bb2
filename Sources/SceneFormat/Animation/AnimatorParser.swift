import GestureEngine
import SceneRuntime

/// Parses a view's `animator`: a `UIViewPropertyAnimator` (§8.5) animating the view to `to`
/// along `timing`, with its flags and where it stands when the scene starts.
struct AnimatorParser {
    let log: DiagnosticLog
    private var decode: ValueDecoder { ValueDecoder(log: log) }

    /// The animator, and its name where it is written (the view's id, at the mapping, when the
    /// file names none).
    func animator(_ node: YAMLNode, on viewID: String) -> (AnimatorSpec, Reference)? {
        guard let map = MappingReader(node, what: "animator", allowed: SceneKeys.animator, log: log) else { return nil }
        defer { map.finish() }
        let nameNode = map.value("name")
        let name = nameNode.map { decode.string($0, "name") } ?? viewID
        let animations = AnimationSpecParser(log: log)
        let changes = map.required("to", hint: "to: {center: [x, y], alpha: 0.5, …}").flatMap(animations.changes)
        let timing = map.value("timing").map(animations.timing) ?? .curve(.easeInOut, duration: 0.25)
        guard let name, let changes, let timing else { return nil }
        var spec = AnimatorSpec(name: name, changes: changes, timing: timing)
        func flag(_ key: String) -> Bool? { map.value(key).flatMap { decode.bool($0, key) } }
        spec.starts = flag("start") ?? false
        if let delayNode = map.value("delay") {
            if !spec.starts {
                log.error("'delay' applies only to an animator that starts", at: delayNode,
                          hint: "add start: true (startAnimation(afterDelay:)), or remove delay")
            }
            spec.delay = decode.number(delayNode, "delay", in: 0...60) ?? 0
        }
        spec.fractionComplete = map.value("fractionComplete").flatMap { decode.number($0, "fractionComplete", in: 0...1) }
        spec.isReversed = flag("reversed") ?? false
        spec.scrubsLinearly = flag("scrubsLinearly") ?? true
        spec.pausesOnCompletion = flag("pausesOnCompletion") ?? false
        spec.isManualHitTestingEnabled = flag("manualHitTesting") ?? false
        spec.isUserInteractionEnabled = flag("userInteraction") ?? true
        spec.isInterruptible = flag("interruptible") ?? true
        if !spec.isInterruptible, spec.isReversed || spec.fractionComplete != nil {
            log.error("an animator that is not interruptible cannot be reversed or scrubbed", at: map.value("interruptible"),
                      hint: "§8.5: isReversed and pausing need isInterruptible; remove interruptible: false")
        }
        return (spec, Reference(id: name, at: nameNode ?? node))
    }
}
