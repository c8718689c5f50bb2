import GestureEngine
import SceneRuntime

/// Parses a view's `control` mapping: `{type: button | switch | slider | stepper | segmented |
/// pageControl, the type's own keys (`typeKeys`), enabled: bool, actions: [{on: event(s),
/// do: setBackground | setLabel | show | hide | showWhenOn, value: …}]}`.
struct ControlParser {
    let log: DiagnosticLog
    private var decode: ValueDecoder { ValueDecoder(log: log) }

    static let kinds = ["button", "switch", "slider", "stepper", "segmented", "pageControl"]
    static let events = Dictionary(uniqueKeysWithValues: ControlEvent.allCases.map { ($0.rawValue, $0) })
    static let behaviors = ["setBackground", "setLabel", "show", "hide", "showWhenOn"]

    init(log: DiagnosticLog) {
        self.log = log
    }

    /// The control, and the view ids its `show`/`hide` actions name (for validation).
    /// The keys each type takes besides `type`, `enabled` and `actions`.
    static let typeKeys: [String: [String]] = [
        "button": [], "switch": ["on"], "slider": ["value"], "stepper": ["value", "minimum", "maximum", "step"],
        "segmented": ["segments", "selected"], "pageControl": ["pages", "page"],
    ]

    /// The control, and the view ids its `show`/`hide` actions name (for validation).
    func control(_ node: YAMLNode, on viewID: String) -> (ControlDescription, [Reference])? {
        guard let map = MappingReader(node, what: "the control of '\(viewID)'", allowed: SceneKeys.control, log: log) else { return nil }
        defer { map.finish() }
        let kinds = Dictionary(uniqueKeysWithValues: Self.kinds.map { ($0, $0) })
        guard let typeNode = map.required("type", hint: "type: \(Self.kinds.joined(separator: ", "))"),
              let type = decode.name(typeNode, "control type", from: kinds) else { return nil }
        let own = Self.typeKeys[type] ?? []
        for (key, value) in map.present(among: Self.typeKeys.values.flatMap { $0 }) where !own.contains(key) {
            log.error("a \(type) has no '\(key)'", at: value, hint: own.isEmpty ? "remove '\(key)'" : "a \(type) takes \(own.joined(separator: ", "))")
        }
        func number(_ key: String, _ range: ClosedRange<Double>, _ fallback: Double) -> Double {
            map.value(key).flatMap { decode.number($0, key, in: range) } ?? fallback
        }
        func count(_ key: String, _ range: ClosedRange<Int>, _ fallback: Int) -> Int {
            map.value(key).flatMap { decode.integer($0, key, in: range) } ?? fallback
        }
        // `segments: 3`, or the segments' titles: `segments: [Photos, Albums, Search]`.
        let segmentTitles = type == "segmented" ? map.value("segments").flatMap(titles) ?? [] : []
        let kind: Control.Kind = switch type {
        case "switch": .toggle(isOn: map.value("on").flatMap { decode.bool($0, "on") } ?? false)
        case "slider": .slider(value: number("value", 0...1, 0.5))
        case "stepper": .stepper(value: number("value", -1e6...1e6, 0), minimum: number("minimum", -1e6...1e6, 0),
                                 maximum: number("maximum", -1e6...1e6, 100), step: number("step", 1e-6...1e6, 1))
        case "segmented": .segmented(count: map.value("segments")?.sequence != nil ? max(1, segmentTitles.count)
                                         : count("segments", 1...Self.maximumParts, 3),
                                     selected: count("selected", 0...Self.maximumParts - 1, 0))
        case "pageControl": .pageControl(count: count("pages", 1...Self.maximumParts, 3), current: count("page", 0...Self.maximumParts - 1, 0))
        default: .button
        }
        refuseContradictions(kind, in: map)
        var control = ControlDescription(kind: kind)
        control.segmentTitles = segmentTitles
        if let node = map.value("enabled"), let enabled = decode.bool(node, "enabled") { control.enabled = enabled }
        var references: [Reference] = []
        if let node = map.value("actions") {
            guard let items = node.sequence else {
                log.error("actions must be a list, found \(node.kindDescription)", at: node, hint: "actions: [{on: touchUpInside, do: …, value: …}]")
                return (control, references)
            }
            for item in items {
                guard let action = action(item, references: &references) else { continue }
                control.actions.append(action)
            }
        }
        return (control, references)
    }

    /// A stepper whose range is empty or does not hold its value, a selected segment or current
    /// page past the last: the engine would clamp them silently, so the file is refused at the
    /// key that contradicts the others.
    private func refuseContradictions(_ kind: Control.Kind, in map: MappingReader) {
        switch kind {
        case let .stepper(value, minimum, maximum, _):
            if minimum > maximum {
                log.error("minimum \(formatNumber(minimum)) is more than maximum \(formatNumber(maximum))", at: map.value("minimum") ?? map.value("maximum"),
                          hint: "a stepper's minimum is at most its maximum")
            } else if !(minimum...maximum).contains(value) {
                log.error("value \(formatNumber(value)) is outside the stepper's range \(formatNumber(minimum))…\(formatNumber(maximum))",
                          at: map.value("value"), hint: "give a value from minimum to maximum, or widen the range")
            }
        case let .segmented(count, selected) where selected >= count:
            log.error("selected \(selected) is past the last of \(count) segments (they count from 0)", at: map.value("selected"),
                      hint: "selected: 0…\(count - 1)")
        case let .pageControl(count, current) where current >= count:
            log.error("page \(current) is past the last of \(count) pages (they count from 0)", at: map.value("page"),
                      hint: "page: 0…\(count - 1)")
        default:
            break
        }
    }

    /// Most segments or pages a control may have: more would not be readable.
    static let maximumParts = 20

    /// A list of segment titles (1…`maximumParts` strings); nil for a count (or a bad list, said).
    private func titles(_ node: YAMLNode) -> [String]? {
        guard let items = node.sequence else { return nil }
        guard (1...Self.maximumParts).contains(items.count) else {
            log.error("a segmented control has 1 to \(Self.maximumParts) segments, found \(items.count)", at: node,
                      hint: "segments: [Photos, Albums], or a count: segments: 3")
            return nil
        }
        let titles = items.compactMap { decode.string($0, "segment title") }
        return titles.count == items.count ? titles : nil
    }

    private func action(_ node: YAMLNode, references: inout [Reference]) -> (events: Set<ControlEvent>, behavior: ControlBehavior)? {
        guard let map = MappingReader(node, what: "a control action", allowed: SceneKeys.controlAction, log: log) else { return nil }
        defer { map.finish() }
        var events: Set<ControlEvent> = []
        if let on = map.value("on") {
            guard let names = decode.names(on, "control event", from: Self.events) else { return nil }
            guard !names.isEmpty else {
                log.error("'on' lists no event", at: on, hint: "name an event such as touchUpInside, or leave 'on' out for every event")
                return nil
            }
            events = Set(names)
        }
        guard let verbNode = map.required("do", hint: "do: setBackground, setLabel, show, hide or showWhenOn"),
              let verb = decode.string(verbNode, "do") else { return nil }
        guard Self.behaviors.contains(verb) else {
            log.error("unknown control action '\(verb)'", at: verbNode, hint: "use \(Self.behaviors.joined(separator: ", "))")
            return nil
        }
        guard let value = map.required("value", hint: "value: …") else { return nil }
        guard verb == "showWhenOn" else {
            return decode.viewEffect(verb, value: value, references: &references).map { (events, ControlBehavior.effect($0)) }
        }
        guard let id = decode.string(value, "value") else { return nil }
        references.append(Reference(id: id, at: value))
        return (events, .showWhenOn(view: id))
    }
}
