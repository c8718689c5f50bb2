@testable import App
import Drawing
import GestureEngine
import Session
import XCTest

/// The window's size as the model lays it out: fullscreen, a person's resize, a new scene in a
/// window that fills the screen.
final class WindowLayoutTests: XCTestCase {
    func testFullscreenLaysTheFrameOutOnTheScreenAndANewSceneKeepsIt() throws {
        let window = try WindowUnderTest(["a.yaml": TestScenes.a, "b.yaml": TestScenes.b], opening: "a.yaml", gallery: ["a.yaml", "b.yaml"],
                                         canvas: Size(800, 600))
        window.send(.command(.fullscreen))
        XCTAssertEqual(window.takeEffects(), [.toggleFullscreen])
        XCTAssertEqual(window.model.layout.canvas, WindowUnderTest.screen)
        let viewport = window.model.layout.visibleViewport
        XCTAssertGreaterThan(viewport.width, 800, "the scene grows with the window")
        XCTAssertTrue(Rect(origin: .zero, size: WindowUnderTest.screen).contains(viewport.center))
        window.send(.command(.nextScene))
        XCTAssertEqual(window.takeEffects(), [.setTitle("B — Gesturescope")], "no resize of a window that fills the screen")
        window.send(.command(.fullscreen))
        XCTAssertEqual(window.model.canvas, Size(800, 600), "back to the window's size")
    }

    /// A window maximized by its manager, the size reported before the maximize: the next scene
    /// keeps the window's size.
    func testAMaximizeReportedAfterItsSizeKeepsTheSizeOnTheNextScene() throws {
        let window = try WindowUnderTest(["a.yaml": TestScenes.a, "b.yaml": TestScenes.b], opening: "a.yaml", gallery: ["a.yaml", "b.yaml"],
                                         canvas: Size(800, 600))
        window.send(.resized(Size(1900, 1000), fillsScreen: false))
        window.send(.resized(Size(1900, 1000), fillsScreen: true))
        _ = window.takeEffects()
        window.send(.command(.nextScene))
        XCTAssertEqual(window.takeEffects(), [.setTitle("B — Gesturescope")])
        XCTAssertEqual(window.model.canvas, Size(1900, 1000))
    }

    func testAResizeLaysTheFrameOutInTheNewSizeAndAsksForAFrame() throws {
        let window = try WindowUnderTest(["a.yaml": TestScenes.a], opening: "a.yaml")
        window.advance(by: 10)
        _ = window.frame()
        window.send(.resized(Size(640, 480), fillsScreen: false))
        XCTAssertTrue(window.model.needsRedraw)
        let layout = window.model.layout
        XCTAssertEqual(layout.canvas, Size(640, 480))
        XCTAssertLessThanOrEqual(layout.visibleViewport.maxX, 640)
        XCTAssertLessThanOrEqual(layout.visibleViewport.maxY, 480)
        window.advance(by: 0.02)
        XCTAssertEqual(window.frame()?.size, Size(640, 480))
        let square = layout.windowPoint(Point(200, 150))
        window.tap(at: square)
        XCTAssertEqual(window.touchesTraced, ["1 began", "1 ended"], "input follows the new layout")
    }
}
