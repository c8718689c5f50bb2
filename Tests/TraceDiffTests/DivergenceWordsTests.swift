import GestureEngine
import TraceDiff
import XCTest

/// The words `check` takes from the diff (issue 32 part 5): the sentence with named sides, the
/// aligned lines, and the summary lines that differ.
final class DivergenceWordsTests: XCTestCase {
    func testTheAlignedLinesAreTheContextThenEachSide() throws {
        var b = Events.tap
        b[4] = Events.state(0.3, "tap", .possible, .failed, "too slow")
        let divergence = try XCTUnwrap(SemanticDiff(Events.tap, b).divergence)
        XCTAssertEqual(DivergenceLines.lines(divergence), [
            "= @0.200 T1 participants: tap", "= @0.200 card.began(T1)", "= @0.300 up T1 (100,100)",
            "A @0.300 tap possible → ended", "B @0.300 tap possible → failed (too slow)",
        ])
        let ended = try XCTUnwrap(SemanticDiff(Events.tap, Array(Events.tap.dropLast())).divergence)
        XCTAssertEqual(DivergenceLines.lines(ended).last, "B (nothing more before the next input)")
    }

    func testTheSidesCanBeNamedAndALoggedLineIsPartOfTheSentence() throws {
        var a = Events.tap, b = Events.tap
        a.insert(TraceEvent(time: 0.3, kind: .log(recognizer: "tap", message: "tapped")), at: 6)
        b.insert(TraceEvent(time: 0.3, kind: .log(recognizer: "tap", message: "tapped\u{1B}[2J again")), at: 6)
        let divergence = try XCTUnwrap(SemanticDiff(a, b).divergence)
        XCTAssertEqual(DivergenceSentence.text(divergence, a: "golden", b: "now"),
                       #"At 0.3 s, after touch 1 up at (100,100): golden — tap logs "tapped", card gets touchesEnded; "#
                       + #"now — tap logs "tapped\u{1B}[2J again", card gets touchesEnded."#)
    }

    /// Only what differs, state paths first; nothing when the summaries agree though the
    /// traces differ (a number beyond the tolerance).
    func testTheSummaryDifferencesAreTheRowsWhoseSidesDiffer() {
        var b = Events.tap
        b[4] = Events.state(0.3, "tap", .possible, .failed, "too slow")
        b[5] = Events.deliver(0.3, .ended)
        b.remove(at: 6)
        b[6] = Events.state(0.3, "tap", .failed, .possible, "reset")
        XCTAssertEqual(SemanticDiff(Events.tap, b).summaryDifferences, [
            SummaryDifference(aspect: .statePath, name: "tap", a: "possible → ended → possible", b: "possible → failed → possible"),
            SummaryDifference(aspect: .actions, name: "tap", a: "ended", b: "none"),
        ])
        var moved = Events.tap
        moved[5] = Events.action(0.3, "tap", .ended, 101)
        let diff = SemanticDiff(Events.tap, moved)
        XCTAssertFalse(diff.same)
        XCTAssertEqual(diff.summaryDifferences, [])
        XCTAssertEqual(SummaryDifference.path(nil), "(absent)")
    }
}
