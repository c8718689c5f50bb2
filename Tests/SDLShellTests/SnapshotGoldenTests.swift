import Foundation
import GestureEngine
import Raster
import SceneFormat
@testable import SDLShell
import XCTest

/// Renders a fixed scene with the software renderer and compares it with a golden PNG.
///
/// Tolerance: a pixel differs when any RGBA channel is off by more than 24/255; the images match
/// when at most 0.5 % of pixels differ. That absorbs anti-aliasing and glyph rasterisation
/// differences between FreeType builds, and still fails on any moved, missing or recoloured shape.
/// On failure the actual image and a diff image (differing pixels red over a faded copy) are
/// written beside the build. `GESTURESCOPE_RECORD_GOLDENS=1` re-records instead of comparing.
final class SnapshotGoldenTests: XCTestCase {
    static let channelTolerance = 24
    static let allowedFraction = 0.005

    private let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private var root: URL { here.deletingLastPathComponent().deletingLastPathComponent() }

    override func setUpWithError() throws {
        try SDLRuntime.startHeadless()
    }

    override func tearDown() {
        SDLRuntime.stop()
    }

    private func render(scale: Double) throws -> SoftwareCanvas {
        let scene = try SceneLoader.loadScene(path: here.appendingPathComponent("Goldens/golden-scene.yaml").path).get()
        return try Snapshot.render(scene: scene, script: scene.script, at: scene.effectivePosterTime, scale: scale,
                                   fontPath: root.appendingPathComponent("Assets/fonts/DejaVuSans.ttf").path)
    }

    func testSnapshotMatchesTheGoldenAtScale1() throws {
        try assertMatchesGolden(render(scale: 1), name: "golden-scene@1x")
    }

    func testSnapshotMatchesTheGoldenAtScale2() throws {
        let canvas = try render(scale: 2)
        // The timeline 380 base points at the type scale of a 560-pt-tall canvas (560 / 390),
        // beside the scene (520 pt) with its margins: 1082 pt, at 2×.
        XCTAssertEqual(canvas.width, 2164, "the scene (520 pt) and its timeline beside it, at 2×")
        XCTAssertEqual(canvas.height, 1120)
        try assertMatchesGolden(canvas, name: "golden-scene@2x")
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

    private func assertMatchesGolden(_ canvas: SoftwareCanvas, name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let goldenPath = here.appendingPathComponent("Goldens/\(name).png").path
        if ProcessInfo.processInfo.environment["GESTURESCOPE_RECORD_GOLDENS"] == "1" {
            try canvas.savePNG(to: goldenPath)
            return
        }
        guard let golden = try? PNGDecoder.read(goldenPath) else {
            return XCTFail("no golden at \(goldenPath); record with GESTURESCOPE_RECORD_GOLDENS=1", file: file, line: line)
        }
        XCTAssertEqual([golden.width, golden.height], [Int(canvas.width), Int(canvas.height)], "size", file: file, line: line)
        guard golden.width == canvas.width, golden.height == canvas.height else { return }
        let diff = try SoftwareCanvas(width: canvas.width, height: canvas.height)
        var differing = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let actual = canvas.pixel(x: x, y: y)
                let expected = golden.pixel(x: Int(x), y: Int(y))
                let distance = max(absDiff(actual.r, expected.r), absDiff(actual.g, expected.g),
                                   absDiff(actual.b, expected.b), absDiff(actual.a, expected.a))
                let isDifferent = distance > Self.channelTolerance
                if isDifferent { differing += 1 }
                let faded = UInt8((Int(actual.r) + Int(actual.g) + Int(actual.b)) / 12 + 160)
                diff.buffer.pixels[Int(y) * diff.buffer.pitch + Int(x)] = isDifferent ? 0xFF0000 : UInt32(faded) * 0x010101
            }
        }
        let fraction = Double(differing) / Double(canvas.width * canvas.height)
        if fraction > Self.allowedFraction {
            let artifacts = root.appendingPathComponent(".build/test-artifacts")
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try canvas.savePNG(to: artifacts.appendingPathComponent("\(name)-actual.png").path)
            try diff.savePNG(to: artifacts.appendingPathComponent("\(name)-diff.png").path)
            XCTFail("\(name): \(differing) pixels (\(String(format: "%.2f", fraction * 100)) %) differ; see \(artifacts.path)",
                    file: file, line: line)
        }
    }

    private func absDiff(_ a: UInt8, _ b: UInt8) -> Int { abs(Int(a) - Int(b)) }
}

private extension PNGDecoder.Image {
    /// The pixel at (x, y) as RGBA bytes.
    func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let offset = (y * width + x) * 4
        return (rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
    }
}
