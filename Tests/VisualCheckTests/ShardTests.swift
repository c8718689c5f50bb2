@testable import VisualCheck
import XCTest

/// Issue 30 §1: `check --shard K/N` splits the scenes for a CI matrix; the shards' reports merge
/// into the report one run would have written, and a missing shard is never merged silently.
final class ShardTests: XCTestCase {
    private func shard(_ text: String) -> CheckShard? { try? CheckShard.parse(text).get() }

    func testOnlyKOverNWithKFromOneToNIsAShard() {
        XCTAssertEqual(shard("2/4"), CheckShard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "1/0", "-1/2", "1/-2", "a/b", "1/2/3", "2", "", "/", " 1/2", "1/2 ", "١/٢", "1/10001", "+1/2"] {
            XCTAssertNil(shard(bad), bad)
        }
    }

    func testTheShardsTakeEachPositionExactlyOnce() throws {
        let shards = (1...3).map { CheckShard(index: $0, count: 3)! }
        for position in 0..<10 { XCTAssertEqual(shards.count { $0.contains(position: position) }, 1) }
        XCTAssertEqual((0..<7).filter(shards[1].contains(position:)), [1, 4])
    }

    func testAShardsPartsAreTheShardsOfTheWholeItHolds() throws {
        let second = CheckShard(index: 2, count: 3)!
        let parts = (1...2).map { second.part($0, of: 2) }
        for position in 0..<30 {
            XCTAssertEqual(parts.contains { $0.contains(position: position) }, second.contains(position: position), "\(position)")
        }
    }

    private func run(_ shard: CheckShard, _ positions: [Int]) -> CheckRun {
        CheckRun(shards: [shard], tolerance: ComparisonTolerance(), goldensFolder: "g",
                 entries: positions.flatMap { position in
                     [CheckResult(scene: "s\(position)", subject: .image(at: 1), verdict: .matched, goldenPath: "g/s@1.png"),
                      CheckResult(scene: "s\(position)", subject: .trace, verdict: .missingGolden, goldenPath: "g/s.trace.jsonl")]
                         .map { CheckRun.Entry(position: position, result: $0) }
                 })
    }

    func testMergedShardsAreInTheOrderOfOneRun() throws {
        let merged = try CheckRun.merge([run(CheckShard(index: 2, count: 2)!, [1, 3]), run(CheckShard(index: 1, count: 2)!, [0, 2, 4])])
        XCTAssertEqual(merged.results.map(\.name), ["s0@1", "s0 trace", "s1@1", "s1 trace", "s2@1", "s2 trace", "s3@1", "s3 trace", "s4@1", "s4 trace"])
        XCTAssertEqual(merged.shards, [.all])
        let reread = try CheckRun.read(try merged.json(), source: "r")
        XCTAssertEqual(reread.results.map(\.name), merged.results.map(\.name))
    }

    func testAMissingDoubledOrForeignShardIsRefused() {
        let one = run(CheckShard(index: 1, count: 3)!, [0]), two = run(CheckShard(index: 2, count: 3)!, [1])
        XCTAssertThrowsError(try CheckRun.merge([one, two])) { XCTAssertTrue(($0 as! ShardError).message.contains("3/3 missing")) }
        XCTAssertThrowsError(try CheckRun.merge([one, one, two])) { XCTAssertTrue(($0 as! ShardError).message.contains("given twice")) }
        XCTAssertThrowsError(try CheckRun.merge([one, run(CheckShard(index: 2, count: 2)!, [1])]))
        XCTAssertThrowsError(try CheckRun.read(Array(#"{"shards":[{"index":0,"count":0}],"tolerance":{"threshold":0.1,"maximumDifferingPixels":0},"goldensFolder":"g","entries":[]}"#.utf8), source: "r"))
    }

    /// A shard's scene names become report file names when merged: a name that is not a plain
    /// file name (a path out of the report folder) is refused as it is read.
    func testAResultsFileWithASceneNameThatIsAPathIsRefused() throws {
        for name in ["../victim/pwn", "a/b", "..", ".", "", "a\0b"] {
            let bad = CheckRun(shards: [.all], tolerance: ComparisonTolerance(), goldensFolder: "g",
                               entries: [CheckRun.Entry(position: 0, result: CheckResult(scene: name, subject: .image(at: 1), verdict: .missingGolden,
                                                                                         goldenPath: "g/x@1.png"))])
            XCTAssertThrowsError(try CheckRun.read(try bad.json(), source: "shard/check-results.json"), String(reflecting: name)) {
                XCTAssertTrue(($0 as! ShardError).message.contains("shard/check-results.json"), ($0 as! ShardError).message)
            }
        }
        XCTAssertNoThrow(try CheckRun.read(try run(.all, [0]).json(), source: "r"))
    }
}
