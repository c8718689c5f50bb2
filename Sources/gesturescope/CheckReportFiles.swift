import FileOutput
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import VisualCheck

/// The files of a check's report folder, which belong to `check`: each replaces whatever is at
/// its name — a symbolic link, a FIFO — and is never written through, and nothing in a report
/// folder is read through a link (`--merge-reports` reads other runs' folders). The JUnit file
/// is not one of them: the user names it, and it is written as the shell's `>` would, through a
/// link and in place for a FIFO or device (`OutputFile`).
enum CheckReportFiles {
    /// index.html, the results file (`CheckRun`, for merging) and the JUnit XML when `junit`
    /// names a file.
    static func write(_ run: CheckRun, reportFolder: String, junit: String?) throws {
        let page = HTMLReport.page(results: run.results, tolerance: run.tolerance, goldensFolder: run.goldensFolder)
        try CommandSupport.reportingWriteErrors {
            try OutputFile.write(Array(page.utf8), to: reportFolder + "/index.html", replacingLinks: true)
            try OutputFile.write(try run.json(), to: reportFolder + "/" + CheckRun.fileName, replacingLinks: true)
            if let junit {
                try OutputFile.write(Array(JUnitReport.xml(results: run.results, reportFolder: reportFolder).utf8), to: junit)
            }
        }
    }

    /// The results another run left in `folder`. Exits with code 2 when there are none, they are
    /// not a results file, or the file is a link or not a regular file.
    static func readRun(in folder: String) throws -> CheckRun {
        let path = folder + "/" + CheckRun.fileName
        do {
            return try CheckRun.read(readRegularFile(path, maximumBytes: CheckRun.maximumBytes), source: path)
        } catch {
            CommandSupport.printError(error.message, hint: "merge the --report folders that check --shard K/N wrote")
            throw CommandSupport.invalidInput
        }
    }

    /// Copies the images `run`'s results show from `source` into `reportFolder` (nothing when
    /// they are the same folder). Exits with code 2 when one is missing, a link or not a file.
    static func copyImages(of run: CheckRun, from source: String, to reportFolder: String) throws {
        guard URL(fileURLWithPath: source).standardizedFileURL != URL(fileURLWithPath: reportFolder).standardizedFileURL else { return }
        for result in run.results {
            for (_, file) in result.reportImages {
                let bytes: [UInt8]
                do {
                    bytes = try readRegularFile(source + "/" + file, maximumBytes: maximumImageBytes)
                } catch {
                    CommandSupport.printError(error.message)
                    throw CommandSupport.invalidInput
                }
                try CommandSupport.reportingWriteErrors { try OutputFile.write(bytes, to: reportFolder + "/" + file, replacingLinks: true) }
            }
        }
    }

    /// The largest report image copied (a 16 384-pixel square PNG is at most about 1 GB; real
    /// ones are a few hundred KB).
    static let maximumImageBytes = 1 << 30

    /// The bytes of the regular file at `path`, never through a link.
    private static func readRegularFile(_ path: String, maximumBytes: Int) throws(ShardError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ELOOP { throw ShardError("\(path) is a symbolic link: a report is read only from regular files") }
            throw ShardError("cannot read \(path): \(String(cString: strerror(code)))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw ShardError("\(path) is not a regular file") }
        guard Int(info.st_size) <= maximumBytes else { throw ShardError("\(path) is larger than \(maximumBytes >> 20) MiB") }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, $0.count - done) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw ShardError("cannot read \(path): it ended early") }
            done += count
        }
        return bytes
    }
}
