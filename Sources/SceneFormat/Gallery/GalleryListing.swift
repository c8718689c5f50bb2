import Foundation

/// `gesturescope list`'s text: the gallery in order, a heading per chapter, then one line per
/// scene — the name `run` takes, then the scene's one-line summary.
///
/// Piped (`width` nil, no `emphasis`), the text is plain and whole, for `grep` and scripts; on a
/// terminal, headings are bold and each line is cut at the terminal's width with "…".
public enum GalleryListing {
    /// The listing of `gallery`. `width`: columns to cut lines at (nil: never cut);
    /// `emphasis`: bold headings (ANSI escapes, for a terminal only).
    public static func text(_ gallery: SceneGallery, width: Int? = nil, emphasis: Bool = false) -> String {
        let nameWidth = gallery.groups.flatMap(\.scenes).map(\.fileName.count).max() ?? 0
        var lines: [String] = []
        for group in gallery.groups {
            if !lines.isEmpty { lines.append("") }
            let heading = cut(group.heading, to: width)
            lines.append(emphasis ? "\u{1B}[1m" + heading + "\u{1B}[0m" : heading)
            for scene in group.scenes {
                let name = scene.fileName.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                let line = "  \(name)  \(scene.summary)"
                lines.append(cut(line.trimmingTrailingSpaces, to: width))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `text` cut to `width` characters, its last one "…" when cut.
    static func cut(_ text: String, to width: Int?) -> String {
        guard let width, text.count > width else { return text }
        return String(text.prefix(max(0, width - 1))) + "…"
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
