import Foundation
@testable import GestureEngine
import XCTest

/// Issue 32 part 5: every golden trace of the project (each scene's, and the unit tests') read
/// back and written again is the same bytes, so `check` compares a golden by meaning exactly as
/// the run that recorded it wrote it.
final class GoldenTraceRoundTripTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    private func traces(in folder: String) throws -> [URL] {
        let url = Self.root.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "jsonl" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    func testEveryGoldenTraceReadsBackToTheSameBytes() throws {
        let files = try traces(in: "Scenes/goldens") + traces(in: "Tests/Goldens/traces")
        XCTAssertGreaterThanOrEqual(files.count, 40, "the goldens were not found under \(Self.root.path)")
        var types: Set<String> = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let events: [TraceEvent]
            do {
                events = try TraceEvent.events(jsonLines: text)
            } catch {
                XCTFail("\(file.lastPathComponent): \(error)")
                continue
            }
            types.formUnion(events.map(\.typeName))
            let written = events.map { $0.jsonLine + "\n" }.joined()
            guard written != text else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false), rewritten = written.split(separator: "\n", omittingEmptySubsequences: false)
            let index = (0 ..< min(lines.count, rewritten.count)).first { lines[$0] != rewritten[$0] } ?? min(lines.count, rewritten.count)
            XCTFail("\(file.lastPathComponent) line \(index + 1) does not read back:\n  \(index < lines.count ? lines[index] : "(end)")\n  "
                    + "\(index < rewritten.count ? rewritten[index] : "(end)")")
        }
        // The goldens hold most types; the hand-built cases (TraceJSONLinesDecodingTests) hold all.
        XCTAssertGreaterThanOrEqual(types.count, 20, types.sorted().joined(separator: ", "))
    }
}
