@testable import VisualCheck
import XCTest

final class ReportTests: XCTestCase {
    private let moved = CheckResult(scene: "intro", subject: .image(at: 1.65),
                                    verdict: .imageDiffers(differingPixels: 1234, expectedSize: "400×300", actualSize: "400×300"),
                                    goldenPath: "Scenes/goldens/intro@1.65.png")
    private let matched = CheckResult(scene: "intro", subject: .trace, verdict: .matched, goldenPath: "Scenes/goldens/intro.trace.jsonl")
    private let missing = CheckResult(scene: "a&b", subject: .image(at: 2), verdict: .missingGolden, goldenPath: "g/a&b@2.png")

    func testCheckpointTimesNameFilesStablyAndDistinctly() {
        XCTAssertEqual(GoldenNames.time(1.65), "1.65")
        XCTAssertEqual(GoldenNames.time(2), "2")
        XCTAssertEqual(GoldenNames.time(0), "0")
        XCTAssertEqual(GoldenNames.time(3600), "3600")
        XCTAssertEqual(GoldenNames.time(0.1 + 0.2), "0.30000000000000004")
        XCTAssertEqual(GoldenNames.time(0.00001), "1e-05")
        XCTAssertEqual(GoldenNames.image(scene: "intro", at: 1.5), "intro@1.5.png")
        XCTAssertEqual(GoldenNames.trace(scene: "intro"), "intro.trace.jsonl")
    }

    func testTheFirstDifferingTraceLineIsFound() throws {
        let difference = try XCTUnwrap(TraceDifference(expected: "a\nb\nc\n", actual: "a\nB\nc\n"))
        XCTAssertEqual(difference.line, 2)
        XCTAssertEqual(difference.expected, "b")
        XCTAssertEqual(difference.actual, "B")
        let shorter = try XCTUnwrap(TraceDifference(expected: "a\nb\n", actual: "a\n"))
        XCTAssertEqual(shorter.line, 2)
        XCTAssertNil(shorter.actual)
        XCTAssertNil(TraceDifference(expected: "a\n", actual: "a\n"))
        XCTAssertEqual(TraceDifference.differingLineCount(expected: "a\nb\nc\n", actual: "a\nx\nc\nd\n"), 2)
    }

    /// Issue 30: one line was not enough to see what changed; a few lines before the first
    /// difference, and a few of each trace from it on, are.
    func testATraceDifferenceKeepsLinesOfContextOnEachSide() throws {
        let golden = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let actual = golden.replacingOccurrences(of: "line 6\n", with: "line six\n")
        let difference = try XCTUnwrap(TraceDifference(expected: golden, actual: actual))
        XCTAssertEqual(difference.before, ["line 3", "line 4", "line 5"])
        XCTAssertEqual(difference.expectedFrom, ["line 6", "line 7", "line 8"])
        XCTAssertEqual(difference.actualFrom, ["line six", "line 7", "line 8"])
        XCTAssertEqual(difference.excerpt, """
              3: line 3
              4: line 4
              5: line 5
            - 6: line 6
            - 7: line 7
            - 8: line 8
            + 6: line six
            + 7: line 7
            + 8: line 8

            """)
        let ended = try XCTUnwrap(TraceDifference(expected: "a\nb\n", actual: "a\n"))
        XCTAssertEqual(ended.excerpt, "  1: a\n- 2: b\n+ 2: (the trace has ended)\n")
    }

    func testTheSummaryCountsEachVerdict() {
        let summary = CheckSummary([moved, matched, missing, matched])
        XCTAssertEqual(summary.description, "2 matched, 1 differs, 1 missing golden")
        XCTAssertFalse(summary.allMatched)
        XCTAssertTrue(CheckSummary([matched]).allMatched)
    }

    func testThePageShowsEachDifferenceSideBySideWithRelativeLinks() {
        let page = HTMLReport.page(results: [moved, matched, missing], tolerance: ComparisonTolerance(), goldensFolder: "Scenes/goldens")
        XCTAssertTrue(page.contains("<p class=\"summary failed\">1 matched, 1 differs, 1 missing golden</p>"))
        for file in ["intro@1.65.expected.png", "intro@1.65.actual.png", "intro@1.65.diff.png", "a%26b@2.actual.png"] {
            XCTAssertTrue(page.contains("<a href=\"\(file)\"><img src=\"\(file)\""), file)
        }
        XCTAssertFalse(page.contains("a%26b@2.expected.png"), "a missing golden has no expected image")
        XCTAssertTrue(page.contains("<h3>a&amp;b@2</h3>"))
        XCTAssertTrue(page.contains("<li>intro trace</li>"))
        XCTAssertFalse(page.contains("://"), "no absolute link")
    }

    func testATraceDifferenceShowsBothLinesEscaped() throws {
        let difference = try XCTUnwrap(TraceDifference(expected: "{\"view\":\"<b>\"}\n", actual: "{\"view\":\"a&b\"}\n"))
        let result = CheckResult(scene: "s", subject: .trace, verdict: .traceDiffers(difference), goldenPath: "g/s.trace.jsonl")
        let page = HTMLReport.page(results: [result], tolerance: ComparisonTolerance(), goldensFolder: "g")
        XCTAssertTrue(page.contains("<pre>- 1: {&quot;view&quot;:&quot;&lt;b&gt;&quot;}\n+ 1: {&quot;view&quot;:&quot;a&amp;b&quot;}\n</pre>"), page)
        XCTAssertTrue(page.contains("approve it: <code>gesturescope check --update s</code>"))
        XCTAssertFalse(page.contains("<b>"))
    }

    func testAPassingRunGetsAShortPage() {
        let page = HTMLReport.page(results: [matched], tolerance: ComparisonTolerance(), goldensFolder: "g")
        XCTAssertTrue(page.contains("<p class=\"summary passed\">1 matched</p>"))
        XCTAssertFalse(page.contains("<img"))
        XCTAssertFalse(page.contains("Differences"))
    }

    func testJUnitHasATestCaseForEachResultAndAFailureForEachProblem() {
        let xml = JUnitReport.xml(results: [moved, matched, missing], reportFolder: "check-report")
        XCTAssertTrue(xml.contains("<testsuite name=\"gesturescope check\" tests=\"3\" failures=\"2\""))
        XCTAssertTrue(xml.contains("<testcase classname=\"intro\" name=\"intro trace\"/>"))
        XCTAssertTrue(xml.contains("<failure message=\"1234 pixels differ; diff image: check-report/intro@1.65.diff.png; "
                                   + "if intended, approve: gesturescope check --update intro\" type=\"difference\">"
                                   + "golden: Scenes/goldens/intro@1.65.png</failure>"), xml)
        XCTAssertTrue(xml.contains("message=\"missing golden g/a&amp;b@2.png (gesturescope check --update a&amp;b creates it)\""), xml)
        XCTAssertTrue(xml.contains("<testcase classname=\"a&amp;b\" name=\"a&amp;b@2\">"))
        XCTAssertTrue(xml.contains("type=\"missing golden\""))
        XCTAssertEqual(xml.components(separatedBy: "<testcase ").count - 1, 3)
    }

    func testMarkupEscapesWhatXMLCannotHold() {
        XCTAssertEqual(Markup.escape("a<b>&\"'\u{1}\tz"), "a&lt;b&gt;&amp;&quot;&#39;\u{FFFD}\tz")
        XCTAssertEqual(Markup.relativeURL(fileName: "a b#?.png"), "a%20b%23%3F.png")
        XCTAssertEqual(Markup.relativeURL(fileName: ".hidden@1.png"), "./.hidden@1.png")
    }
}
