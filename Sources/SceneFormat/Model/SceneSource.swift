/// Where a scene comes from in the seeds (`source: {chapter, section}`): the talk's part, a
/// guide or a TouchDemo stage, and the section there. Read and kept; nothing orders or shows
/// scenes by it yet.
public struct SceneSource: Sendable, Equatable {
    /// `talk-1`, `talk-2`, `talk-3`, a guide or a TouchDemo stage.
    public var chapter: String
    /// The section's title there, as the seed writes it.
    public var section: String

    public init(chapter: String, section: String) {
        self.chapter = chapter
        self.section = section
    }
}
