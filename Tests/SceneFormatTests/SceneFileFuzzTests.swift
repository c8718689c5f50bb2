import EngineTestSupport
import ExampleRecognizers
import Foundation
import GestureEngine
import SceneFormat
import XCTest

/// Issue 9 §7: seeded mutation fuzzing of scene and script files. Each shipped scene, and its
/// `script:` section on its own as a script file, is damaged by `SceneTextMutator`; then
/// `SceneLoader.parseScene`, `parseScript` (on the decoded text) and `validate` (on the raw
/// bytes in a file) must return, each within `timeLimit`. Every diagnostic of a refusal carries
/// a line and column ≥ 1 (the one "more problems may not be shown" summary excepted) and prints with
/// no raw control character. A mutated scene that still parses must build its window, and its
/// script must replay headlessly for a few seconds of engine time keeping `TraceInvariants`.
///
/// `swift test` runs a short default (~2 s in a debug build). A long run:
///
///     GESTURESCOPE_FUZZ_FILES=100000 swift test -c release -Xswiftc -enable-testing --filter SceneFileFuzzTests
///
/// (`-enable-testing`: other test targets use `@testable import`, which a release build
/// refuses otherwise.)
///
/// `GESTURESCOPE_FUZZ_SEED=<n>` picks another sequence. A failure prints the seed, the index of
/// the mutated file and the path of a copy of it.
final class SceneFileFuzzTests: EngineTestCase {
    static let defaultFiles = 140
    /// Longer than any call takes on the shipped scenes even in a debug build on a busy machine.
    static let timeLimit = 0.5
    /// Engine seconds a parsed mutant's script is replayed for.
    static let replaySeconds = 5.0
    static let settleSeconds = 5.0

    private struct Source {
        let name: String
        let text: String
    }

    func testMutatedScenesAndScriptsAreRefusedWithPositionsOrBuildAndReplay() throws {
        let run = FuzzRun(defaultSeed: 2017_0607, countVariable: "GESTURESCOPE_FUZZ_FILES", defaultCount: Self.defaultFiles)
        let sources = try ProjectFiles.yamlFiles(in: "Scenes").flatMap { path -> [Source] in
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let name = (path as NSString).lastPathComponent
            return [Source(name: name, text: text)] + (Self.scriptSection(of: text).map { [Source(name: "script of " + name, text: $0)] } ?? [])
        }
        let file = NSTemporaryDirectory() + "gesturescope-fuzz-\(UUID().uuidString).yaml"
        defer { try? FileManager.default.removeItem(atPath: file) }
        var generator = run.generator
        var outcomes: [String: Int] = [:]
        var slowest = (seconds: 0.0, index: 0)
        let start = Date()
        for index in 0..<run.count {
            let source = sources[index % sources.count]
            let bytes = SceneTextMutator.mutate(source.text, using: &generator)
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            let text = String(decoding: bytes, as: UTF8.self)
            func fail(_ problem: String) {
                let copy = NSTemporaryDirectory() + "gesturescope-fuzz-seed\(run.seed)-\(index).yaml"
                try? Data(bytes).write(to: URL(fileURLWithPath: copy))
                XCTFail("seed \(run.seed), file \(index) (\(source.name) mutated, saved as \(copy)): \(problem)")
            }
            func timed<T>(_ what: String, _ body: () -> T) -> T {
                let began = Date()
                let result = body()
                let seconds = Date().timeIntervalSince(began)
                if seconds > slowest.seconds { slowest = (seconds, index) }
                if seconds > Self.timeLimit { fail("\(what) took \(String(format: "%.2f", seconds)) s") }
                return result
            }
            var problems: [String] = []
            switch timed("parseScene", { SceneLoader.parseScene(text, file: "m.yaml", recognizers: .withExamples) }) {
            case let .failure(errors):
                problems += Self.problems(in: errors.diagnostics)
                outcomes["scene refused", default: 0] += 1
            case let .success(scene):
                problems += timed("building and replaying", { Self.problems(replaying: scene) })
                outcomes["scene built and replayed", default: 0] += 1
            }
            if case let .failure(errors) = timed("parseScript", { SceneLoader.parseScript(text, file: "m.yaml") }) {
                problems += Self.problems(in: errors.diagnostics)
            } else {
                outcomes["script parsed", default: 0] += 1
            }
            problems += Self.problems(in: timed("validate", { SceneLoader.validate(path: file, recognizers: .withExamples) }))
            if let problem = problems.first { return fail(problem) }
        }
        let seconds = Date().timeIntervalSince(start)
        print("SceneFileFuzzTests: seed \(run.seed): \(run.count) files in \(String(format: "%.1f", seconds)) s"
            + " (\(String(format: "%.0f", Double(run.count) / seconds)) files/s), slowest call \(String(format: "%.3f", slowest.seconds)) s"
            + " (file \(slowest.index)): \(outcomes.sorted { $0.key < $1.key })")
        // Mutants both fail and survive: the checks on both sides ran.
        XCTAssertGreaterThan(outcomes["scene refused", default: 0], 0, "\(outcomes)")
        XCTAssertGreaterThan(outcomes["scene built and replayed", default: 0], 0, "\(outcomes)")
        XCTAssertGreaterThan(outcomes["script parsed", default: 0], 0, "\(outcomes)")
    }

    func testTheDiagnosticCheckRefusesAMissingPositionButNotTheSummaryOfThoseNotShown() {
        let unplaced = Diagnostic(file: "m.yaml", line: nil, column: nil, message: "unknown key 'x'")
        let columnless = Diagnostic(file: "m.yaml", line: 3, column: 0, message: "unknown key 'x'")
        let summary = Diagnostic(file: "m.yaml", line: nil, column: nil, message: "more problems may not be shown: the check stopped after the first 200")
        let placed = Diagnostic(file: "m.yaml", line: 3, column: 1, message: "unknown key '\u{1B}[2J'", hint: "bell \u{7}")
        XCTAssertEqual(Self.problems(in: [unplaced, columnless, summary, placed]).count, 2)
    }

    /// The top-level `script:` key and its block, as a script file, when the scene has one.
    private static func scriptSection(of text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("script:") }) else { return nil }
        let end = lines[(start + 1)...].firstIndex { line in line.first.map { $0 != " " && $0 != "#" && $0 != "-" } ?? false } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n") + "\n"
    }

    /// Diagnostics without a position (other than the count of those not shown) or that would
    /// print a control character.
    private static func problems(in diagnostics: [Diagnostic]) -> [String] {
        diagnostics.compactMap { diagnostic in
            let printed = diagnostic.description
            let isSummary = diagnostic.line == nil && diagnostic.message.hasPrefix("more problems may not be shown")
            if !isSummary, (diagnostic.line ?? 0) < 1 || (diagnostic.column ?? 0) < 1 {
                return "a diagnostic without a position: \(printed)"
            }
            let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
            let raw = lines.contains { $0.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } }
            return raw || lines.count > 2 ? "a diagnostic that prints a control character: \(printed.debugDescription)" : nil
        }
    }

    /// Builds the scene and replays its script for `replaySeconds` (and up to `settleSeconds` more
    /// while work is in flight); the trace's broken rules.
    private static func problems(replaying scene: SceneDescription) -> [String] {
        let engine = engineUnderTest(of: scene)
        var player = ScriptPlayer(script: scene.script)
        var invariants = TraceInvariants(window: engine.window)
        var time = 0.0
        // Then on while work the script started settles (a system UI's dwell, content coasting),
        // for at most `settleSeconds` more.
        while time < replaySeconds || (time < replaySeconds + settleSeconds && !engine.unfinishedWork.isEmpty) {
            time += 0.25
            player.play(into: engine, until: time)
            if let problem = invariants.check(engine.trace) { return ["replay: \(problem)"] }
        }
        return []
    }
}
