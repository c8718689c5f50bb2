import GestureEngine
import SceneRuntime

/// Parses a view's `interactions` mapping: `drag` (a drag interaction and its delegate's answers)
/// and `drop` (a drop target's proposal and what a drop does).
struct InteractionParser {
    let log: DiagnosticLog
    private var decode: ValueDecoder { ValueDecoder(log: log) }

    /// Items a delegate may answer: enough for any demo, small enough to draw as a badge.
    static let itemLimit = 99

    init(log: DiagnosticLog) {
        self.log = log
    }

    func interactions(_ node: YAMLNode, on viewID: String) -> InteractionsDescription? {
        guard let map = MappingReader(node, what: "the interactions of '\(viewID)'", allowed: SceneKeys.interactions, log: log)
        else { return nil }
        defer { map.finish() }
        var parsed = InteractionsDescription()
        if let node = map.value("drag") { parsed.drag = drag(node, on: viewID) }
        if let node = map.value("drop") { parsed.drop = drop(node, on: viewID) }
        return parsed
    }

    private func drag(_ node: YAMLNode, on viewID: String) -> DragDescription? {
        guard let map = MappingReader(node, what: "the drag interaction of '\(viewID)'", allowed: SceneKeys.drag, log: log)
        else { return nil }
        defer { map.finish() }
        var drag = DragDescription()
        if let node = map.value("items"), let items = decode.integer(node, "items", in: 0...Self.itemLimit) { drag.items = items }
        if let node = map.value("preview"), let preview = decode.name(node, "preview", from: Self.previews) {
            drag.preview = preview
        }
        if let node = map.value("itemsForAdding") {
            drag.itemsForAdding = decode.integer(node, "itemsForAdding", in: 0...Self.itemLimit)
        }
        if let node = map.value("sessionForAddingItems") {
            drag.sessionForAddingItems = decode.name(node, "sessionForAddingItems", from: Self.sessionChoices)
        }
        if let node = map.value("allowsSimultaneousRecognitionDuringLift"),
           let allows = decode.bool(node, "allowsSimultaneousRecognitionDuringLift") {
            drag.allowsSimultaneousRecognitionDuringLift = allows
        }
        if let node = map.value("enabled"), let enabled = decode.bool(node, "enabled") { drag.enabled = enabled }
        return drag
    }

    private static let previews = Dictionary(uniqueKeysWithValues: DragInteraction.LiftPreview.allCases.map { ($0.rawValue, $0) })
    private static let sessionChoices = Dictionary(uniqueKeysWithValues: DragInteraction.SessionChoice.allCases.map { ($0.rawValue, $0) })
    private static let proposals = Dictionary(uniqueKeysWithValues: DropOperation.allCases.map { ($0.rawValue, $0) })

    private func drop(_ node: YAMLNode, on viewID: String) -> DropDescription? {
        guard let map = MappingReader(node, what: "the drop interaction of '\(viewID)'", allowed: SceneKeys.drop, log: log)
        else { return nil }
        defer { map.finish() }
        guard let proposal = map.required("proposal", hint: "proposal: copy, move, forbidden or cancel")
            .flatMap({ decode.name($0, "proposal", from: Self.proposals) }) else { return nil }
        var drop = DropDescription(proposal: proposal)
        if let node = map.value("perform") {
            let items = node.sequence ?? [node]
            drop.perform = items.compactMap(dropBehavior)
        }
        return drop
    }

    /// `moveItemsIn`, `{do: setBackground, value: colour}` or `{do: setLabel, value: text}`.
    private func dropBehavior(_ node: YAMLNode) -> DropBehavior? {
        if let word = node.scalar?.string {
            if word == "moveItemsIn" { return .moveItemsIn }
            log.error("unknown drop step '\(word)'", at: node, hint: "use moveItemsIn, {do: setBackground, value: …} or {do: setLabel, value: …}")
            return nil
        }
        guard let map = MappingReader(node, what: "a drop's perform step", allowed: SceneKeys.dropAction, log: log) else { return nil }
        defer { map.finish() }
        guard let verb = map.required("do", hint: "do: moveItemsIn, setBackground or setLabel").flatMap({ decode.string($0, "do") })
        else { return nil }
        guard verb != "moveItemsIn" else { return .moveItemsIn }
        // A drop changes its target only: no view ids to name.
        guard verb == "setBackground" || verb == "setLabel" else {
            log.error("unknown drop step '\(verb)'", at: map.value("do") ?? node, hint: "use moveItemsIn, setBackground or setLabel")
            return nil
        }
        var unused: [Reference] = []
        return map.required("value", hint: "value: a colour (setBackground) or text (setLabel)")
            .flatMap { decode.viewEffect(verb, value: $0, references: &unused) }.map(DropBehavior.effect)
    }
}
