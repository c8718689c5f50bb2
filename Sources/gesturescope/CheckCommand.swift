import ArgumentParser
import Foundation
import SceneFormat
import SDLShell
import VisualCheck

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare scenes' renderings and traces with their approved goldens (visual QA).",
        discussion: """
        The scenes are those of the project you stand in (the nearest folder upward from the current one holding \
        Scenes/gallery.txt), else of GESTURESCOPE_ROOT, else the installed ones; the first line says which folder. \
        Each scene is rendered at each of its checkpoints (the scene's `checkpoints`, else its poster time) exactly as \
        `snapshot SCENE --at T` renders it, and compared with GOLDENS/<scene>@<T>.png; its demo trace (`trace SCENE`) \
        with GOLDENS/<scene>.trace.jsonl, a changed one told by meaning as `compare` tells it (the first divergence, \
        golden against now). A CI matrix checks one part a machine (--shard K/N) and merges the parts' \
        report folders (--merge-reports DIR…). Exit codes: 0 everything matches, 1 a difference or a missing golden, \
        2 an unknown or invalid scene, an unreadable golden, a golden that is a symbolic link, an unusable report folder, \
        a bad --shard or --jobs, or reports that do not merge (docs/CHECK.md).
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

    @Option(help: ArgumentHelp("The folder for index.html, its images and check-results.json (created if missing).", valueName: "dir"))
    var report: String = "check-report"

    @Option(help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Flag(help: "Write the current renderings and traces as the new goldens (unchanged ones are left as they are).")
    var update = false

    @Option(help: ArgumentHelp("Check only part K of N: scene i (from 0, in order) is in part i mod N + 1.", valueName: "k/n"))
    var shard: String?

    @Option(help: ArgumentHelp("Check in N processes at once (the output and reports are those of one).", valueName: "n"))
    var jobs: String = "1"

    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Merge the report folders of the shards of one check into --report (and --junit); check nothing.", valueName: "dir"))
    var mergeReports: [String] = []

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1") }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must be 0 or more") }
        guard !report.isEmpty else { throw ValidationError("--report must name a folder") }
    }

    func run() throws {
        let shard = try parsedShard(), jobs = try parsedJobs()
        if !mergeReports.isEmpty { return try merge() }
        let root = try CommandSupport.resources()
        let all = try CheckedScene.load(scenes, root: root, goldens: goldens)
        let mine = all.enumerated().filter { shard.contains(position: $0.offset) }
        let goldensFolder = goldens ?? root.scenesFolder + "/goldens"
        try CommandSupport.say(heading(root: root, goldensFolder: goldensFolder, shard: shard, checking: mine.count, of: all.count))
        try GoldenFiles.checkFolders([("goldens folder", goldensFolder)] + (goldens == nil ? [("scenes folder", root.scenesFolder)] : []))
        try CheckFolders.prepareGoldens(goldensFolder, creating: update)
        try GoldenFiles.checkGoldens(in: goldensFolder, scenes: mine.map(\.element))
        if !update {
            try CheckFolders.prepareReport(report)
            if let junit { try CheckFolders.prepareReportFile(junit) }
        }
        let tolerance = ComparisonTolerance(threshold: threshold, maximumDifferingPixels: maxDiffPixels)
        let run: CheckRun
        if !update, jobs > 1, mine.count > 1 {
            run = try CheckJobs(arguments: optionsForJobs(), jobs: min(jobs, mine.count)).run(shard, reportFolder: report)
            for result in run.results { try CommandSupport.say(CheckOutput.line(result, reportFolder: report)) }
        } else {
            let check = GoldenCheck(goldensFolder: goldensFolder, reportFolder: report, tolerance: tolerance, fontPath: root.fontPath)
            do {
                try SDLRuntime.startHeadless()
                defer { SDLRuntime.stop() }
                if update {
                    for (_, scene) in mine { try check.update(scene) }
                    return
                }
                var entries: [CheckRun.Entry] = []
                for (position, scene) in mine { entries += try check.compare(scene).map { CheckRun.Entry(position: position, result: $0) } }
                run = CheckRun(shards: [shard], tolerance: tolerance, goldensFolder: goldensFolder, entries: entries)
            } catch let error as SDLError {
                CommandSupport.printError(error.message)
                throw ExitCode.failure
            }
        }
        try finish(run)
    }

    /// The reports and the summary; exit code 1 unless everything matched.
    private func finish(_ run: CheckRun) throws {
        try CheckReportFiles.write(run, reportFolder: report, junit: junit)
        try CommandSupport.say(CheckOutput.summary(run.results, reportFolder: report))
        if !CheckSummary(run.results).allMatched { throw ExitCode.failure }
    }

    /// `--merge-reports`: the runs in the folders as one, its lines, reports and exit code.
    private func merge() throws {
        guard scenes.isEmpty, !update, shard == nil, goldens == nil else {
            CommandSupport.printError("--merge-reports takes only report folders, --report and --junit",
                                      hint: "check each shard with --shard K/N --report DIR, then merge those folders")
            throw CommandSupport.invalidInput
        }
        let runs = try mergeReports.map(CheckReportFiles.readRun(in:))
        let merged: CheckRun
        do {
            merged = try CheckRun.merge(runs)
        } catch {
            CommandSupport.printError(error.message, hint: "merge the report folder of every shard of one check --shard K/N, once each")
            throw CommandSupport.invalidInput
        }
        try CommandSupport.say("check: merging \(runs.count) report\(runs.count == 1 ? "" : "s") of \(merged.goldensFolder)\n")
        try CheckFolders.prepareReport(report)
        if let junit { try CheckFolders.prepareReportFile(junit) }
        for (run, folder) in zip(runs, mergeReports) { try CheckReportFiles.copyImages(of: run, from: folder, to: report) }
        for result in merged.results { try CommandSupport.say(CheckOutput.line(result, reportFolder: report)) }
        try finish(merged)
    }

    /// The first line: which project's scenes, which goldens, which part.
    private func heading(root: ResourceRoot, goldensFolder: String, shard: CheckShard, checking: Int, of total: Int) -> String {
        let origin = switch root.scenesOrigin {
        case .project: "the project you are in"
        case .environment: "GESTURESCOPE_ROOT"
        case .installed: "the installed scenes; no project (Scenes/gallery.txt) here or above"
        }
        let part = shard == .all ? "" : ", shard \(shard.description): \(checking) of \(total) scenes"
        return "check: \(root.scenesRoot) (\(origin)), goldens \(goldensFolder)\(part)\n"
    }

    /// `--shard`, else every scene. Exits with code 2 when it is not K/N.
    private func parsedShard() throws -> CheckShard {
        guard let shard else { return .all }
        switch CheckShard.parse(shard) {
        case let .success(parsed): return parsed
        case let .failure(error):
            CommandSupport.printError(error.message, hint: "--shard 2/4 checks the second of four parts")
            throw CommandSupport.invalidInput
        }
    }

    /// `--jobs`: 1 to 64. Exits with code 2 otherwise.
    private func parsedJobs() throws -> Int {
        guard let count = Int(jobs), (1...64).contains(count) else {
            CommandSupport.printError("--jobs '\(jobs)' must be a whole number from 1 to 64",
                                      hint: "--jobs \(ProcessInfo.processInfo.activeProcessorCount) uses every processor of this machine")
            throw CommandSupport.invalidInput
        }
        return count
    }

    /// The scenes and comparison options as given, for `--jobs`' processes.
    private func optionsForJobs() -> [String] {
        scenes + (goldens.map { ["--goldens", $0] } ?? []) + ["--threshold", "\(threshold)", "--max-diff-pixels", "\(maxDiffPixels)"]
    }
}
