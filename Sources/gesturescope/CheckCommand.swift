import ArgumentParser
import Foundation
import SDLShell
import VisualCheck

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare scenes' renderings and traces with their approved goldens (visual QA).",
        discussion: """
        Each scene is rendered at each of its checkpoints (the scene's `checkpoints`, else its poster time) exactly as \
        `snapshot SCENE --at T` renders it, and compared with GOLDENS/<scene>@<T>.png; its demo trace (`trace SCENE`) \
        with GOLDENS/<scene>.trace.jsonl. Exit codes: 0 everything matches, 1 a difference or a missing golden, \
        2 an unknown or invalid scene, an unreadable golden or an unusable report folder (docs/CHECK.md).
        """
    )

    @Argument(help: "Scene files, or names of scenes in Scenes/ (default: every scene in Scenes/).")
    var scenes: [String] = []

    @Option(help: ArgumentHelp("The folder of golden files (default: Scenes/goldens/ beside the scenes).", valueName: "dir"))
    var goldens: String?

    @Option(help: "Colour distance (0 to 1, a fraction of the largest) up to which two pixels count as the same.")
    var threshold: Double = 0.1

    @Option(help: ArgumentHelp("Differing pixels an image may have and still match (anti-aliased pixels are not counted).", valueName: "n"))
    var maxDiffPixels: Int = 0

    @Option(help: ArgumentHelp("The folder for index.html and its images (created if missing).", valueName: "dir"))
    var report: String = "check-report"

    @Option(help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Flag(help: "Write the current renderings and traces as the new goldens (unchanged ones are left as they are).")
    var update = false

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1") }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must be 0 or more") }
        guard !report.isEmpty else { throw ValidationError("--report must name a folder") }
    }

    func run() throws {
        let root = try CommandSupport.resources()
        let scenes = try CheckedScene.load(scenes, root: root)
        let goldensFolder = goldens ?? root.scenesFolder + "/goldens"
        try CheckFolders.prepareGoldens(goldensFolder, creating: update)
        if !update {
            try CheckFolders.prepareReport(report)
            if let junit { try CheckFolders.prepareReportFile(junit) }
        }
        let check = GoldenCheck(goldensFolder: goldensFolder, reportFolder: report,
                                tolerance: ComparisonTolerance(threshold: threshold, maximumDifferingPixels: maxDiffPixels),
                                fontPath: root.fontPath)
        do {
            try SDLRuntime.startHeadless()
            defer { SDLRuntime.stop() }
            if update {
                for scene in scenes { try check.update(scene) }
                return
            }
            var results: [CheckResult] = []
            for scene in scenes { results += try check.compare(scene) }
            try check.writeReports(results, junit: junit)
            let summary = CheckSummary(results)
            try CommandSupport.say("check: \(summary.description) → \(check.reportPage)\n")
            if !summary.allMatched { throw ExitCode.failure }
        } catch let error as SDLError {
            CommandSupport.printError(error.message)
            throw ExitCode.failure
        }
    }
}
