import ArgumentParser
import FileOutput
import Foundation
import SceneFormat
#if canImport(Glibc)
import Glibc
#endif

/// `gesturescope list`: the gallery in the order `←`/`→` follow, grouped by chapter.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the gallery: every scene in the talk's order, grouped by chapter, with a one-line summary.",
        discussion: """
        Chapters in order: the WWDC 2017 talk's parts 1–3 (the gesture system, system gestures, drag and drop), \
        Apple's gestures guide, its tap and long-press guide, the WWDC 2014 TouchDemo, Gesturescope's own scenes, \
        then your scenes (~/.local/share/gesturescope/scenes). Each line gives the name `run`, `trace` and `snapshot` take, \
        then the scene's title (its `name`). Piped, the output is plain text with whole lines; \
        on a terminal, headings are bold and lines are cut at its width.
        """
    )

    func run() throws {
        let root = try CommandSupport.resources()
        let onTerminal = isatty(STDOUT_FILENO) == 1
        let text = GalleryListing.text(SceneGallery.load(root: root), width: onTerminal ? Self.terminalWidth() : nil, emphasis: onTerminal)
        try CommandSupport.say(text)
    }

    /// The terminal's width in columns, or nil when it does not say.
    private static func terminalWidth() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
