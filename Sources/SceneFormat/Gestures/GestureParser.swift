import GestureEngine
import SceneRuntime

/// Parses a view's `gestures` list: type, parameters, flags, relationships and actions.
struct GestureParser {
    let log: DiagnosticLog
    let recognizers: RecognizerRegistry
    private var decode: ValueDecoder { ValueDecoder(log: log) }

    func gestures(_ node: YAMLNode, on viewID: String) -> [GestureDescription] {
        guard let items = node.sequence else {
            log.error("gestures of '\(viewID)' must be a list, found \(node.kindDescription)", at: node,
                      hint: "start each recognizer with '- id: …' and 'type: …'")
            return []
        }
        return items.compactMap(gesture)
    }

    private func gesture(_ node: YAMLNode) -> GestureDescription? {
        guard let map = MappingReader(node, what: "a gesture recognizer", allowed: SceneKeys.gestureCommon + recognizers.parameterKeys, log: log) else { return nil }
        defer { map.finish() }
        let id = map.required("id", hint: "give every recognizer a unique id such as 'tap'").flatMap { decode.string($0, "id") }
        let typeNode = map.required("type", hint: "type: one of \(recognizers.names.joined(separator: ", "))")
        let type = typeNode.flatMap { decode.string($0, "type") }
        guard let id, let type else { return nil }
        guard let kind = recognizers.kinds[type] else {
            log.error("unknown recognizer type '\(type)'", at: typeNode,
                      hint: closestMatch(to: type, in: recognizers.names).map { "did you mean '\($0)'?" }
                        ?? "use one of \(recognizers.names.joined(separator: ", "))")
            return nil
        }
        var gesture = GestureDescription(id: id, kind: kind, line: node.mark.line, column: node.mark.column)
        gesture.name = map.value("name").flatMap { decode.string($0, "name") }
        parameters(map, of: kind, into: &gesture)
        flags(map, into: &gesture)
        if let node = map.value("requireToFail") { gesture.requireToFail = references(node, "requireToFail") }
        if let node = map.value("attachTo") { gesture.attachTo = references(node, "attachTo").first }
        if let node = map.value("delegate") { delegate(node, into: &gesture) }
        if let node = map.value("overrides") { overrides(node, into: &gesture) }
        if let node = map.value("actions") { actions(node, into: &gesture) }
        return gesture
    }

    /// The kind's own keys, read by its declarations; keys other kinds take are reported as not
    /// applying to this one.
    private func parameters(_ map: MappingReader, of kind: RecognizerKind, into gesture: inout GestureDescription) {
        let own = kind.parameters.map(\.key)
        for (key, value) in map.present(among: recognizers.parameterKeys) where !own.contains(key) {
            log.error("'\(key)' does not apply to a \(kind.name) recognizer", at: value,
                      hint: own.isEmpty ? "\(kind.name) takes no parameters" : "\(kind.name) takes: \(own.joined(separator: ", "))")
        }
        for parameter in kind.parameters {
            guard let node = map.value(parameter.key), let setting = parameter.read(node, decode) else { continue }
            gesture.parameters.append((parameter.key, setting))
        }
        let read = gesture.parameters
        func number(_ key: String) -> Double? { read.first { $0.key == key }?.setting.number }
        if let minimum = number("minimumTouches"), let maximum = number("maximumTouches"), minimum > maximum {
            log.error("minimumTouches \(formatNumber(minimum)) is more than maximumTouches \(formatNumber(maximum))", at: map.value("minimumTouches"),
                      hint: "the pan could never begin; make minimumTouches ≤ maximumTouches")
        }
    }

    private func flags(_ map: MappingReader, into gesture: inout GestureDescription) {
        if let node = map.value("enabled"), let value = decode.bool(node, "enabled") { gesture.isEnabled = value }
        if let node = map.value("cancelsTouchesInView") { gesture.cancelsTouchesInView = decode.bool(node, "cancelsTouchesInView") }
        if let node = map.value("delaysTouchesBegan") { gesture.delaysTouchesBegan = decode.bool(node, "delaysTouchesBegan") }
        if let node = map.value("delaysTouchesEnded") { gesture.delaysTouchesEnded = decode.bool(node, "delaysTouchesEnded") }
        if let node = map.value("requiresExclusiveTouchType") {
            gesture.requiresExclusiveTouchType = decode.bool(node, "requiresExclusiveTouchType")
        }
        if let node = map.value("allowedTouchTypes") { gesture.allowedTouchTypes = touchTypes(node, "allowedTouchTypes") }
    }

    private func delegate(_ node: YAMLNode, into gesture: inout GestureDescription) {
        guard let map = MappingReader(node, what: "delegate", allowed: SceneKeys.delegate, log: log) else { return }
        defer { map.finish() }
        var answers = RuleDelegate.Answers()
        func ids(_ key: String, allowsAll: Bool = false) -> [String]? {
            guard let node = map.value(key) else { return nil }
            let found = references(node, key, allowsAll: allowsAll)
            gesture.delegateReferences += found.filter { $0.id != "*" }
            return found.map(\.id)
        }
        answers.simultaneousWith = ids("simultaneousWith", allowsAll: true)
        answers.requireFailureOf = ids("requireFailureOf")
        answers.requiredToFailBy = ids("requiredToFailBy")
        if let node = map.value("shouldBegin") { answers.shouldBegin = decode.bool(node, "shouldBegin") }
        if let node = map.value("beginOnlyWhilePossible"), let id = decode.string(node, "beginOnlyWhilePossible") {
            answers.beginOnlyWhilePossible = id
            gesture.delegateReferences.append(Reference(id: id, at: node))
        }
        if let node = map.value("receiveTouchTypes") { answers.receiveTouchTypes = touchTypes(node, "receiveTouchTypes") }
        if let node = map.value("beginWhenMoving") {
            let axes = Dictionary(uniqueKeysWithValues: RuleDelegate.Axis.allCases.map { ($0.rawValue, $0) })
            if node.sequence != nil {
                log.error("beginWhenMoving must be one axis, found \(node.kindDescription)", at: node, hint: "write horizontal or vertical")
            } else {
                answers.beginWhenMoving = decode.names(node, "beginWhenMoving", from: axes)?.first
            }
        }
        gesture.delegate = answers
    }

    private func overrides(_ node: YAMLNode, into gesture: inout GestureDescription) {
        guard let map = MappingReader(node, what: "overrides", allowed: SceneKeys.overrides, log: log) else { return }
        defer { map.finish() }
        func ids(_ key: String) -> Set<String> {
            guard let node = map.value(key) else { return [] }
            let found = references(node, key, allowsAll: key.hasPrefix("cannot"))
            gesture.overrideReferences += found.filter { $0.id != "*" }
            return Set(found.map(\.id))
        }
        gesture.overrides.requireFailureOf = ids("requireFailureOf")
        gesture.overrides.requiredToFailBy = ids("requiredToFailBy")
        gesture.overrides.cannotPrevent = ids("cannotPrevent")
        gesture.overrides.cannotBePreventedBy = ids("cannotBePreventedBy")
    }

    private func actions(_ node: YAMLNode, into gesture: inout GestureDescription) {
        guard let items = node.sequence else {
            return log.error("actions must be a list, found \(node.kindDescription)", at: node, hint: "- {on: ended, do: log, value: tapped}")
        }
        for item in items {
            guard let map = MappingReader(item, what: "an action", allowed: SceneKeys.action, log: log) else { continue }
            defer { map.finish() }
            var states: Set<GestureRecognizerState> = []
            if let node = map.value("on") { states = actionStates(node) }
            guard let doNode = map.required("do", hint: "do: one of \(Self.behaviors.joined(separator: ", "))"),
                  let name = decode.string(doNode, "do") else { continue }
            let value = map.value("value")
            reportKeysNotApplying(to: name, in: map)
            let parsed: Behavior? = switch name {
            case "animate": AnimationSpecParser(log: log).spec(in: map).map(Behavior.animate)
            case "throw": throwBehavior(map)
            case _ where AnimatorActionParser.verbs.contains(name):
                AnimatorActionParser(log: log).behavior(name, in: map, at: doNode, references: &gesture.animatorReferences)
            default: behavior(name, value: value, at: doNode, gesture: &gesture)
            }
            if let parsed { gesture.actions.append(BehaviorBinding(states: states, behavior: parsed)) }
        }
    }

    static let behaviors = ["moveByTranslation", "scaleByPinch", "rotateByRotation", "setBackground", "setLabel", "log",
                            "toggleEnabled", "reparentToViewUnderFinger", "reparentTo", "moveToFinger", "animate", "grab", "throw", "show", "hide",
                            "deferSystemGestures"] + AnimatorActionParser.verbs

    /// The action keys beyond `on`, `do` and `value` that each action takes.
    private static let extraKeys: [String: [String]] = [
        "animate": ["to", "timing", "delay", "options"], "throw": ["anchors", "timing"],
        "scrubAnimator": ["fraction", "distance"], "continueAnimator": ["timing", "durationFactor"],
    ]

    /// Reports each key the action `name` does not take, saying which actions take it.
    private func reportKeysNotApplying(to name: String, in map: MappingReader) {
        let own = Self.extraKeys[name] ?? []
        for key in SceneKeys.action where !["on", "do", "value"].contains(key) && map.has(key) && !own.contains(key) {
            let takers = Self.extraKeys.filter { $0.value.contains(key) }.keys.sorted()
            let hint = own.isEmpty ? "only \(takers.joined(separator: " and ")) take\(takers.count == 1 ? "s" : "") \(key)"
                : "\(name) takes \(own.joined(separator: ", "))"
            log.error("'\(key)' does not apply to '\(name)'", at: map.value(key), hint: hint)
        }
    }

    /// `{do: throw, anchors: [[x, y], …], timing: {spring: {…}}}`.
    private func throwBehavior(_ map: MappingReader) -> Behavior? {
        guard let anchorsNode = map.required("anchors", hint: "anchors: [[x, y], …] in the superview's points") else { return nil }
        guard let items = anchorsNode.sequence, !items.isEmpty else {
            log.error("anchors must be a list of points", at: anchorsNode, hint: "anchors: [[100, 200], [500, 200]]")
            return nil
        }
        let anchors = items.compactMap { decode.point($0, "anchor") }
        guard anchors.count == items.count else { return nil }
        var spring = Spring(dampingRatio: 0.75, duration: 0.6)
        if let timingNode = map.value("timing") {
            guard case let .spring(declared)? = AnimationSpecParser(log: log).timing(timingNode) else {
                log.error("throw needs a spring timing", at: timingNode, hint: "timing: {spring: {dampingRatio: 0.7, duration: 0.6}}")
                return nil
            }
            spring = declared
        }
        return .throwToNearest(anchors: anchors, spring: spring)
    }

    private func behavior(_ name: String, value: YAMLNode?, at node: YAMLNode, gesture: inout GestureDescription) -> Behavior? {
        let needsValue = ["setBackground", "setLabel", "log", "toggleEnabled", "show", "hide", "deferSystemGestures", "reparentTo"].contains(name)
        if needsValue, value == nil {
            log.error("'\(name)' needs a value", at: node, hint: "add value: …")
            return nil
        }
        if !needsValue, let value {
            log.error("'\(name)' takes no value", at: value, hint: "remove value")
            return nil
        }
        switch name {
        case "moveByTranslation": return .moveByTranslation
        case "scaleByPinch": return .scaleByPinch
        case "rotateByRotation": return .rotateByRotation
        case "reparentToViewUnderFinger": return .reparentToViewUnderFinger
        case "grab": return .grab
        case "moveToFinger": return .moveToFinger
        case "reparentTo":
            guard let value, let id = decode.string(value, "value") else { return nil }
            gesture.viewReferences.append(Reference(id: id, at: value))
            return .reparent(to: id)
        case "setBackground": return value.flatMap { decode.color($0, "value") }.map(Behavior.setBackground)
        case "setLabel": return value.flatMap { decode.string($0, "value") }.map(Behavior.setLabel)
        case "log": return value.flatMap { decode.string($0, "value") }.map(Behavior.log)
        case "toggleEnabled":
            guard let value, let id = decode.string(value, "value") else { return nil }
            gesture.actionReferences.append(Reference(id: id, at: value))
            return .toggleEnabled(recognizer: id)
        case "deferSystemGestures":
            return value.flatMap { decode.names($0, "edge", from: SceneParser.systemEdges) }.map { .deferSystemGestures(Set($0)) }
        case "show", "hide":
            guard let value, let id = decode.string(value, "value") else { return nil }
            gesture.viewReferences.append(Reference(id: id, at: value))
            return .setHidden(view: id, hidden: name == "hide")
        default:
            log.error("unknown action '\(name)'", at: node,
                      hint: closestMatch(to: name, in: Self.behaviors).map { "did you mean '\($0)'?" } ?? "use one of \(Self.behaviors.joined(separator: ", "))")
            return nil
        }
    }

    private func actionStates(_ node: YAMLNode) -> Set<GestureRecognizerState> {
        let names = ["began": GestureRecognizerState.began, "changed": .changed, "ended": .ended, "cancelled": .cancelled]
        return Set(decode.names(node, "on", from: names) ?? [])
    }

    private func touchTypes(_ node: YAMLNode, _ what: String) -> Set<TouchType>? {
        let names = Dictionary(uniqueKeysWithValues: TouchType.allCases.map { ($0.rawValue, $0) })
        return decode.names(node, what, from: names).map(Set.init)
    }

    /// An id or a list of ids, with positions.
    private func references(_ node: YAMLNode, _ what: String, allowsAll: Bool = false) -> [Reference] {
        let items = node.sequence ?? [node]
        return items.compactMap { item in
            guard let id = decode.string(item, what) else { return nil }
            if id == "*", !allowsAll {
                log.error("'*' is not allowed in \(what)", at: item, hint: "name recognizers by id")
                return nil
            }
            return Reference(id: id, at: item)
        }
    }
}
