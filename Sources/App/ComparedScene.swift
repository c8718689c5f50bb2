import SceneFormat

/// The scene a window shows beside its own on the same input (`run A --compare B`): a file, with
/// recognizer settings applied before it is built (`--set`), so a what-if needs no second file.
public struct ComparedScene: Equatable, Sendable {
    /// The scene file (it may be A's own, changed by `settings`).
    public var path: String
    /// `RECOGNIZER.KEY=VALUE` changes, applied in order.
    public var settings: [RecognizerSetting]

    /// The scene at `path` with `settings` applied (none: the file as it is).
    public init(path: String, settings: [RecognizerSetting] = []) {
        self.path = path
        self.settings = settings
    }

    /// What the panes' headers call the two sides: each scene's name, B's with the settings that
    /// changed it (`with pan.requireToFail=[tap]`).
    public func sideNames(a: SceneDescription, b: SceneDescription) -> [String] {
        let changes = settings.map(\.description).joined(separator: ", ")
        return [a.name, b.name + (changes.isEmpty ? "" : " with " + changes)]
    }
}
