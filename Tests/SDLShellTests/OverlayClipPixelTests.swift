import Drawing
import ExampleRecognizers
import Foundation
import GestureEngine
import Raster
import SceneFormat
@testable import SDLShell
import Session
import XCTest

/// The overlay respects clips, in pixels: in `settings`, a row flicked up under the fixed header
/// keeps its hit outline (the last hit view stays outlined) only where the table shows it —
/// none of it is drawn over the header.
final class OverlayClipPixelTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    override func setUpWithError() throws {
        try SDLRuntime.startHeadless()
    }

    override func tearDown() {
        SDLRuntime.stop()
    }

    func testAFlickedRowsOutlineIsNotDrawnOverTheSettingsHeader() throws {
        let scene = try SceneLoader.loadScene(path: root.appendingPathComponent("Scenes/settings.yaml").path, recognizers: .withExamples).get()
        // A flick up from Cellular's row (the table starts at y 192 under the navigation bar and
        // the search header): the row glides up under them.
        let flick = try SceneLoader.parseScript("""
        script:
          - {t: 0.2, down: 1, at: [200, 260]}
          - {t: 0.22, move: 1, to: [200, 200], duration: 0.05}
          - {t: 0.28, up: 1}
        """, file: "flick.yaml").get()
        let session = Replay.session(of: scene, playing: .script(flick, timeScale: 1), until: 0.3)
        session.layers.showsTimeline = false
        session.layers.showsResponderPanel = false
        let layout = session.layout()
        XCTAssertTrue(layout.sceneToWindow.isIdentity)
        let frame = session.frame(in: layout)
        let canvas = try SoftwareCanvas(width: Int32(layout.canvas.width), height: Int32(layout.canvas.height))
        try DrawListRenderer.checked(canvas: canvas, fontPath: root.appendingPathComponent("Assets/fonts/DejaVuSans.ttf").path)
            .render(frame, pixelScale: 1)
        func isAmber(x: Int32, y: Int32) -> Bool {
            let pixel = canvas.pixel(x: x, y: y)
            return pixel.r > 0xE0 && (0x90...0xD0).contains(pixel.g) && pixel.b < 0x70
        }
        // The header, clear of the screen's own hit-path stroke along the window's edges.
        var overHeader = 0
        for y in Int32(100)..<188 { for x in Int32(8)..<412 where isAmber(x: x, y: y) { overHeader += 1 } }
        XCTAssertEqual(overHeader, 0, "amber outline pixels over the header")
        // The row's outline still shows where the table shows the row.
        var inTable = 0
        for y in Int32(192)..<260 { for x in Int32(8)..<412 where isAmber(x: x, y: y) { inTable += 1 } }
        XCTAssertGreaterThan(inTable, 100, "the outline's part inside the table")
    }
}
