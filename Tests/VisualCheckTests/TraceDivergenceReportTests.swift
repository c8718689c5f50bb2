import Foundation
@testable import VisualCheck
import XCTest

/// Issue 32 part 5: a changed golden trace is reported by meaning — the sentence in the terminal
/// line, the page and the JUnit message, the aligned events and the summary lines that differ
/// below it — or, when it could not be compared so, as lines, saying why.
final class TraceDivergenceReportTests: XCTestCase {
    private static let divergence = TraceDivergenceReport(
        sentence: "At 0.35 s, after touch 1 moved to (326,218): golden — tap failed (excluded by pan); now — pan waits for tap.",
        aligned: ["= @0.350 move T1 (326,218)", "A @0.350 tap possible → failed (excluded by pan)", "B @0.350 pan waits for tap to fail"],
        changes: [
            .init(aspect: "responder calls", name: "widget", golden: "began 2, moved 2, cancelled 2", now: "began 2, moved 4, cancelled 2"),
            .init(aspect: "actions", name: "pan", golden: "began, changed ×18, ended", now: "began, changed ×16, ended"),
            .init(aspect: "state path", name: "a<b", golden: "possible → ended", now: "(absent)"),
        ])

    private func difference() throws -> TraceDifference {
        try XCTUnwrap(TraceDifference(expected: "a\nb\nc\n", actual: "a\nB\nc\n"))
    }

    private func result(_ difference: TraceDifference) -> CheckResult {
        CheckResult(scene: "widget", subject: .trace, verdict: .traceDiffers(difference), goldenPath: "Scenes/goldens/widget.trace.jsonl")
    }

    func testTheSentenceIsTheProblemAndTheAlignedLinesTheDetail() throws {
        let explained = try difference().explained(by: Self.divergence)
        XCTAssertEqual(explained.summary, "At 0.35 s, after touch 1 moved to (326,218): golden — tap failed (excluded by pan); now — pan waits for tap")
        XCTAssertEqual(result(explained).problem, explained.summary)
        XCTAssertEqual(explained.detail(changeLimit: 2), """
            A is the golden, B this run (their lines first differ at line 2):
              = @0.350 move T1 (326,218)
              A @0.350 tap possible → failed (excluded by pan)
              B @0.350 pan waits for tap to fail
            widget (responder calls)  A began 2, moved 2, cancelled 2
                                      B began 2, moved 4, cancelled 2
            pan (actions)             A began, changed ×18, ended
                                      B began, changed ×16, ended
            … and 1 more difference in the summary (the report lists them)

            """)
        XCTAssertTrue(explained.detail().contains("a<b (state path)" + String(repeating: " ", count: 10) + "A possible → ended\n"))
    }

    func testAGoldenNotComparedByMeaningIsShownAsLinesSayingWhy() throws {
        let raw = try difference()
        XCTAssertEqual(raw.detail(), raw.excerpt)
        let unreadable = raw.shownAsLines(because: "the golden cannot be read back as a trace (line 2: unknown event type \"x\")")
        XCTAssertEqual(unreadable.summary, "trace differs from line 2")
        XCTAssertEqual(unreadable.detail(), "Shown as lines: the golden cannot be read back as a trace (line 2: unknown event type \"x\").\n"
                       + "  1: a\n- 2: b\n- 3: c\n+ 2: B\n+ 3: c\n")
    }

    func testThePageShowsTheSentenceTheAlignedEventsAndATableOfWhatDiffers() throws {
        let page = HTMLReport.page(results: [result(try difference().explained(by: Self.divergence))], tolerance: ComparisonTolerance(),
                                   goldensFolder: "Scenes/goldens")
        XCTAssertTrue(page.contains("<p>At 0.35 s, after touch 1 moved to (326,218): golden — tap failed (excluded by pan); now — pan waits for tap</p>"))
        XCTAssertTrue(page.contains("<pre>= @0.350 move T1 (326,218)\nA @0.350 tap possible → failed (excluded by pan)\nB @0.350 pan waits for tap to fail</pre>"),
                      page)
        XCTAssertTrue(page.contains("<tr><th></th><th>golden (A)</th><th>now (B)</th></tr>"))
        XCTAssertTrue(page.contains("<tr><th>pan (actions)</th><td>began, changed ×18, ended</td><td>began, changed ×16, ended</td></tr>"))
        XCTAssertTrue(page.contains("<tr><th>a&lt;b (state path)</th><td>possible → ended</td><td>(absent)</td></tr>"))
        XCTAssertFalse(page.contains("Around the first difference"))

        let same = TraceDivergenceReport(sentence: "At 1 s, at load time: golden — x; now — y.", aligned: ["A a", "B b"], changes: [])
        let quiet = HTMLReport.page(results: [result(try difference().explained(by: same))], tolerance: ComparisonTolerance(), goldensFolder: "g")
        XCTAssertTrue(quiet.contains("are the same overall.</p>"))
        XCTAssertFalse(quiet.contains("<table"))

        let raw = try difference().shownAsLines(because: "the golden reads back as the same events")
        let lines = HTMLReport.page(results: [result(raw)], tolerance: ComparisonTolerance(), goldensFolder: "g")
        XCTAssertTrue(lines.contains("<p>Shown as lines: the golden reads back as the same events.</p>\n<p>Around the first difference"))
    }

    func testJUnitsMessageIsTheSentenceAndItsTextTheAlignedLines() throws {
        let xml = JUnitReport.xml(results: [result(try difference().explained(by: Self.divergence))], reportFolder: "check-report")
        XCTAssertTrue(xml.contains("<failure message=\"At 0.35 s, after touch 1 moved to (326,218): golden — tap failed (excluded by pan); "
                                   + "now — pan waits for tap; if intended, approve: gesturescope check --update widget\" type=\"difference\">"
                                   + "golden: Scenes/goldens/widget.trace.jsonl\nA is the golden, B this run (their lines first differ at line 2):\n"
                                   + "  = @0.350 move T1 (326,218)\n"), xml)
        XCTAssertTrue(xml.contains("a&lt;b (state path)" + String(repeating: " ", count: 10) + "A possible → ended\n"), "every change, none left out: \(xml)")
    }

    /// The results file keeps the meaning, so merged shards report it; a file written before
    /// issue 32 (no meaning) still reads.
    func testTheResultsFileKeepsTheMeaningAndOldFilesStillRead() throws {
        let explained = try difference().explained(by: Self.divergence)
        let run = CheckRun(shards: [.all], tolerance: ComparisonTolerance(), goldensFolder: "g",
                           entries: [.init(position: 0, result: result(explained))])
        let read = try CheckRun.read(try run.json(), source: "r")
        guard case let .traceDiffers(back) = read.results[0].verdict else { return XCTFail("not a trace difference") }
        XCTAssertEqual(back, explained)

        var old = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try run.json())) as? [String: Any])
        var entries = try XCTUnwrap(old["entries"] as? [[String: Any]])
        let text = String(decoding: try JSONSerialization.data(withJSONObject: entries[0]), as: UTF8.self)
        XCTAssertTrue(text.contains("\"divergence\""))
        var verdict = try XCTUnwrap((entries[0]["result"] as? [String: Any])?["verdict"] as? [String: Any])
        var traceDiffers = try XCTUnwrap(verdict["traceDiffers"] as? [String: Any])
        var payload = try XCTUnwrap(traceDiffers["_0"] as? [String: Any])
        payload.removeValue(forKey: "divergence")
        traceDiffers["_0"] = payload
        verdict["traceDiffers"] = traceDiffers
        var entryResult = try XCTUnwrap(entries[0]["result"] as? [String: Any])
        entryResult["verdict"] = verdict
        entries[0]["result"] = entryResult
        old["entries"] = entries
        let oldRun = try CheckRun.read(Array(try JSONSerialization.data(withJSONObject: old)), source: "old")
        guard case let .traceDiffers(oldDifference) = oldRun.results[0].verdict else { return XCTFail("not a trace difference") }
        XCTAssertNil(oldDifference.divergence)
        XCTAssertEqual(oldDifference.summary, "trace differs from line 2")
    }
}
