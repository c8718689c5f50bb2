import GestureEngine
import TraceDiff
import XCTest

/// The diff on hand-built trace pairs: where the first divergence is, what each side did, and
/// the text and JSON forms, asserted whole.
final class SemanticDiffTests: XCTestCase {
    func testTheSameTraceHasNoDivergenceAndSaysSo() {
        let diff = SemanticDiff(Events.tap, Events.tap)
        XCTAssertTrue(diff.same)
        XCTAssertEqual(diff.recognizers.map(\.recognizer), ["tap"])
        XCTAssertEqual(diff.recognizers.map(\.b), [[.possible, .ended, .possible]])
        XCTAssertEqual(diff.text(a: "one", b: "two", input: "a tap"), """
            A: one
            B: two
            input: a tap

            Same: A and B behave the same (every event within 1e-06 s and 0.001 pt).

            """)
    }

    func testADifferenceAtTheStartIsTheFirstEventAfterTheInputThatDiffers() throws {
        var b = Events.tap
        b[1] = Events.participants(0.2, ["pan", "tap"])
        let divergence = try XCTUnwrap(SemanticDiff(Events.tap, b).divergence)
        XCTAssertEqual(divergence.time, 0.2)
        XCTAssertEqual(divergence.input, Events.tap[0])
        XCTAssertEqual(divergence.a, Events.tap[1])
        XCTAssertEqual(divergence.b, b[1])
        XCTAssertEqual(divergence.context, [Events.tap[0]])
        XCTAssertEqual(DivergenceSentence.text(divergence),
                       "At 0.2 s, after touch 1 down at (100,100): A — touch 1 goes to tap, card gets touchesBegan; B — touch 1 goes to pan and tap, card gets touchesBegan.")
    }

    func testADifferenceAtTheEndIsAnEventOneSideDoesNotHave() throws {
        let a = Events.tap
        let b = Array(Events.tap.dropLast())
        let diff = SemanticDiff(a, b)
        let divergence = try XCTUnwrap(diff.divergence)
        XCTAssertEqual(divergence.a, a.last)
        XCTAssertNil(divergence.b)
        XCTAssertEqual(divergence.context, Array(a[4 ..< 7]))
        XCTAssertEqual(DivergenceSentence.text(divergence),
                       "At 0.3 s, after touch 1 up at (100,100): A — no recognizer or view is told anything more; B — nothing more before the next input.")
        XCTAssertEqual(diff.recognizers.map(\.a), [[.possible, .ended, .possible]])
        XCTAssertEqual(diff.recognizers.map(\.b), [[.possible, .ended]])
    }

    /// B has a pan A lacks: its participants differ at the first touch, the pan's path is
    /// reported as not in A, and the text shows it as such.
    func testARecognizerOnlyOneSideHasIsReportedAsMissingOnTheOther() {
        let b: [TraceEvent] = [
            Events.touch(0.2, .began, 100, 100), Events.participants(0.2, ["tap", "pan"]), Events.deliver(0.2, .began),
            Events.touch(0.3, .ended, 100, 100), Events.state(0.3, "pan", .possible, .failed), Events.wait(0.3, "tap", on: "pan"),
            Events.deliver(0.3, .ended), Events.state(0.3, "pan", .failed, .possible, "reset"),
        ]
        let diff = SemanticDiff(Events.tap, b)
        XCTAssertEqual(diff.recognizers.map(\.recognizer), ["tap", "pan"])
        XCTAssertNil(diff.recognizers[1].a)
        XCTAssertEqual(diff.text(a: "tap.yaml", b: "tap-and-pan.yaml", input: "a tap"), """
            A: tap.yaml
            B: tap-and-pan.yaml
            input: a tap

            First divergence:
            At 0.2 s, after touch 1 down at (100,100): A — touch 1 goes to tap, card gets touchesBegan; B — touch 1 goes to tap and pan, card gets touchesBegan.

              = @0.200 down T1 (100,100)
              A @0.200 T1 participants: tap
              B @0.200 T1 participants: tap, pan

            Recognizers (state path):
              tap  A possible → ended → possible
                   B possible
              pan  A (absent)
                   B possible → failed → possible

            Views (responder calls):
              card  = began 1, ended 1

            Actions:
              tap  A ended
                   B none

            Numbers compared within 1e-06 s and 0.001 pt.

            """)
    }

    func testNumbersWithinTheToleranceAreTheSameAndBeyondItDiffer() throws {
        var within = Events.tap
        within[0] = Events.touch(0.2000004, .began, 100.0009, 99.9991)
        within[5] = Events.action(0.3, "tap", .ended, 100.0005)
        XCTAssertTrue(SemanticDiff(Events.tap, within).same)

        var late = Events.tap
        late[0] = Events.touch(0.200002, .began, 100, 100)
        XCTAssertEqual(SemanticDiff(Events.tap, late).divergence?.b, late[0])

        var moved = Events.tap
        moved[5] = Events.action(0.3, "tap", .ended, 100.002)
        let divergence = try XCTUnwrap(SemanticDiff(Events.tap, moved).divergence)
        XCTAssertEqual(divergence.a, Events.tap[5])
        XCTAssertEqual(divergence.b, moved[5])
        XCTAssertTrue(SemanticDiff(Events.tap, moved, tolerance: TraceTolerance(seconds: 1e-6, points: 0.01)).same)
    }

    func testTheJSONFormHoldsTheDivergenceAndTheSummary() {
        var b = Events.tap
        b[4] = Events.state(0.3, "tap", .possible, .failed, "too slow")
        b[5] = Events.deliver(0.3, .ended)
        b.remove(at: 6)
        b[6] = Events.state(0.3, "tap", .failed, .possible, "reset")
        XCTAssertEqual(SemanticDiff(Events.tap, b).json(a: "a \"quoted\" name", b: "b", input: "a tap"), """
            {"same":false,"a":"a \\"quoted\\" name","b":"b","input":"a tap","tolerance":{"seconds":1e-06,"points":0.001},\
            "divergence":{"t":0.3,"sentence":"At 0.3 s, after touch 1 up at (100,100): A — tap ended, tap acts (ended), card gets touchesEnded; \
            B — tap failed (too slow), card gets touchesEnded.","input":\(Events.tap[3].jsonLine),"a":\(Events.tap[4].jsonLine),\
            "b":\(b[4].jsonLine),"context":[\(Events.tap[1].jsonLine),\(Events.tap[2].jsonLine),\(Events.tap[3].jsonLine)]},\
            "recognizers":[{"recognizer":"tap","a":["possible","ended","possible"],"b":["possible","failed","possible"]}],\
            "views":[{"view":"card","a":{"began":1,"moved":0,"ended":1,"cancelled":0},"b":{"began":1,"moved":0,"ended":1,"cancelled":0}}],\
            "actions":[{"recognizer":"tap","a":[{"state":"ended","count":1}],"b":[]}]}

            """)
    }
}
