@testable import App
import Drawing
import GestureEngine
import Session
import XCTest

/// The code panel in the window: `run --code`, its key and its strip button show and hide it,
/// and a tap on the scene lights the tap's action method at the moment shown, staying lit while
/// engine time is paused and fading once it runs on.
final class CodePanelWindowTests: XCTestCase {
    private func window(code: Bool = false) throws -> WindowUnderTest {
        try WindowUnderTest(["a.yaml": TestScenes.a], opening: "a.yaml") { $0.showsCode = code }
    }

    func testRunCodeOpensWithThePanelDockedWithTheTimeline() throws {
        let window = try window(code: true)
        let layout = window.model.layout
        let code = try XCTUnwrap(layout.code), timeline = try XCTUnwrap(layout.timeline)
        XCTAssertNil(code.intersection(timeline).flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil })
        XCTAssertNil(code.intersection(layout.visibleViewport).flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil })
        XCTAssertTrue(window.texts().contains("a.swift"), "the panel's title names the file")
        XCTAssertTrue(window.texts().contains("UIKit"), "the code from its top, coloured token by token")
        XCTAssertTrue(window.model.isActive(.toggleCode, at: window.now))
    }

    func testTheKeyAndTheStripButtonToggleThePanel() throws {
        let window = try window()
        XCTAssertNil(window.model.layout.code)
        XCTAssertFalse(window.texts().contains("a.swift"))
        window.send(.command(.toggleCode))
        XCTAssertNotNil(window.model.layout.code)
        XCTAssertTrue(window.texts().contains("a.swift"))
        window.send(.command(.toggleCode))
        XCTAssertNil(window.model.layout.code)

        window.send(.command(.toggleControlStrip))
        window.tap(at: try window.button(for: .toggleCode))
        XCTAssertTrue(window.model.session.layers.showsCode)
        XCTAssertTrue(window.model.isActive(.toggleCode, at: window.now), "its button is lit")
        XCTAssertNotNil(window.model.layout.code)
        XCTAssertEqual(window.touchesTraced, [], "no strip press is the scene's")
        // Hiding the timeline leaves the code its whole dock.
        window.send(.command(.toggleTimeline))
        XCTAssertNil(window.model.layout.timeline)
        XCTAssertNotNil(window.model.layout.code)
    }

    func testATapLightsItsActionUntilItFadesAndPausingHoldsIt() throws {
        let window = try window(code: true)
        XCTAssertFalse(window.texts().contains("← .ended"))
        window.tap(at: window.windowPoint(Point(200, 150)))
        XCTAssertTrue(window.texts().contains("← .ended"), "the tap's action, with the state it saw")
        window.send(.command(.pause))
        window.advance(by: 5)
        XCTAssertTrue(window.texts().contains("← .ended"), "paused: engine time stands, the line stays lit")
        XCTAssertTrue(window.model.session.isInMotion(at: window.model.engineTime(at: window.now)), "the fade is still to run")
        window.send(.command(.pause))
        window.advance(by: CodeHighlight.fadeDuration + 0.1)
        XCTAssertFalse(window.texts().contains("← .ended"), "faded on engine time")
        // Pinning the moment of the tap shows it lit again.
        let tapped = try XCTUnwrap(window.model.session.code?.events.last).time
        window.model.session.layers.timelineView.pinned = tapped
        XCTAssertTrue(window.texts().contains("← .ended"))
    }

    /// Timeline x of engine time `time` in the window's panel (as the renderer maps it).
    private func timelineX(of time: Double, in window: WindowUnderTest) throws -> Double {
        let layout = window.model.layout, panel = try XCTUnwrap(layout.timeline)
        let session = window.model.session, view = window.model.shownTimelineView
        // The renderer's map inverted by bisection over the panel's width.
        var low = panel.minX, high = panel.maxX
        for _ in 0..<60 {
            let middle = (low + high) / 2
            let at = TimelineRenderer.time(atX: middle, in: panel, model: session.timeline.shown(by: view), now: session.engine.now, view: view,
                                           measurer: session.textMeasurer, typeScale: layout.timelineScale) ?? -.infinity
            if at < time { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// A press beside the tap's action marker on the timeline pins the moment that code ran, so
    /// the panel lights it (and keeps it in view) however long ago it was.
    func testAPressOnATimelineLabelPinsItsCodesMoment() throws {
        let window = try window(code: true)
        window.tap(at: window.windowPoint(Point(200, 150)))
        window.advance(by: 3)
        XCTAssertFalse(window.texts().contains("← .ended"))
        let action = try XCTUnwrap(window.model.session.code?.events.last { $0.role == .action })
        let panel = try XCTUnwrap(window.model.layout.timeline)
        let x = try timelineX(of: action.time, in: window) + 4
        window.click(at: Point(x, panel.midY))
        XCTAssertEqual(window.model.session.layers.timelineView.pinned, action.time, "snapped to the moment the action ran")
        XCTAssertTrue(window.texts().contains("← .ended"))
    }

    /// A press on a code line chooses it: the timeline marks each moment it ran; a press on it
    /// again clears the marks.
    func testAPressOnACodeLineMarksItsMomentsOnTheTimeline() throws {
        let window = try window(code: true)
        window.tap(at: window.windowPoint(Point(200, 150)))
        window.advance(by: 0.5)
        window.tap(at: window.windowPoint(Point(200, 150)))
        window.advance(by: 0.1)
        let code = try XCTUnwrap(window.model.session.code)
        let action = try XCTUnwrap(code.events.last { $0.role == .action })
        let line = try XCTUnwrap(action.lines.first?.lowerBound)
        let layout = window.model.layout, panel = try XCTUnwrap(layout.code)
        let metrics = CodePanel.Metrics(frame: panel, typeScale: layout.timelineScale, measurer: window.model.session.textMeasurer,
                                        lineCount: code.listing.lines.count)
        // The row of `line` as drawn now: found by asking the panel row by row.
        let rowY = (0..<metrics.visibleRows).map { metrics.text.minY + (Double($0) + 0.5) * metrics.rowHeight }.first { y in
            CodePanel.line(at: Point(metrics.text.midX, y), of: code.listing, highlight: code.highlight(at: window.model.session.codeTime), in: panel,
                           typeScale: layout.timelineScale, measurer: window.model.session.textMeasurer) == line
        }
        let y = try XCTUnwrap(rowY, "line \(line) is in view while it is lit")
        window.click(at: Point(metrics.text.midX, y))
        XCTAssertEqual(window.model.markedCodeLine, line)
        let actions = code.events.filter { $0.role == .action }.map(\.time)
        XCTAssertEqual(actions.count, 2)
        XCTAssertEqual(window.model.shownTimelineView.marks, code.moments(ofLine: line))
        XCTAssertTrue(actions.allSatisfy(window.model.shownTimelineView.marks.contains), "both taps' actions marked")
        window.click(at: Point(metrics.text.midX, y))
        XCTAssertNil(window.model.markedCodeLine)
        XCTAssertEqual(window.model.shownTimelineView.marks, [])
        XCTAssertEqual(window.touchesTraced.count, 4, "no press on the panel is the scene's")
    }
}
