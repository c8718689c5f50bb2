import Foundation

/// What the gallery needs of a scene file — its name, description and `source` — read without
/// parsing its views and script, so ordering every scene stays cheap. A file that cannot be read
/// or composed still gets a header (no name, no source): the gallery lists it, and loading it
/// reports its problems.
public struct SceneHeader: Sendable, Equatable {
    /// The file's path.
    public var path: String
    /// The scene's `name`, or nil.
    public var name: String?
    /// The scene's `description`, or nil.
    public var description: String?
    /// The scene's `source` when it is valid (a known chapter and a section), else nil.
    public var source: SceneSource?

    public init(path: String, name: String? = nil, description: String? = nil, source: SceneSource? = nil) {
        self.path = path
        self.name = name
        self.description = description
        self.source = source
    }

    /// The file name without `.yaml`: what `gesturescope run NAME` takes.
    public var fileName: String { URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent }

    /// The header of the scene at `path`.
    public static func read(path: String, limits: SceneLimits = .standard) -> SceneHeader {
        guard case let .success(text) = SceneLoader.readText(path, maxBytes: limits.fileBytes, what: "a scene") else {
            return SceneHeader(path: path)
        }
        return parse(text, path: path)
    }

    /// The header of the scene text `text`.
    static func parse(_ text: String, path: String) -> SceneHeader {
        guard case let .success(root?) = YAMLComposer.compose(text), root.mapping != nil else { return SceneHeader(path: path) }
        var header = SceneHeader(path: path, name: root.entry("name")?.scalar?.string, description: root.entry("description")?.scalar?.string)
        if let source = root.entry("source"), source.mapping != nil,
           let chapter = (source.entry("chapter")?.scalar?.string).flatMap(GalleryChapter.init(rawValue:)),
           let section = source.entry("section")?.scalar?.string {
            header.source = SceneSource(chapter: chapter, section: section)
        }
        return header
    }

    /// One line saying what the scene is: its name (a title such as "Talk widget 4 — pan requires
    /// tap to fail"), else the first sentence of its description, else nothing.
    public var summary: String {
        if let name, !name.isEmpty { return Self.oneLine(name) }
        let text = Self.oneLine(description ?? "")
        guard let end = text.range(of: ". ") else { return text }
        return String(text[..<end.lowerBound]) + "."
    }

    /// `text` with every run of white space (line breaks too) as one space.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
