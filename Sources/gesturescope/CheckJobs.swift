import ArgumentParser
import FileOutput
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import VisualCheck

/// `check --jobs N`: the scenes of this run split among N processes of this same binary, each
/// checking its part as `--shard` would into a folder of its own inside the report folder, then
/// merged (`CheckRun.merge`) into the run one process would have made — the same results in the
/// same order, whatever finishes first. Separate processes, not threads: each renders with its
/// own SDL and fonts, which are not shared across threads.
struct CheckJobs {
    /// The arguments every process gets besides its `--shard` and `--report`: the scenes and
    /// options as the user gave them, so each finds the same scenes in the same project.
    let arguments: [String]
    let jobs: Int

    /// Runs the processes for `shard` and returns their runs merged, with the images they wrote
    /// moved into `reportFolder`. Exits with a process's status when one fails (bad input: 2),
    /// and with 128 + the signal on SIGINT, SIGTERM or SIGHUP: the jobs are killed and their
    /// folder removed, so an interrupted run leaves no `.check-jobs-…` in the report folder.
    func run(_ shard: CheckShard, reportFolder: String) throws -> CheckRun {
        let interruption = Interruption()
        let work: String
        do {
            work = try PrivateFolder.make(in: reportFolder, prefix: ".check-jobs-")
        } catch {
            CommandSupport.printError("\(error) (for the jobs)")
            throw CommandSupport.invalidInput
        }
        defer { try? FileManager.default.removeItem(atPath: work) }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var processes: [(folder: String, process: Process)] = []
        for part in 1...jobs {
            let folder = work + "/\(part)"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["check"] + arguments + ["--shard", shard.part(part, of: jobs).description, "--report", folder]
            process.standardOutput = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                CommandSupport.printError("cannot start a job: \(error.localizedDescription)")
                throw ExitCode.failure
            }
            processes.append((folder, process))
        }
        try wait(for: processes.map(\.process), interruption: interruption)
        if let failed = processes.first(where: { ![0, 1].contains($0.process.terminationStatus) || $0.process.terminationReason != .exit }) {
            let status = failed.process.terminationStatus
            CommandSupport.printError("a job (\(failed.folder)) stopped with \(failed.process.terminationReason == .exit ? "exit \(status)" : "signal \(status)")")
            throw failed.process.terminationReason == .exit ? ExitCode(status) : ExitCode.failure
        }
        let runs = try processes.map { try CheckReportFiles.readRun(in: $0.folder) }
        let merged: CheckRun
        do {
            merged = try CheckRun.merge(runs, into: shard)
        } catch {
            CommandSupport.printError(error.message)
            throw ExitCode.failure
        }
        for (run, folder) in zip(runs, processes.map(\.folder)) { try CheckReportFiles.copyImages(of: run, from: folder, to: reportFolder) }
        return merged
    }

    /// Waits for `processes` in short polls that check for a signal; on one, kills them (they
    /// inherit the ignored signals, so only SIGKILL stops them), waits for them and exits.
    private func wait(for processes: [Process], interruption: Interruption) throws {
        while processes.contains(where: \.isRunning) {
            if let signal = interruption.signal {
                for process in processes where process.isRunning { kill(process.processIdentifier, SIGKILL) }
                for process in processes { process.waitUntilExit() }
                CommandSupport.printError("interrupted: the jobs were stopped and no report was written")
                throw ExitCode(128 + signal)
            }
            usleep(50_000)
        }
    }
}
