import Drawing
import ExampleRecognizers
import Foundation
import GestureEngine
import Raster
import SceneFormat
import SDLShell
import Session
import XCTest

/// Frames laid out for windows a presenter uses — 1920 × 1080 and 3840 × 2160 among them — at
/// scene scales 1 to 4, with the timeline beside, below or chosen, zoomed by `+`/`-` and in
/// presentation mode, over the shipped scenes, drawn through the banded renderer: every clip
/// nests and is finite, and no pixel outside the frame's canvas is written (issue 28: a crash in
/// `PixelCompositor.fillClip` at `--scale 2` on 1920 × 1080).
final class LayoutFuzzTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var fontPath: String { root.appendingPathComponent("Assets/fonts/DejaVuSans.ttf").path }

    override func setUpWithError() throws {
        try SDLRuntime.startHeadless()
    }

    override func tearDown() {
        SDLRuntime.stop()
    }

    /// A small deterministic generator (SplitMix64): the same layouts every run.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    func testFuzzedLayoutsOfShippedScenesDrawInsideTheirCanvasThroughTheBands() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Scenes").path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        let sizes = [Size(640, 480), Size(800, 600), Size(1280, 800), Size(1920, 1080), Size(3840, 2160), Size(1003, 517)]
        let scales: [Double?] = [nil, 1, 2, 3, 4]
        let docks: [FrameLayout.Dock?] = [nil, .right, .bottom]
        var generator = Generator(state: 28)
        var sessions: [String: SceneSession] = [:]
        for round in 0..<64 {
            let name = names[generator.next(names.count)]
            // The 4K canvas twice: enough to cover it, few enough to keep the test quick.
            let size = round < 2 ? sizes[4] : sizes[generator.next(sizes.count)]
            let fixedScale = scales[generator.next(scales.count)]
            let placement = TimelinePlacement(dock: docks[generator.next(docks.count)], zoom: [0.5, 1, 1.15, 2, 3][generator.next(5)],
                                              presents: generator.next(3) == 0)
            let session = try sessions[name] ?? {
                let scene = try SceneLoader.loadScene(path: root.appendingPathComponent("Scenes/\(name)").path, recognizers: .withExamples).get()
                return Replay.session(of: scene, playing: .script(scene.script, timeScale: 1), until: scene.effectivePosterTime)
            }()
            sessions[name] = session
            session.layers.timelinePlacement = placement
            let layout = FrameLayout(canvas: size, sceneSize: session.engine.window.bounds.size, timeline: placement, hasStatusBar: true,
                                     fixedScale: fixedScale)
            let list = session.frame(in: layout)
            let context = "\(name) on \(size) at scale \(fixedScale.map { "\($0)" } ?? "fitted"), \(placement)"
            assertClipsNest(list, context)
            try assertDrawsInsideItsCanvas(list, context)
        }
    }

    /// Every `.clip(rect)` is finite and closed by a `.clip(nil)`, none left open.
    private func assertClipsNest(_ list: DrawList, _ context: String) {
        var depth = 0
        for command in list.commands {
            guard case let .clip(rect) = command else { continue }
            if let rect {
                XCTAssertTrue([rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite), "\(rect): \(context)")
                depth += 1
            } else {
                depth -= 1
                XCTAssertGreaterThanOrEqual(depth, 0, "an unclip with no clip: \(context)")
            }
        }
        XCTAssertEqual(depth, 0, "clips left open: \(context)")
    }

    /// Draws `list` in two bands on a canvas 16 pixels larger each way, filled with a sentinel
    /// first: the margin beyond the list's size keeps the sentinel.
    private func assertDrawsInsideItsCanvas(_ list: DrawList, _ context: String) throws {
        let width = Int(list.size.width.rounded(.up)), height = Int(list.size.height.rounded(.up))
        let canvas = try SoftwareCanvas(width: Int32(width + 16), height: Int32(height + 16))
        let sentinel = Color(red8: 0x12, green8: 0x34, blue8: 0x56)
        try DrawListRenderer.checked(canvas: canvas, fontPath: fontPath)
            .render(DrawList(size: Size(Double(width + 16), Double(height + 16)), background: sentinel), pixelScale: 1)
        try BandedRenderer(canvas: canvas, fontPath: fontPath, count: 2).render(list, pixelScale: 1)
        let words = canvas.pixelWords(), pitch = width + 16
        var written = 0
        words.withUnsafeBufferPointer { words in
            for row in 0..<(height + 16) {
                let from = row < height ? width : 0
                for column in from..<pitch where words[row * pitch + column] & 0x00FF_FFFF != 0x12_3456 { written += 1 }
            }
        }
        XCTAssertEqual(written, 0, "pixels written beyond the canvas: \(context)")
    }
}
