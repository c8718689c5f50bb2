import GestureEngine

/// Readers of a view's compound values: transform, border, label, hit-test options.
extension ValueDecoder {
    /// Scale, then rotate, then translate, all about the view's centre.
    func transform(_ node: YAMLNode) -> Transform2D? {
        guard let map = MappingReader(node, what: "transform", allowed: SceneKeys.transform, log: log) else { return nil }
        defer { map.finish() }
        var result = Transform2D.identity
        if let node = map.value("scale") {
            if node.sequence != nil {
                if let values = numbers(node, "scale", count: 2, names: "sx, sy"), values.allSatisfy({ scaleInRange($0, node) }) {
                    result = result.concatenating(Transform2D(scaleX: values[0], y: values[1]))
                }
            } else if let factor = number(node, "scale"), scaleInRange(factor, node) {
                result = result.concatenating(Transform2D(scaleX: factor, y: factor))
            }
        }
        if let node = map.value("rotateDegrees"), let degrees = number(node, "rotateDegrees") {
            result = result.concatenating(Transform2D(rotationAngle: degrees * .pi / 180))
        }
        if let node = map.value("translate"), let offset = point(node, "translate") {
            result = result.concatenating(Transform2D(translationX: offset.x, y: offset.y))
        }
        return result
    }

    private func scaleInRange(_ factor: Double, _ node: YAMLNode) -> Bool {
        guard abs(factor) > log.limits.scaleFactor else { return true }
        log.error("scale \(formatNumber(factor)) is too large", at: node,
                  hint: "scale factors are between -\(formatNumber(log.limits.scaleFactor)) and \(formatNumber(log.limits.scaleFactor))")
        return false
    }

    /// `{width: pt, color: colour}`: sets only what is given.
    func border(_ node: YAMLNode) -> ViewSetting? {
        guard let map = MappingReader(node, what: "border", allowed: SceneKeys.border, log: log) else { return nil }
        defer { map.finish() }
        let width = map.value("width").flatMap { nonNegative($0, "border width") }
        let color = map.value("color").flatMap { self.color($0, "border color") }
        return .view { view in
            if let width { view.borderWidth = width }
            if let color { view.borderColor = color }
        }
    }

    /// `label: "text"` or `label: {text:, color:, size:}`.
    func label(_ node: YAMLNode) -> ViewLabel? {
        if node.scalar != nil { return string(node, "label").map { ViewLabel(text: $0) } }
        guard let map = MappingReader(node, what: "label", allowed: SceneKeys.label, log: log) else { return nil }
        defer { map.finish() }
        guard let text = map.required("text").flatMap({ string($0, "label text") }) else { return nil }
        var label = ViewLabel(text: text)
        if let node = map.value("color"), let color = color(node, "label color") { label.color = color }
        if let node = map.value("size"), let size = number(node, "label size", in: 1...400) { label.fontSize = size }
        return label
    }

    func hitTestOptions(_ node: YAMLNode) -> HitTestOptions? {
        guard let map = MappingReader(node, what: "hitTest", allowed: SceneKeys.hitTest, log: log) else { return nil }
        defer { map.finish() }
        var options = HitTestOptions()
        if let node = map.value("minimumTouchSize") {
            options.minimumTouchSize = number(node, "minimumTouchSize", in: 1...1000, hint: "44 is the HIG minimum target")
        }
        if let node = map.value("passThrough"), let value = bool(node, "passThrough") { options.passesThroughSelf = value }
        if let node = map.value("presentation"), let value = bool(node, "presentation") { options.usesPresentation = value }
        return options
    }
}
