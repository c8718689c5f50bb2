import GestureEngine

/// Parses the `views` tree, checking ids (format, uniqueness, the reserved window id), every
/// property's type and range, and the tree's size (`SceneLimits`: views, depth, recognizers),
/// which stops the walk at the first view over a limit.
struct ViewParser {
    let log: DiagnosticLog
    let recognizers: RecognizerRegistry
    private var decode: ValueDecoder { ValueDecoder(log: log) }
    /// Ids seen so far, with the line that declared them.
    private var seenIDs: [String: Int] = [SceneDescription.windowID: 0]
    private var viewCount = 0
    private var recognizerCount = 0
    private var depth = 0
    /// A limit was exceeded and reported: nothing more is parsed.
    private var isOverLimit = false

    init(log: DiagnosticLog, recognizers: RecognizerRegistry) {
        self.log = log
        self.recognizers = recognizers
    }

    mutating func views(_ node: YAMLNode, what: String) -> [ViewDescription] {
        guard let items = node.sequence else {
            log.error("\(what) must be a list of views, found \(node.kindDescription)", at: node,
                      hint: "start each view with '- id: …'")
            return []
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= log.limits.viewDepth else {
            overLimit("views nest more than \(log.limits.viewDepth) levels deep", at: node, hint: "flatten the hierarchy")
            return []
        }
        var parsed: [ViewDescription] = []
        for item in items {
            viewCount += 1
            if viewCount > log.limits.views {
                overLimit("more than \(log.limits.views) views", at: item, hint: "a scene holds at most \(log.limits.views) views")
            }
            guard !isOverLimit, !log.shouldStop() else { break }
            if let view = view(item) { parsed.append(view) }
        }
        return parsed
    }

    /// Reports the first limit exceeded and stops the walk.
    private mutating func overLimit(_ message: String, at node: YAMLNode, hint: String) {
        guard !isOverLimit else { return }
        isOverLimit = true
        log.error(message, at: node, hint: hint)
    }

    private mutating func view(_ node: YAMLNode) -> ViewDescription? {
        guard let map = MappingReader(node, what: "a view", allowed: ViewProperty.keys, log: log) else { return nil }
        defer { map.finish() }
        let id = map.required("id", hint: "give every view a unique id such as 'card'").flatMap { idValue($0) }
        let frame = map.required("frame", hint: "frame: [x, y, width, height] in the superview's points")
            .flatMap { decode.rect($0, "frame") }
        var view = ViewDescription(id: id ?? "?", frame: frame ?? .zero, line: node.mark.line)
        for property in ViewProperty.all {
            guard let read = property.read, let value = map.value(property.key), let setting = read(value, decode) else { continue }
            setting.apply(&view)
        }
        if let node = map.value("gestures") {
            if let count = node.sequence?.count, count > log.limits.recognizersPerView {
                overLimit("view '\(view.id)' has \(count) recognizers", at: node,
                          hint: "a view holds at most \(log.limits.recognizersPerView) recognizers")
                return nil
            }
            recognizerCount += node.sequence?.count ?? 0
            if recognizerCount > log.limits.recognizers {
                overLimit("more than \(log.limits.recognizers) recognizers", at: node,
                          hint: "a scene holds at most \(log.limits.recognizers) recognizers")
                return nil
            }
            view.gestures = GestureParser(log: log, recognizers: recognizers).gestures(node, on: view.id)
        }
        if let node = map.value("control"), let (control, references) = ControlParser(log: log).control(node, on: view.id) {
            view.control = control
            view.controlReferences = references
        }
        if let node = map.value("scroll") {
            view.scroll = ScrollParser(log: log).scroll(node, on: view.id)
            // UIScrollView clips its content unless told otherwise.
            if view.scroll != nil, !map.has("clipsToBounds") { view.viewSettings.append { $0.clipsToBounds = true } }
        }
        if let node = map.value("interactions") { view.interactions = InteractionParser(log: log).interactions(node, on: view.id) }
        if let node = map.value("animation") { view.animation = AnimationSpecParser(log: log).spec(node) }
        if let node = map.value("animator"), let (animator, name) = AnimatorParser(log: log).animator(node, on: view.id) {
            view.animator = animator
            view.animatorName = name
        }
        if let node = map.value("subviews") { view.subviews = views(node, what: "subviews of '\(view.id)'") }
        return id == nil || frame == nil ? nil : view
    }

    private mutating func idValue(_ node: YAMLNode) -> String? {
        guard let id = decode.string(node, "id") else { return nil }
        let isWellFormed = id.first.map { $0.isLetter || $0 == "_" } == true
            && id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        guard isWellFormed else {
            log.error("id '\(id)' is not a valid id", at: node, hint: "use letters, digits, '_' and '-', starting with a letter")
            return nil
        }
        if let firstLine = seenIDs[id] {
            let hint = firstLine == 0 ? "'\(id)' names the window itself; choose another id"
                : "ids must be unique; '\(id)' is first declared on line \(firstLine)"
            log.error("duplicate id '\(id)'", at: node, hint: hint)
            return nil
        }
        seenIDs[id] = node.mark.line
        return id
    }
}
