@testable import Drawing
import EngineTestSupport
import GestureEngine
import SceneFormat
import XCTest

/// Scroll views drawn: content outside the clip is left out (and what is drawn is what a full
/// draw shows), and the indicators show while the content moves and fade once it rests.
final class ScrollDrawingTests: XCTestCase {
    /// A 200×300 list of `rows` 40-pt rows scrolled to `offset`.
    private func list(rows: Int, offset: Double) throws -> SceneDescription {
        let rowsYAML = (0..<rows).map { "      - {id: r\($0), frame: [0, \($0 * 40), 200, 36], background: \"#2563eb\", label: row \($0)}" }
        return try SceneLoader.parseScene("""
        name: t
        window: {size: [400, 400], background: "#000000"}
        views:
          - id: S
            frame: [20, 20, 200, 300]
            scroll: {contentSize: [200, \(rows * 40)], contentOffset: [0, \(offset)]}
            subviews:
        \(rowsYAML.joined(separator: "\n"))
        """, file: "t.yaml").get()
    }

    private func labels(in list: DrawList) -> [String] {
        list.commands.compactMap { if case let .text(run) = $0 { run.text } else { nil } }
    }

    func testOnlyRowsMeetingTheVisibleRectAreDrawn() throws {
        let window = try list(rows: 3000, offset: 60_000).makeWindow()
        var drawn = DrawList(size: window.bounds.size, background: window.backgroundColor)
        SceneRenderer.draw(window: window, into: &drawn)
        // Rows 1500…1507 meet the 300-pt window onto the content at 60 000.
        XCTAssertEqual(labels(in: drawn), (1500...1507).map { "row \($0)" })
    }

    /// Culling changes no pixel: the rows it leaves out lie wholly outside the clip.
    func testTheCulledListRendersTheSamePixelsAsAFullDraw() throws {
        let window = try list(rows: 40, offset: 333).makeWindow()
        var culled = DrawList(size: window.bounds.size, background: window.backgroundColor)
        SceneRenderer.draw(window: window, into: &culled)
        var full = DrawList(size: window.bounds.size, background: window.backgroundColor)
        // The same list drawn without its clip's help: every row is appended, then the clip cuts.
        let scroll = try XCTUnwrap(window.descendant(withID: "S"))
        scroll.clipsToBounds = false
        SceneRenderer.draw(window: window, into: &full)
        scroll.clipsToBounds = true
        let clip = Rect(20, 20, 200, 300)
        let fullInClip = full.commands.filter { command in
            guard let bounds = command.conservativeBounds else { return false }
            return bounds.intersects(clip)
        }
        XCTAssertLessThan(culled.commands.count, full.commands.count)
        XCTAssertEqual(culled.commands.filter { if case .clip = $0 { false } else { true } }, fullInClip)
    }

    func testIndicatorsShowWhileTheContentMovesAndFadeOnceItRests() throws {
        let engine = try list(rows: 50, offset: 0).makeEngine()
        var script = TouchScript(engine)
        script.down(1, 100, 300, at: 0)
        for step in 1...6 { script.move(1, 100, 300 - 20 * Double(step), at: 0.016 * Double(step)) }
        script.up(1, 100, 180, at: 0.1)
        func indicatorFills(at time: Double) -> [DrawCommand] {
            var drawn = DrawList(size: engine.window.bounds.size, background: engine.window.backgroundColor)
            SceneRenderer.draw(window: engine.window, now: time, into: &drawn)
            return drawn.commands.filter { if case let .fill(shape, _) = $0 { shape.rect.width == ScrollIndicatorRenderer.thickness } else { false } }
        }
        script.advance(to: 0.5)
        XCTAssertTrue(engine.isScrolling(at: 0.5))
        let moving = indicatorFills(at: 0.5)
        XCTAssertEqual(moving.count, 1, "one vertical bar while coasting")
        guard case let .fill(_, color) = moving.first else { return XCTFail("no bar") }
        XCTAssertEqual(color.alpha, ScrollIndicatorRenderer.color.alpha, accuracy: 1e-9)
        script.advance(to: 10)
        XCTAssertFalse(engine.isScrolling(at: 10))
        XCTAssertEqual(indicatorFills(at: 10), [], "faded once the content rests")
    }

    /// The guides: past the top edge the gap is shaded and labelled with its depth; once
    /// released, the dashed target shows where the content will rest.
    func testGuidesShowTheRubberBandDistanceAndTheGlidesTarget() throws {
        let engine = try list(rows: 50, offset: 0).makeEngine()
        var script = TouchScript(engine)
        script.down(1, 100, 100, at: 0)
        script.move(1, 100, 110, at: 0.05)
        script.move(1, 100, 210, at: 0.1)
        // The guides come from the trace alone, reduced as the window reduces it.
        let overlay = OverlayState()
        var consumed = 0
        func texts() -> [String] {
            overlay.consume(engine.trace.events(from: consumed), window: engine.window)
            consumed = engine.trace.endIndex
            var drawn = DrawList(size: engine.window.bounds.size, background: engine.window.backgroundColor)
            GeometryGuides.draw(window: engine.window, guides: overlay.guides, now: engine.now, into: &drawn)
            return labels(in: drawn)
        }
        // 100 pt of finger past the edge shows 300·0.55·100 / (300 + 55) ≈ 46 pt of band.
        XCTAssertEqual(texts(), ["visible 0, -46", "rubber band 46 pt"])
        script.up(1, 100, 210, at: 0.2)
        XCTAssertEqual(texts(), ["visible 0, -46", "target 0, 0", "rubber band 46 pt"])
        script.advance(to: 3)
        XCTAssertEqual(texts(), [], "no guides once the content rests and its indicators faded")
    }

    /// A long list's content outline is cut to the window and a margin beyond it; near its
    /// ends the real edges are kept.
    func testTheContentOutlineIsCutNearTheWindow() {
        let content = Rect(0, 0, 1280, 445_000)
        let window = Rect(0, 0, 1280, 800)
        let margin = ScrollOverlay.outlineMargin
        let middle = ScrollOverlay.outlined(content, placement: Transform2D(translationX: 0, y: -200_000), window: window)
        XCTAssertEqual(middle, Rect(0, 200_000 - margin, 1280, 800 + 2 * margin))
        let top = ScrollOverlay.outlined(content, placement: .identity, window: window)
        XCTAssertEqual(top.minY, 0, "the content's own top edge is drawn")
        let rotated = Transform2D(rotationAngle: 0.3)
        XCTAssertEqual(ScrollOverlay.outlined(content, placement: rotated, window: window), content)
    }
}

