import GestureEngine

/// Parses a view's `scroll` mapping (§3.8): `{contentSize: [w, h], contentOffset: [x, y],
/// contentInset: [top, left, bottom, right], bounces, alwaysBounceHorizontal,
/// alwaysBounceVertical, paging, directionalLock, decelerationRate: normal | fast,
/// delaysContentTouches, canCancelContentTouches, indicators, minimumZoomScale,
/// maximumZoomScale, zoomView: VIEW (inside this one), panAttachTo: VIEW}`.
struct ScrollParser {
    let log: DiagnosticLog
    private var decode: ValueDecoder { ValueDecoder(log: log) }

    init(log: DiagnosticLog) {
        self.log = log
    }

    func scroll(_ node: YAMLNode, on viewID: String) -> ScrollDescription? {
        guard let map = MappingReader(node, what: "the scroll view of '\(viewID)'", allowed: SceneKeys.scroll, log: log) else { return nil }
        defer { map.finish() }
        // Numbers are bounded for every scene key (`ValueDecoder.number`): offsets stay exact.
        guard let sizeNode = map.required("contentSize", hint: "contentSize: [width, height] of the scrolled content, in points"),
              let size = decode.size(sizeNode, "contentSize") else { return nil }
        var scroll = ScrollDescription(contentSize: size)
        if let node = map.value("contentOffset"), let offset = decode.point(node, "contentOffset") { scroll.contentOffset = offset }
        if let node = map.value("contentInset"), let values = decode.numbers(node, "contentInset", count: 4, names: "top, left, bottom, right") {
            if values.allSatisfy({ $0 >= 0 }) {
                scroll.contentInset = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
            } else {
                log.error("contentInset has a negative inset", at: node, hint: "insets are 0 or more points")
            }
        }
        func flag(_ key: String) -> Bool? { map.value(key).flatMap { decode.bool($0, key) } }
        scroll.bounces = flag("bounces") ?? true
        scroll.alwaysBounceHorizontal = flag("alwaysBounceHorizontal") ?? false
        scroll.alwaysBounceVertical = flag("alwaysBounceVertical") ?? false
        scroll.paging = flag("paging") ?? false
        scroll.directionalLock = flag("directionalLock") ?? false
        scroll.delaysContentTouches = flag("delaysContentTouches") ?? true
        scroll.canCancelContentTouches = flag("canCancelContentTouches") ?? true
        scroll.indicators = flag("indicators") ?? true
        // Overrides: absent, UIKit's answers (not asked, or true but false for a control).
        scroll.touchesShouldBegin = flag("touchesShouldBegin")
        scroll.touchesShouldCancel = flag("touchesShouldCancel")
        if let node = map.value("decelerationRate") {
            let rates = Dictionary(uniqueKeysWithValues: ScrollView.DecelerationRate.allCases.map { ($0.rawValue, $0) })
            if let rate = decode.name(node, "decelerationRate", from: rates) { scroll.decelerationRate = rate }
        }
        let zoomRange = 0.01...100.0
        let minimum = map.value("minimumZoomScale").map { decode.number($0, "minimumZoomScale", in: zoomRange) }
        let maximum = map.value("maximumZoomScale").map { decode.number($0, "maximumZoomScale", in: zoomRange) }
        if let minimum = minimum ?? 1 { scroll.minimumZoomScale = minimum }
        if let maximum = maximum ?? 1 { scroll.maximumZoomScale = maximum }
        // Compared only when both are valid: an invalid one is reported once, above.
        if minimum != .some(nil), maximum != .some(nil), scroll.minimumZoomScale > scroll.maximumZoomScale,
           let node = map.value("minimumZoomScale") ?? map.value("maximumZoomScale") {
            log.error("minimumZoomScale is above maximumZoomScale", at: node, hint: "zooming needs minimumZoomScale < maximumZoomScale")
        }
        scroll.zoomView = map.value("zoomView").flatMap { reference($0, "zoomView") }
        if scroll.zoomView != nil, !scroll.isZoomable, let node = map.value("zoomView") {
            log.error("zoomView needs minimumZoomScale < maximumZoomScale", at: node, hint: "set maximumZoomScale above 1, or remove zoomView")
        }
        scroll.panAttachTo = map.value("panAttachTo").flatMap { reference($0, "panAttachTo") }
        return scroll
    }

    private func reference(_ node: YAMLNode, _ what: String) -> Reference? {
        decode.string(node, what).map { Reference(id: $0, at: node) }
    }
}
