import App
import SceneFormat

/// Scene files in memory for the window model: saving one gives it a new stamp, as an editor's
/// save does on disk; removing one leaves no file (an editor's save caught half-way).
final class MemoryFiles: WindowFiles {
    private var texts: [String: String] = [:]
    private var versions: [String: Int] = [:]
    /// Paths of files that exist but are not scenes (names a new file must not take).
    var otherFiles: Set<String> = []
    /// Every path loaded, in order.
    private(set) var loads: [String] = []

    init(_ scenes: [String: String] = [:]) {
        for (path, text) in scenes { save(text, at: path) }
    }

    func save(_ text: String, at path: String) {
        texts[path] = text
        versions[path, default: 0] += 1
    }

    func remove(_ path: String) {
        texts[path] = nil
    }

    func loadScene(path: String, recognizers: RecognizerRegistry, settings: [RecognizerSetting]) -> Result<SceneDescription, SceneErrors> {
        loads.append(path)
        return SceneLoader.parseScene(texts[path] ?? "", file: path, settings: settings, recognizers: recognizers)
    }

    func stamp(of path: String) -> FileStamp? {
        guard texts[path] != nil, let version = versions[path] else { return nil }
        return FileStamp(device: 1, inode: UInt(abs(path.hashValue) % 100_000), modifiedNanoseconds: version, changedNanoseconds: version,
                         size: texts[path]?.utf8.count ?? 0)
    }

    func exists(_ path: String) -> Bool {
        texts[path] != nil || otherFiles.contains(path)
    }
}
