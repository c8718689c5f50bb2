import Foundation

/// What one `check` run found, as the report folder keeps it (`check-results.json`) beside its
/// page: enough to write the page and the JUnit report again, so the reports of the shards of a
/// CI matrix (`check --merge-reports`) or of the processes of `--jobs` merge into the report one
/// run over every scene would have written.
public struct CheckRun: Sendable, Codable {
    /// A result with the place of its scene in the whole list of scenes (every shard's).
    public struct Entry: Sendable, Codable {
        public let position: Int
        public let result: CheckResult

        public init(position: Int, result: CheckResult) {
            self.position = position
            self.result = result
        }
    }

    /// The shards this run covers: one, or all of them once merged.
    public let shards: [CheckShard]
    public let tolerance: ComparisonTolerance
    public let goldensFolder: String
    /// In the order they were checked: by position, each scene's checkpoints then its trace.
    public let entries: [Entry]

    public init(shards: [CheckShard], tolerance: ComparisonTolerance, goldensFolder: String, entries: [Entry]) {
        self.shards = shards
        self.tolerance = tolerance
        self.goldensFolder = goldensFolder
        self.entries = entries
    }

    public var results: [CheckResult] { entries.map(\.result) }

    /// The file's name in a report folder.
    public static let fileName = "check-results.json"

    /// The largest results file read (a run of 20 000 scenes is a few MB).
    public static let maximumBytes = 64 << 20

    public func json() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// A run read back; `source` names it in the error when the bytes are not one.
    public static func read(_ bytes: [UInt8], source: String) throws(ShardError) -> CheckRun {
        let run: CheckRun
        do {
            run = try JSONDecoder().decode(CheckRun.self, from: Data(bytes))
        } catch {
            throw ShardError("\(source) is not a check's results file: \(error.localizedDescription)")
        }
        guard !run.shards.isEmpty, (0...1).contains(run.tolerance.threshold), run.tolerance.maximumDifferingPixels >= 0 else {
            throw ShardError("\(source) is not a check's results file: no shard, or a tolerance out of range")
        }
        // Scene names become report file names (`name@1.65.actual.png`): one that is not a plain
        // file name would have a merge write outside its report folder.
        if let bad = run.entries.first(where: { !isPlainFileName($0.result.scene) }) {
            throw ShardError("\(source) is not a check's results file: the scene name \(String(reflecting: bad.result.scene)) is not a plain file name")
        }
        return run
    }

    /// Whether `name` is one file-name component: not empty, not `.`, no `/`, `..` or NUL.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && !name.contains("/") && !name.contains("..") && !name.contains("\0")
    }

    /// The runs as one run of `whole` (default: every scene): their entries in position order
    /// (a stable sort: each scene's results keep their order). Refuses runs that do not add up
    /// to exactly `whole` — shards of different splits, a shard given twice or missing, different
    /// goldens or tolerances — since a merged report that silently lacks a shard would be a false
    /// pass.
    public static func merge(_ runs: [CheckRun], into whole: CheckShard = .all) throws(ShardError) -> CheckRun {
        guard let first = runs.first else { throw ShardError("no reports to merge") }
        let count = first.shards[0].count
        var seen = Set<Int>()
        for run in runs {
            guard run.tolerance == first.tolerance, run.goldensFolder == first.goldensFolder else {
                throw ShardError("the reports were made with different goldens or tolerances: they are not shards of one check")
            }
            for shard in run.shards {
                guard shard.count == count else {
                    throw ShardError("shard \(shard.description) and shard \(first.shards[0].description) are not of the same split")
                }
                guard seen.insert(shard.index).inserted else { throw ShardError("shard \(shard.description) is given twice") }
            }
        }
        guard count % whole.count == 0 else { throw ShardError("shards of \(count) do not split shard \(whole.description)") }
        let expected = (1...count).filter { ($0 - 1) % whole.count == whole.index - 1 }
        if let extra = seen.subtracting(expected).min() { throw ShardError("shard \(extra)/\(count) is not part of \(whole.description)") }
        let missing = expected.filter { !seen.contains($0) }
        guard missing.isEmpty else {
            throw ShardError("shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing: "
                             + "a merged report must hold every shard")
        }
        let entries = runs.flatMap(\.entries).enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
        return CheckRun(shards: [whole], tolerance: first.tolerance, goldensFolder: first.goldensFolder, entries: entries.map(\.element))
    }
}
