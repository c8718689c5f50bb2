import Foundation

/// Paths inside the package, found from this source file so tests run from any directory.
enum ProjectFiles {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// The `.yaml` files directly in `folder`, sorted.
    static func yamlFiles(in folder: String) -> [String] {
        let directory = path(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { directory + "/" + $0 }
    }
}
