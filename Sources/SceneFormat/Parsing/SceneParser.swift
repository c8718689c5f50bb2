import GestureEngine

/// Parses a whole scene file: name, window, views, demo script.
struct SceneParser {
    let log: DiagnosticLog
    let recognizers: RecognizerRegistry
    private var decode: ValueDecoder { ValueDecoder(log: log) }

    func scene(_ root: YAMLNode) -> SceneDescription? {
        guard let map = MappingReader(root, what: "the scene", allowed: SceneKeys.scene, log: log) else { return nil }
        defer { map.finish() }
        let name = map.required("name", hint: "name: the scene's title").flatMap { decode.string($0, "name") }
        let summary = map.value("description").flatMap { decode.string($0, "description") }
        let source = map.value("source").flatMap(source)
        let window = map.required("window", hint: "window: {size: [width, height]}").flatMap(window)
        var viewParser = ViewParser(log: log, recognizers: recognizers)
        let views = map.value("views").map { viewParser.views($0, what: "views") } ?? []
        GestureValidation(log: log).validate(views)
        AnimatorValidation(log: log).validate(views)
        let script = map.value("script").map { ScriptParser(log: log).script($0) } ?? InputScript()
        let poster = map.value("posterTime").flatMap { decode.time($0, "posterTime") }
        let checkpoints = map.value("checkpoints").flatMap { CheckpointParser(log: log).checkpoints($0) }
        guard let name, let window else { return nil }
        var scene = SceneDescription(name: name, summary: summary, windowSize: window.size, background: window.background,
                                     views: views, script: script, posterTime: poster, file: log.file)
        scene.sizeClass = window.sizeClass
        scene.systemEdges = window.systemEdges
        scene.deferredSystemEdges = window.deferred
        scene.checkpoints = checkpoints
        scene.source = source
        return scene
    }

    private static let chapters = Dictionary(uniqueKeysWithValues: GalleryChapter.allCases.map { ($0.rawValue, $0) })

    /// `source: {chapter: talk-1, section: "Tap and pan"}`: both keys required.
    private func source(_ node: YAMLNode) -> SceneSource? {
        guard let map = MappingReader(node, what: "source", allowed: SceneKeys.source, log: log) else { return nil }
        defer { map.finish() }
        let chapter = map.required("chapter", hint: "chapter: one of \(GalleryChapter.allCases.map(\.rawValue).joined(separator: ", "))")
            .flatMap { decode.name($0, "chapter", from: Self.chapters) }
        let section = map.required("section", hint: "section: the part of the chapter the scene shows, in free text")
            .flatMap { decode.string($0, "section") }
        guard let chapter, let section else { return nil }
        return SceneSource(chapter: chapter, section: section)
    }

    private static let sizeClasses = Dictionary(uniqueKeysWithValues: SizeClass.allCases.map { ($0.rawValue, $0) })
    static let systemEdges = Dictionary(uniqueKeysWithValues: SystemEdge.allCases.map { ($0.rawValue, $0) })

    private func window(_ node: YAMLNode) -> (size: Size, background: Color, sizeClass: SizeClass, systemEdges: Set<SystemEdge>, deferred: Set<SystemEdge>)? {
        guard let map = MappingReader(node, what: "window", allowed: SceneKeys.window, log: log) else { return nil }
        defer { map.finish() }
        guard let size = map.required("size", hint: "size: [width, height] in points").flatMap({ decode.size($0, "window size") })
        else { return nil }
        let side = log.limits.windowSide
        guard size.width >= 1, size.height >= 1, size.width <= side, size.height <= side else {
            log.error("window size \(size) is out of range", at: map.value("size"),
                      hint: "each side must be 1 to \(formatNumber(side)) points: a larger window cannot be drawn beside its timeline")
            return nil
        }
        let background = map.value("background").flatMap { decode.color($0, "background") } ?? .white
        let sizeClass = map.value("sizeClass").flatMap { decode.name($0, "sizeClass", from: Self.sizeClasses) } ?? .regular
        let edges = map.value("systemEdges").flatMap { decode.names($0, "edge", from: Self.systemEdges) }.map(Set.init) ?? []
        let deferred = map.value("deferSystemGestures").flatMap { decode.names($0, "edge", from: Self.systemEdges) }.map(Set.init) ?? []
        return (size, background, sizeClass, edges, deferred)
    }

    /// A standalone script file: `script:` and an optional `description`.
    func scriptFile(_ root: YAMLNode) -> InputScript? {
        guard let map = MappingReader(root, what: "the script file", allowed: SceneKeys.scriptFile, log: log) else { return nil }
        defer { map.finish() }
        _ = map.value("description").flatMap { decode.string($0, "description") }
        return map.required("script", hint: "script: a list of steps").map { ScriptParser(log: log).script($0) }
    }
}
