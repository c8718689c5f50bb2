import Foundation

/// The gallery: every scene in the order the window's `←`/`→`, the no-scene window and
/// `gesturescope list` follow.
///
/// Shipped scenes go by chapter (`GalleryChapter`, the talk's order), then by their place in the
/// listing (`Scenes/gallery.txt`), then by file name: a scene the listing does not name — one
/// another branch added — ends its chapter instead of failing. Shipped scenes without a valid
/// `source` come after the chapters, and the user's own scenes last, each by file name.
public struct SceneGallery: Sendable {
    /// One run of scenes under a heading.
    public struct Group: Sendable, Equatable {
        /// The chapter; nil for scenes without a source and for the user's scenes.
        public var chapter: GalleryChapter?
        public var heading: String
        public var scenes: [SceneHeader]
    }

    /// The groups in gallery order; none is empty.
    public let groups: [Group]

    /// Every scene's path, in gallery order.
    public var paths: [String] { groups.flatMap { $0.scenes.map(\.path) } }

    /// Orders `shipped` and `user` headers; `listing` names shipped scenes (file names) in order.
    public init(shipped: [SceneHeader], user: [SceneHeader], listing: [String]) {
        let place = Dictionary(listing.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        func listed(_ scenes: [SceneHeader]) -> [SceneHeader] {
            scenes.sorted { (place[$0.fileName] ?? .max, $0.fileName) < (place[$1.fileName] ?? .max, $1.fileName) }
        }
        var groups = GalleryChapter.allCases.map { chapter in
            Group(chapter: chapter, heading: chapter.title, scenes: listed(shipped.filter { $0.source?.chapter == chapter }))
        }
        groups.append(Group(chapter: nil, heading: Self.unsortedHeading, scenes: shipped.filter { $0.source == nil }.sorted { $0.fileName < $1.fileName }))
        groups.append(Group(chapter: nil, heading: Self.userHeading, scenes: user.sorted { $0.fileName < $1.fileName }))
        self.groups = groups.filter { !$0.scenes.isEmpty }
    }

    public static let unsortedHeading = "Scenes without a source"
    public static let userHeading = "Your scenes"

    /// The listing's file, beside the shipped scenes.
    public static let listingName = "gallery.txt"

    /// The gallery of `root`'s shipped scenes and the user's.
    public static func load(root: ResourceRoot) -> SceneGallery {
        let listingPath = root.scenesFolder + "/" + listingName
        let listing = (try? String(contentsOfFile: listingPath, encoding: .utf8)).map(parseListing) ?? []
        return SceneGallery(shipped: root.sceneFiles.map { SceneHeader.read(path: $0) },
                            user: root.userSceneFiles.map { SceneHeader.read(path: $0) }, listing: listing)
    }

    /// The scene names of a listing: one a line; blank lines and `#` comments are skipped.
    static func parseListing(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let name = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : name
        }
    }
}
