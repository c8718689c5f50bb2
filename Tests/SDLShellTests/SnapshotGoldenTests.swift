import Drawing
import Foundation
import GestureEngine
import GoldenSupport
import Raster
import SceneFormat
@testable import SDLShell
import VisualCheck
import XCTest

/// Renders a fixed test scene (`Fixtures/golden-scene.yaml`) with the software renderer at 1× and
/// 2× and compares it with the test goldens `Tests/Goldens/snapshots/`, as `gesturescope check`
/// compares the shipped scenes' renderings (docs/CHECK.md, Thresholds: the default threshold, no
/// differing pixel allowed). `GESTURESCOPE_RECORD_GOLDENS=1` re-records them.
final class SnapshotGoldenTests: XCTestCase {
    override func setUpWithError() throws {
        try SDLRuntime.startHeadless()
    }

    override func tearDown() {
        SDLRuntime.stop()
    }

    private func render(scale: Double) throws -> SoftwareCanvas {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let scene = try SceneLoader.loadScene(path: here.appendingPathComponent("Fixtures/golden-scene.yaml").path).get()
        return try Snapshot.render(scene: scene, script: scene.script, at: scene.effectivePosterTime, scale: scale,
                                   fontPath: Golden.repositoryRoot.appendingPathComponent("Assets/fonts/DejaVuSans.ttf").path)
    }

    private func image(of canvas: SoftwareCanvas) throws -> PixelImage {
        try XCTUnwrap(PixelImage(width: Int(canvas.width), height: Int(canvas.height), opaqueXRGB: canvas.pixelWords()))
    }

    func testSnapshotMatchesTheGoldenAtScale1() throws {
        assertGolden(image: try image(of: render(scale: 1)), named: "snapshots/golden-scene@1x.png")
    }

    func testSnapshotMatchesTheGoldenAtScale2() throws {
        let canvas = try render(scale: 2)
        // The timeline 380 base points at the type scale of a 560-pt-tall canvas (560 / 390),
        // beside the scene (520 pt) with its margins: 1082 pt, at 2×.
        XCTAssertEqual(canvas.width, 2164, "the scene (520 pt) and its timeline beside it, at 2×")
        XCTAssertEqual(canvas.height, 1120)
        assertGolden(image: try image(of: canvas), named: "snapshots/golden-scene@2x.png")
    }

    /// `snapshot --layers timeline,code,fingers` of widget 4 just after the tap fails: the code
    /// panel below the timeline, `handlePan` lit with `← .began` (docs/CODE.md).
    func testSnapshotWithTheCodeLayerMatchesTheGolden() throws {
        let scene = try SceneLoader.loadScene(path: Golden.repositoryRoot.appendingPathComponent("Scenes/widget-4-pan-requires-tap.yaml").path).get()
        var layers = OverlayLayers()
        layers.showsCode = true
        layers.showsGhosts = false
        let canvas = try Snapshot.render(scene: scene, script: scene.script, at: 0.45, scale: 1, canvasSize: Size(960, 540),
                                         fontPath: Golden.repositoryRoot.appendingPathComponent("Assets/fonts/DejaVuSans.ttf").path, layers: layers)
        assertGolden(image: try image(of: canvas), named: "snapshots/widget-4-code@1x.png")
    }

    func testSnapshotPixelsShowTheSceneWhereTheModelPutsIt() throws {
        let canvas = try render(scale: 1)
        let background = canvas.pixel(x: 170, y: 300)
        XCTAssertEqual([background.r, background.g, background.b], [0xF4, 0xF5, 0xF8])
        let cardInterior = canvas.pixel(x: 30, y: 95)
        XCTAssertEqual([cardInterior.r, cardInterior.g, cardInterior.b], [0x3B, 0x82, 0xF6])
        // The clipped subview's part outside its superview is not drawn.
        let outsideClip = canvas.pixel(x: 125, y: 200)
        XCTAssertEqual([outsideClip.r, outsideClip.g, outsideClip.b], [0xF4, 0xF5, 0xF8])
    }
}

private extension PNGDecoder.Image {
    /// The pixel at (x, y) as RGBA bytes.
    func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let offset = (y * width + x) * 4
        return (rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
    }
}
