import ArgumentParser
import FileOutput
#if canImport(Glibc)
import Glibc
#endif

@main
struct Gesturescope: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesturescope",
        abstract: "See UIKit's touch handling at work: hit testing, delivery, gesture recognizers.",
        discussion: """
        Scenes are YAML files (docs/SCENES.md); a SCENE argument is a path or the name of a file in Scenes/ of the project you stand in \
        (the nearest folder upward holding Scenes/gallery.txt), else of GESTURESCOPE_ROOT, else of the installed scenes.
        Exit codes: 0 success, 1 failure (display, SDL, file system, ffmpeg; check: a difference), 2 invalid scene or script, 64 invalid arguments.
        """,
        subcommands: [RunCommand.self, TraceCommand.self, CompareCommand.self, SnapshotCommand.self, RecordCommand.self, CheckCommand.self, ListCommand.self, NewCommand.self, ValidateCommand.self,
                      SwiftCommand.self, BenchCommand.self],
        defaultSubcommand: RunCommand.self
    )

    /// Before parsing: a closed pipe becomes a write error the command reports (not a silent
    /// SIGPIPE death), and SIGQUIT ends the process at once with its default action (exit
    /// status 131, a core dump where enabled) instead of waiting ~10 s for Swift's backtracer
    /// (docs/RELIABILITY.md).
    static func main() {
        StandardStreams.prepare()
        signal(SIGQUIT, SIG_DFL)
        main(nil)
    }
}
