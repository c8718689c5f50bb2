@testable import Drawing
import EngineTestSupport
import GestureEngine
import XCTest

/// The overlay respects clips: an outline, ghost or guide of a view inside a clipping ancestor
/// is cut as the scene cuts the view. A list (clipping) under a fixed header; a row touched,
/// then scrolled up under the header: its outlines must not be drawn over the header.
final class OverlayClipTests: EngineTestCase {
    private var window: View!
    private var list: View!
    private var row: View!
    private var engine: Engine!
    private let overlay = OverlayState()
    /// The list's frame in the window: the clip its content is drawn in.
    private let listFrame = Rect(0, 60, 400, 240)

    override func setUp() {
        window = View(id: "window", frame: Rect(0, 0, 400, 300))
        let header = View(id: "header", frame: Rect(0, 0, 400, 60))
        header.label = ViewLabel(text: "Header")
        list = View(id: "list", frame: listFrame)
        list.clipsToBounds = true
        row = View(id: "row", frame: Rect(10, 10, 380, 40))
        row.addGestureRecognizer(TapGestureRecognizer(id: "tap"))
        list.addSubview(row)
        window.addSubview(header)
        window.addSubview(list)
        engine = engineUnderTest(window: window)
        // A tap on the row: its hit path (window → list → row) and its outline.
        engine.send(InputEvent(time: 0, changes: [TouchInput(fingerID: 1, phase: .down, location: Point(200, 90))]))
        engine.send(InputEvent(time: 0.05, changes: [TouchInput(fingerID: 1, phase: .up, location: Point(200, 90))]))
        engine.advance(to: 0.1)
        overlay.consume(engine.trace.events[...], window: window)
    }

    /// The list scrolled by `offset` points: its content moves up under the header.
    private func scroll(by offset: Double) {
        var bounds = list.bounds
        bounds.origin.y = offset
        list.bounds = bounds
    }

    /// The overlay's commands that outline the row (its hit path stroke and its outset outline),
    /// each with the clip open over it (nil: none but the frame's).
    private func rowOutlines(_ frame: DrawList) -> [(command: DrawCommand, clip: Rect?)] {
        var clips: [Rect?] = []
        var found: [(DrawCommand, Rect?)] = []
        for command in frame.commands {
            switch command {
            case let .clip(rect?): clips.append(rect)
            case .clip(nil): _ = clips.popLast()
            case let .stroke(shape, _, color) where color.red == Palette.hitOutline.red && color.blue == Palette.hitOutline.blue:
                // The row's shape, or its outline 3 pt around it.
                let rect = shape.transform.apply(to: shape.rect)
                if rect.width < 390, rect.height < 50 { found.append((command, clips.count > 1 ? clips.last! : nil)) }
            default: continue
            }
        }
        return found
    }

    private func frame() -> DrawList {
        let layout = FrameLayout(canvas: Size(400, 300), sceneSize: Size(400, 300), timeline: nil, hasStatusBar: false)
        return FrameComposer.compose(window: window, overlay: overlay, now: 0.1, layout: layout)
    }

    func testAnOutlinedRowScrolledHalfUnderTheHeaderIsCutAtTheList() {
        scroll(by: 30)
        let outlines = rowOutlines(frame())
        XCTAssertEqual(outlines.count, 2, "the hit path's stroke and the hit view's outline")
        for outline in outlines {
            XCTAssertEqual(outline.clip, listFrame, "\(outline.command) is cut as the row is")
        }
    }

    func testARowScrolledWhollyUnderTheHeaderShowsNoOutline() {
        scroll(by: 120)
        let outlines = rowOutlines(frame())
        XCTAssertEqual(outlines.count, 2)
        for outline in outlines {
            XCTAssertEqual(outline.clip, listFrame)
            XCTAssertFalse(outline.command.conservativeBounds.map { $0.intersects(listFrame) } ?? true, "nothing of it shows")
        }
    }

    func testAVisibleRowIsOutlinedInsideItsListsClip() {
        let outlines = rowOutlines(frame())
        XCTAssertEqual(outlines.count, 2)
        XCTAssertTrue(outlines.allSatisfy { $0.clip == listFrame })
    }

    /// A ghost (dashed model frame) of an animating row is cut as well, and ghosts under one clip
    /// share it: one clip pair, not one per ghost.
    func testGhostsAreCutByTheirClippingAncestorsAndShareTheirClip() {
        scroll(by: 30)
        let second = View(id: "second", frame: Rect(10, 60, 380, 40))
        list.addSubview(second)
        var drawn = DrawList(size: Size(400, 300), background: .black)
        GhostOverlay.draw(window: window, isAnimating: { $0 === self.row || $0 === second }, into: &drawn)
        let description = drawn.commands.map(\.description)
        XCTAssertEqual(description.first, "clip [0, 60, 400, 240]")
        XCTAssertEqual(description.filter { $0.hasPrefix("dashed") }.count, 2)
        XCTAssertEqual(description.filter { $0.hasPrefix("clip [") }.count, 2, "one clip for the outlines, one for their labels")
        XCTAssertEqual(description.filter { $0 == "unclip" }.count, 2)
    }

    /// Nested clips intersect; a turned clipping view clips to its bounding box, as the scene's
    /// drawing does; clips that leave no room hide the view.
    func testAncestorClipIntersectsNestedClips() {
        XCTAssertEqual(SceneRenderer.ancestorClip(of: list), .none, "the list itself is inside no clipping view")
        let inner = View(id: "inner", frame: Rect(-50, 20, 200, 100))
        inner.clipsToBounds = true
        let leaf = View(id: "leaf", frame: Rect(0, 0, 10, 10))
        inner.addSubview(leaf)
        list.addSubview(inner)
        XCTAssertEqual(SceneRenderer.ancestorClip(of: leaf), .rect(Rect(0, 80, 150, 100)))
        inner.frame = Rect(500, 20, 200, 100)
        XCTAssertEqual(SceneRenderer.ancestorClip(of: leaf), .hidden)
    }
}
