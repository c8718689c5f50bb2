@testable import Drawing
import GestureEngine
import SceneFormat
import XCTest

final class SceneRendererTests: XCTestCase {
    private func drawList(_ yaml: String) throws -> DrawList {
        let scene = try SceneLoader.parseScene(yaml, file: "t.yaml").get()
        let window = scene.makeWindow()
        var list = DrawList(size: window.bounds.size, background: window.backgroundColor)
        SceneRenderer.draw(window: window, into: &list)
        return list
    }

    func testViewsDrawBackToFrontWithBorderAboveContentAndClipsPaired() throws {
        let list = try drawList("""
        name: t
        window: {size: [200, 100], background: "#000000"}
        views:
          - id: a
            frame: [10, 10, 80, 60]
            background: "#ff0000"
            cornerRadius: 8
            border: {width: 2, color: white}
            clipsToBounds: true
            subviews:
              - {id: b, frame: [5, 5, 10, 10], background: "#00ff00", label: hi}
          - {id: hidden, frame: [0, 0, 5, 5], background: "#0000ff", hidden: true}
          - {id: clear, frame: [0, 0, 5, 5]}
        """)
        XCTAssertEqual(list.description, """
        size 200×100 background #000000
        fill [0, 0, 80, 60] r8 transform [1, 0, 0, 1, 10, 10] #ff0000
        clip [10, 10, 80, 60]
        fill [0, 0, 10, 10] r0 transform [1, 0, 0, 1, 15, 15] #00ff00
        text "hi" 17pt #000000 center at (20,20)
        unclip
        stroke [0, 0, 80, 60] r8 w2 transform [1, 0, 0, 1, 10, 10] #ffffff
        """)
    }

    func testAlphaMultipliesDownTheTreeAndInvisibleSubtreesAreSkipped() throws {
        let list = try drawList("""
        name: t
        window: {size: [100, 100]}
        views:
          - id: half
            frame: [0, 0, 50, 50]
            background: "#ff0000"
            alpha: 0.5
            subviews:
              - {id: child, frame: [0, 0, 10, 10], background: "#00ff0080"}
          - id: gone
            frame: [0, 0, 50, 50]
            background: "#ff0000"
            alpha: 0
            subviews:
              - {id: orphan, frame: [0, 0, 10, 10], background: "#00ff00"}
        """)
        let fills = list.commands.compactMap { command -> Double? in
            if case let .fill(_, color) = command { return color.alpha }
            return nil
        }
        XCTAssertEqual(fills.count, 2)
        XCTAssertEqual(fills[0], 0.5, accuracy: 1e-9)
        XCTAssertEqual(fills[1], 0.5 * 128 / 255, accuracy: 1e-9)
    }

    func testLabelsFollowRotationAndScale() throws {
        let list = try drawList("""
        name: t
        window: {size: [200, 200]}
        views:
          - {id: r, frame: [50, 50, 100, 100], label: {text: x, size: 10}, transform: {rotateDegrees: 90, scale: 2}}
        """)
        guard case let .text(run) = list.commands.last else { return XCTFail("no text") }
        XCTAssertEqual(run.position, Point(100, 100))
        XCTAssertEqual(run.angle, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(run.scale, 2, accuracy: 1e-12)
    }

    func testDrawnShapeFollowsTheValuesUpTheTree() {
        let window = View(id: "window", frame: Rect(0, 0, 400, 300))
        let parent = View(id: "parent", frame: Rect(100, 50, 200, 200))
        let child = View(id: "child", frame: Rect(10, 20, 40, 30))
        child.cornerRadius = 6
        window.addSubview(parent)
        parent.addSubview(child)
        XCTAssertEqual(SceneRenderer.drawnShape(of: child).transform, Transform2D(translationX: 110, y: 70))
        // The parent drawn 30 pt further right (an animation's presentation) carries the child.
        let presentation: (View) -> LayerValues = { view in
            var values = view.modelValues
            if view === parent { values.center.x += 30 }
            return values
        }
        let shape = SceneRenderer.drawnShape(of: child, values: presentation)
        XCTAssertEqual(shape.transform, Transform2D(translationX: 140, y: 70))
        XCTAssertEqual(shape.rect, Rect(0, 0, 40, 30))
        XCTAssertEqual(shape.cornerRadius, 6)
    }
}
