import Drawing
import GestureEngine
import GoldenSupport
import SceneFormat
import Session
import TraceDiff
import XCTest

/// Two scenes side by side on one input (`ComparedSessions`): each side does exactly what it
/// does alone (no state shared between the engines), the first divergence is what `compare`
/// finds, and the timelines are locked together.
final class ComparedSessionsTests: XCTestCase {
    private func scene(_ name: String) throws -> SceneDescription {
        try SceneLoader.loadScene(path: Golden.repositoryRoot.appendingPathComponent("Scenes/\(name).yaml").path).get()
    }

    func testEachSidePlaysExactlyAsItDoesAlone() throws {
        let a = try scene("widget-2-tap-pan"), b = try scene("widget-4-pan-requires-tap")
        let pair = Replay.comparison(of: a, b, playing: .script(a.script, timeScale: 1))
        let aloneA = Replay.session(of: a, playing: .script(a.script, timeScale: 1))
        let aloneB = Replay.session(of: b, playing: .script(a.script, timeScale: 1))
        XCTAssertEqual(pair.a.engine.trace.events, aloneA.engine.trace.events)
        XCTAssertEqual(pair.b.engine.trace.events, aloneB.engine.trace.events)
        XCTAssertFalse(pair.a.engine === pair.b.engine)
    }

    /// Stage 2's demo drags from 0.2 s to 0.8 s, then taps from 1.0 s: up to 0.9 s the story told
    /// is the drag.
    func testTheFirstDivergenceOfTheFirstStoryIsWhatCompareFinds() throws {
        let a = try scene("widget-2-tap-pan"), b = try scene("widget-4-pan-requires-tap")
        let pair = Replay.comparison(of: a, b, playing: .script(a.script, timeScale: 1), until: 0.9)
        let whole = SemanticDiff(pair.a.engine.trace.events, pair.b.engine.trace.events)
        XCTAssertEqual(pair.divergence, whole.divergence)
        XCTAssertEqual(pair.bandWords?.sides, ["tap failed (excluded by pan), widget gets touchesCancelled, pan acts (began)",
                                              "pan waits for tap, widget gets touchesMoved"])
        XCTAssertEqual(pair.bandWords?.when, "At 0.15 s, after touch 1 moved to (326,218)", "seconds from the story's start")
    }

    func testBothTimelinesAreLockedToOneAxisWithTheDivergenceMarked() throws {
        let a = try scene("widget-2-tap-pan"), b = try scene("widget-4-pan-requires-tap")
        let pair = Replay.comparison(of: a, b, playing: .script(a.script, timeScale: 1), until: 0.9)
        let view = pair.sharedTimelineView(in: pair.layout(canvas: Size(1280, 720), hasStatusBar: false), now: pair.a.engine.now)
        XCTAssertNotNil(pair.divergence)
        XCTAssertEqual(view.lock?.divergence, pair.divergence?.time)
        XCTAssertEqual(view.visibleRange(of: pair.a.timeline, now: 0.9), view.visibleRange(of: pair.b.timeline, now: 0.9))
        XCTAssertEqual(view.lock?.titles, ["UITouch", "tap", "pan", "view widget"])
    }

    func testLayersAreOneSettingForBothSides() throws {
        let a = try scene("widget-2-tap-pan")
        let pair = ComparedSessions(a: a, b: a)
        pair.layers.showsFingers = false
        XCTAssertFalse(pair.a.layers.showsFingers)
        XCTAssertFalse(pair.b.layers.showsFingers, "set on both")
    }

    /// With the code panels shown, each side marks the lines the other's code lacks: B's
    /// `pan.require(toFail: tap)` among them.
    func testTheCodePanelsMarkTheLinesTheOtherSideLacks() throws {
        let a = try scene("widget-2-tap-pan")
        let b = try SceneLoader.loadScene(path: a.file, settings: [RecognizerSetting(parsing: "pan.requireToFail=[tap]")!]).get()
        let pair = ComparedSessions(a: a, b: b)
        pair.layers.showsCode = true
        let layout = pair.layout(canvas: Size(1920, 1080), hasStatusBar: false)
        XCTAssertNotNil(layout.panes[1].layout.code)
        let codeB = try XCTUnwrap(pair.b.code)
        let requirement = try XCTUnwrap(codeB.listing.texts.firstIndex { $0.contains("pan.require(toFail: tap)") }) + 1
        let difference = CodeLineDiff(try XCTUnwrap(pair.a.code).listing.texts, codeB.listing.texts)
        XCTAssertEqual(difference.onlyInB, [requirement], "the one line the setting adds")
        XCTAssertEqual(difference.onlyInA, [])
    }
}
