import GestureEngine
import Yams

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

    mutating func views(_ node: Node, what: String) -> [ViewDescription] {
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
    private mutating func overLimit(_ message: String, at node: Node, hint: String) {
        guard !isOverLimit else { return }
        isOverLimit = true
        log.error(message, at: node, hint: hint)
    }

    private mutating func view(_ node: Node) -> ViewDescription? {
        guard let map = MappingReader(node, what: "a view", allowed: SceneKeys.view, log: log) else { return nil }
        defer { map.finish() }
        let id = map.required("id", hint: "give every view a unique id such as 'card'").flatMap { idValue($0) }
        let frame = map.required("frame", hint: "frame: [x, y, width, height] in the superview's points")
            .flatMap { decode.rect($0, "frame") }
        var view = ViewDescription(id: id ?? "?", frame: frame ?? .zero, line: node.mark?.line ?? 0)
        if let node = map.value("boundsOrigin"), let origin = decode.point(node, "boundsOrigin") { view.boundsOrigin = origin }
        if let node = map.value("transform"), let transform = transform(node) { view.transform = transform }
        if let node = map.value("alpha"), let alpha = decode.number(node, "alpha", in: 0...1) { view.alpha = alpha }
        if let node = map.value("hidden"), let value = decode.bool(node, "hidden") { view.isHidden = value }
        if let node = map.value("userInteraction"), let value = decode.bool(node, "userInteraction") { view.isUserInteractionEnabled = value }
        if let node = map.value("multipleTouch"), let value = decode.bool(node, "multipleTouch") { view.isMultipleTouchEnabled = value }
        if let node = map.value("exclusiveTouch"), let value = decode.bool(node, "exclusiveTouch") { view.isExclusiveTouch = value }
        if let node = map.value("clipsToBounds"), let value = decode.bool(node, "clipsToBounds") { view.clipsToBounds = value }
        if let node = map.value("background"), let color = decode.color(node, "background") { view.background = color }
        if let node = map.value("cornerRadius"), let radius = decode.nonNegative(node, "cornerRadius") { view.cornerRadius = radius }
        if let node = map.value("border") { border(node, into: &view) }
        if let node = map.value("label") { view.label = label(node) }
        if let node = map.value("hitTest"), let options = hitTest(node) { view.hitTestOptions = options }
        if let node = map.value("logTouches"), let value = decode.bool(node, "logTouches") { view.logsTouches = value }
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
        if let node = map.value("animation") { view.animation = AnimationSpecParser(log: log).spec(node) }
        if let node = map.value("subviews") { view.subviews = views(node, what: "subviews of '\(view.id)'") }
        return id == nil || frame == nil ? nil : view
    }

    private mutating func idValue(_ node: Node) -> String? {
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
        seenIDs[id] = node.mark?.line ?? 0
        return id
    }

    /// Scale, then rotate, then translate, all about the view's centre.
    private func transform(_ node: Node) -> Transform2D? {
        guard let map = MappingReader(node, what: "transform", allowed: SceneKeys.transform, log: log) else { return nil }
        defer { map.finish() }
        var result = Transform2D.identity
        if let node = map.value("scale") {
            if node.sequence != nil {
                if let values = decode.numbers(node, "scale", count: 2, names: "sx, sy"), values.allSatisfy({ scaleInRange($0, node) }) {
                    result = result.concatenating(Transform2D(scaleX: values[0], y: values[1]))
                }
            } else if let factor = decode.number(node, "scale"), scaleInRange(factor, node) {
                result = result.concatenating(Transform2D(scaleX: factor, y: factor))
            }
        }
        if let node = map.value("rotateDegrees"), let degrees = decode.number(node, "rotateDegrees") {
            result = result.concatenating(Transform2D(rotationAngle: degrees * .pi / 180))
        }
        if let node = map.value("translate"), let offset = decode.point(node, "translate") {
            result = result.concatenating(Transform2D(translationX: offset.x, y: offset.y))
        }
        return result
    }

    private func scaleInRange(_ factor: Double, _ node: Node) -> Bool {
        guard abs(factor) > log.limits.scaleFactor else { return true }
        log.error("scale \(formatNumber(factor)) is too large", at: node,
                  hint: "scale factors are between -\(formatNumber(log.limits.scaleFactor)) and \(formatNumber(log.limits.scaleFactor))")
        return false
    }

    private func border(_ node: Node, into view: inout ViewDescription) {
        guard let map = MappingReader(node, what: "border", allowed: SceneKeys.border, log: log) else { return }
        defer { map.finish() }
        if let node = map.value("width"), let width = decode.nonNegative(node, "border width") { view.borderWidth = width }
        if let node = map.value("color"), let color = decode.color(node, "border color") { view.borderColor = color }
    }

    /// `label: "text"` or `label: {text:, color:, size:}`.
    private func label(_ node: Node) -> ViewLabel? {
        if node.scalar != nil { return decode.string(node, "label").map { ViewLabel(text: $0) } }
        guard let map = MappingReader(node, what: "label", allowed: SceneKeys.label, log: log) else { return nil }
        defer { map.finish() }
        guard let text = map.required("text").flatMap({ decode.string($0, "label text") }) else { return nil }
        var label = ViewLabel(text: text)
        if let node = map.value("color"), let color = decode.color(node, "label color") { label.color = color }
        if let node = map.value("size"), let size = decode.number(node, "label size", in: 1...400) { label.fontSize = size }
        return label
    }

    private func hitTest(_ node: Node) -> HitTestOptions? {
        guard let map = MappingReader(node, what: "hitTest", allowed: SceneKeys.hitTest, log: log) else { return nil }
        defer { map.finish() }
        var options = HitTestOptions()
        if let node = map.value("minimumTouchSize") {
            options.minimumTouchSize = decode.number(node, "minimumTouchSize", in: 1...1000, hint: "44 is the HIG minimum target")
        }
        if let node = map.value("passThrough"), let value = decode.bool(node, "passThrough") { options.passesThroughSelf = value }
        if let node = map.value("presentation"), let value = decode.bool(node, "presentation") { options.usesPresentation = value }
        return options
    }
}
