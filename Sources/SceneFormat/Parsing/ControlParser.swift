import GestureEngine
import SceneRuntime
import Yams

/// Parses a view's `control` mapping: `{type: button | switch | slider, on: bool (a switch),
/// value: 0…1 (a slider), enabled: bool, actions: [{on: event(s), do: setBackground | setLabel |
/// show | hide | showWhenOn, value: …}]}`.
struct ControlParser {
    let log: DiagnosticLog
    private var decode: ValueDecoder { ValueDecoder(log: log) }

    static let kinds = ["button", "switch", "slider"]
    static let events = Dictionary(uniqueKeysWithValues: ControlEvent.allCases.map { ($0.rawValue, $0) })
    static let behaviors = ["setBackground", "setLabel", "show", "hide", "showWhenOn"]

    init(log: DiagnosticLog) {
        self.log = log
    }

    /// The control, and the view ids its `show`/`hide` actions name (for validation).
    func control(_ node: Node, on viewID: String) -> (ControlDescription, [Reference])? {
        guard let map = MappingReader(node, what: "the control of '\(viewID)'", allowed: SceneKeys.control, log: log) else { return nil }
        defer { map.finish() }
        guard let typeNode = map.required("type", hint: "type: button, switch or slider"),
              let type = decode.name(typeNode, "control type", from: Dictionary(uniqueKeysWithValues: Self.kinds.map { ($0, $0) }))
        else { return nil }
        if type != "switch", let on = map.value("on") {
            log.error("only a switch has an 'on' value", at: on, hint: "remove 'on', or make it a switch")
        }
        if type != "slider", let value = map.value("value") {
            log.error("only a slider has a 'value'", at: value, hint: "remove 'value', or make it a slider")
        }
        let kind: Control.Kind = switch type {
        case "switch": .toggle(isOn: map.value("on").flatMap { decode.bool($0, "on") } ?? false)
        case "slider": .slider(value: map.value("value").flatMap { decode.number($0, "value", in: 0...1) } ?? 0.5)
        default: .button
        }
        var control = ControlDescription(kind: kind)
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

    private func action(_ node: Node, references: inout [Reference]) -> (events: Set<ControlEvent>, behavior: ControlBehavior)? {
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
        let behavior: ControlBehavior?
        switch verb {
        case "setBackground": behavior = decode.color(value, "value").map(ControlBehavior.setBackground)
        case "setLabel": behavior = decode.string(value, "value").map(ControlBehavior.setLabel)
        default:
            behavior = decode.string(value, "value").map { id in
                references.append(Reference(id: id, line: value.mark?.line ?? 0, column: value.mark?.column ?? 0))
                return verb == "showWhenOn" ? ControlBehavior.showWhenOn(view: id) : ControlBehavior.setHidden(view: id, hidden: verb == "hide")
            }
        }
        return behavior.map { (events, $0) }
    }
}
