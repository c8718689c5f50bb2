import Drawing
import GestureEngine
import GoldenSupport
import SceneFormat
@testable import Session
import XCTest

/// The code panel's highlight as a scene's demo plays: which lines of the scene's Swift are lit
/// at which engine time, with which note, and which lines the panel keeps in view.
final class SceneCodeTests: XCTestCase {
    private func played(_ name: String, until time: Double? = nil) throws -> SceneSession {
        let scene = try SceneLoader.loadScene(path: Golden.repositoryRoot.appendingPathComponent("Scenes/\(name).yaml").path).get()
        let session = Replay.session(of: scene, playing: .script(scene.script, timeScale: 1), until: time)
        // The code is made when its layer first shows, from the trace held then: here, all of it.
        session.layers.showsCode = true
        return session
    }

    /// Line numbers lit at `time`, in order.
    private func lit(_ code: SceneCode, at time: Double) -> [Int] {
        code.highlight(at: time).lines.keys.sorted()
    }

    func testWidget4LightsHandlePanWhenThePanBeginsAfterTheTapFails() throws {
        let code = try XCTUnwrap(try played("widget-4-pan-requires-tap").code)
        XCTAssertEqual(code.listing.title, "widget-4-pan-requires-tap.swift")
        let lines = code.listing.lines.map { $0.map(\.text).joined() }
        XCTAssertTrue(lines[46].contains("@objc private func handlePan(_ pan: UIPanGestureRecognizer) {"), lines[46])
        XCTAssertTrue(lines[35].contains("let pan = UIPanGestureRecognizer("), lines[35])

        // Before any recognizer moves nothing is lit (a touch alone lights its view's touchesBegan).
        XCTAssertTrue(lit(code, at: 0.2).allSatisfy { !(36...51).contains($0) })
        // 0.316: the pan begins but waits for the tap: its creation and require(toFail:) lines.
        let began = code.highlight(at: 0.316)
        XCTAssertEqual(began.lines[36]?.note, "← .began")
        XCTAssertEqual(began.lines[37]?.strength, 1)
        XCTAssertNil(began.lines[47], "no action before the tap fails")
        // 0.416 s: the tap fails, the pan's action runs at .began:
        // handlePan's four lines, noted.
        let failure = try XCTUnwrap(code.events.first { $0.note == "← .failed" }).time
        XCTAssertEqual(failure, 0.416, accuracy: 1e-9)
        XCTAssertNil(code.highlight(at: failure - 0.001).lines[47])
        let acted = code.highlight(at: failure)
        for line in 47...50 { XCTAssertEqual(acted.lines[line]?.strength, 1, "line \(line)") }
        XCTAssertEqual(acted.lines[47]?.note, "← .began")
        XCTAssertNil(acted.lines[48]?.note)
        XCTAssertNil(acted.lines[51], "the closing brace does not run")
        XCTAssertEqual(acted.lines[33]?.note, "← .failed", "the tap's creation line, with its new state")
        XCTAssertEqual(acted.anchor, 47...50, "the action is kept in view")
        // Later actions note .changed; well after the last event nothing is lit, and the panel
        // stays on the action.
        XCTAssertEqual(code.highlight(at: 0.5).lines[47]?.note, "← .changed")
        let last = try XCTUnwrap(code.events.last)
        XCTAssertTrue(code.highlight(at: last.time + CodeHighlight.fadeDuration).lines.isEmpty)
        XCTAssertNotNil(code.highlight(at: last.time + 10).anchor)
    }

    func testADelegateQuestionLightsItsMethodWithTheAnswer() throws {
        let code = try XCTUnwrap(try played("widget-3-simultaneous").code)
        let lines = code.listing.lines.map { $0.map(\.text).joined() }
        let asked = code.highlight(at: 0.35)
        let question = try XCTUnwrap(code.events.first { $0.role == .question })
        XCTAssertEqual(question.time, 0.35)
        XCTAssertEqual(question.note, "← true")
        let first = try XCTUnwrap(question.lines.first?.lowerBound)
        XCTAssertEqual(question.lines, [first...first], "the answering line")
        XCTAssertEqual(lines[first - 1], "        if gestureRecognizer === pan { return otherGestureRecognizer === tap }")
        XCTAssertTrue(lines[first - 3].contains("func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,"), lines[first - 3])
        XCTAssertEqual(asked.lines[first]?.note, "← true")
        // The pan's action at the same moment outranks the question for the panel's scroll.
        XCTAssertTrue(lines[(asked.anchor?.lowerBound ?? 1) - 1].contains("func handlePan("))
    }

    /// The highlight depends on the engine time shown only: a session played to 0.45 and one
    /// played to the end light the same lines at 0.45 (pinned, scrubbed or recorded alike).
    func testTheHighlightIsAFunctionOfTheTimeShown() throws {
        let partway = try XCTUnwrap(try played("widget-4-pan-requires-tap", until: 0.45).code)
        let whole = try XCTUnwrap(try played("widget-4-pan-requires-tap").code)
        XCTAssertEqual(partway.highlight(at: 0.45), whole.highlight(at: 0.45))
        XCTAssertNotEqual(whole.highlight(at: 0.45), whole.highlight(at: 0.2))
    }

    /// With the timeline's pin set, the panel shows that moment; without the timeline, now.
    func testThePanelShowsThePinnedMoment() throws {
        let session = try played("widget-4-pan-requires-tap")
        session.layers.showsCode = true
        XCTAssertEqual(session.codeTime, session.engine.now)
        session.layers.timelineView.pinned = 0.416
        XCTAssertEqual(session.codeTime, 0.416)
        session.layers.showsTimeline = false
        XCTAssertEqual(session.codeTime, session.engine.now)
    }

    /// A control's action method is an action, noted with its event, as a drop's work is; UIKit's
    /// reset of a recognizer lights nothing, so the panel stays on the action.
    func testAControlActionIsKeptInViewOverTheRecognizersReset() throws {
        let code = try XCTUnwrap(try played("controls").code)
        let touchUp = try XCTUnwrap(code.events.first { $0.note == "← .touchUpInside" })
        XCTAssertEqual(touchUp.role, .action)
        let lines = code.listing.lines.map { $0.map(\.text).joined() }
        XCTAssertTrue(lines[touchUp.lines[0].lowerBound - 1].contains("TouchUpInside(_ sender: UIButton) {"))
        XCTAssertFalse(code.events.contains { $0.note == "← .possible" }, "a reset is UIKit's, not the app's")
        XCTAssertEqual(code.highlight(at: touchUp.time).anchor, touchUp.lines[0])

        let drops = try XCTUnwrap(try played("drag-adding").code)
        let drop = TraceEvent(time: 1, kind: .dropPerformed(session: 1, view: "album", step: "moveItemsIn", values: []))
        XCTAssertEqual(SceneCode.codeEvent(drop, in: drops.lineMap)?.role, .action)
    }
}
