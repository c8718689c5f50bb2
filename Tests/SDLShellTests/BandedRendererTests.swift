import Drawing
import ExampleRecognizers
import Foundation
import GestureEngine
import Raster
import SceneFormat
import SDLShell
import Session
import XCTest

/// Drawing a frame in bands on several threads gives the frame one renderer draws, pixel for
/// pixel (no tolerance): whole frames of every shipped scene, at a scale whose band edges fall
/// inside pixels, and damage-only updates over a demo, also drawn in the background.
final class BandedRendererTests: XCTestCase {
    private let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private var root: URL { here.deletingLastPathComponent().deletingLastPathComponent() }
    private var fontPath: String { root.appendingPathComponent("Assets/fonts/DejaVuSans.ttf").path }

    override func setUpWithError() throws {
        try SDLRuntime.startHeadless()
    }

    override func tearDown() {
        SDLRuntime.stop()
    }

    /// A shipped scene by file name, or any scene by its path from the package root.
    private func scene(_ name: String) throws -> SceneDescription {
        let path = name.contains("/") ? name : "Scenes/\(name)"
        return try SceneLoader.loadScene(path: root.appendingPathComponent(path).path, recognizers: .withExamples).get()
    }

    func testBandsDrawTheFrameOneRendererDraws() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Scenes").path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertGreaterThan(names.count, 10)
        // And a stress scene whose hundred model ghosts are one composited layer (`OutlineLayer`).
        for name in names + ["bench/scenes/animated-100.yaml"] {
            let scene = try scene(name)
            let list = Replay.session(of: scene, playing: .script(scene.script, timeScale: 1), until: scene.effectivePosterTime).frame()
            // Two bands everywhere; three at 1.5× (band edges inside pixels) and eight (a snapshot's
            // on an eight-core machine) on a few scenes.
            let extra = ["settings.yaml", "animation-hit-testing.yaml", "widget-4-pan-requires-tap.yaml"].contains(name)
            for (scale, count) in [(1.0, 2)] + (extra ? [(1.5, 3), (1.0, 8)] : []) {
                let single = try canvas(for: list, scale: scale)
                try DrawListRenderer.checked(canvas: single, fontPath: fontPath).render(list, pixelScale: scale)
                let banded = try canvas(for: list, scale: scale)
                let renderer = try BandedRenderer(canvas: banded, fontPath: fontPath, count: count)
                renderer.render(list, pixelScale: scale)
                XCTAssertEqual(differing(banded, single), 0, "\(name) at \(scale)×, \(count) bands")
                // Again, with the boundaries moved by the first frame's times.
                let first = renderer.boundaries
                renderer.render(list, pixelScale: scale)
                XCTAssertEqual(differing(banded, single), 0, "\(name) at \(scale)×, \(count) bands from \(first)")
            }
        }
    }

    func testBandedDamageOnlyUpdatesMatchWholeFrames() throws {
        let demo = try demo("animation-hit-testing.yaml")
        let banded = try BandedRenderer(canvas: demo.kept, fontPath: fontPath, count: 2)
        var tracker = DamageTracker()
        var partialFrames = 0
        for frame in 0...demo.lastFrame {
            demo.session.advance(to: Double(frame) / 10)
            let list = demo.session.frame()
            let damage = tracker.damage(to: list)
            if let damage, !damage.isEmpty { partialFrames += 1 }
            banded.render(list, pixelScale: 1, damage: damage)
            let whole = try drawnWhole(list)
            XCTAssertEqual(differing(demo.kept, whole), 0, "frame \(frame)")
        }
        XCTAssertGreaterThan(partialFrames, 5, "not vacuous: some frames were partial updates")
    }

    func testBandsReadBackEveryPixelInRowOrder() throws {
        let scene = try scene("settings.yaml")
        let list = Replay.session(of: scene, playing: .script(scene.script, timeScale: 1), until: scene.effectivePosterTime).frame()
        let canvas = try canvas(for: list, scale: 1)
        let banded = try BandedRenderer(canvas: canvas, fontPath: fontPath, count: 3)
        banded.render(list, pixelScale: 1)
        var words: [UInt32] = [1, 2, 3]
        banded.copyPixelWords(into: &words)
        XCTAssertTrue(words == canvas.pixelWords(), "the canvas's pixels, row after row")
        // Drawn and read back in one pass, each band its own rows: whole, then damage only over a
        // later frame (every row is read back, drawn or kept).
        let later = Replay.session(of: scene, playing: .script(scene.script, timeScale: 1), until: scene.script.endTime).frame()
        var tracker = DamageTracker()
        for frame in [list, later] {
            var together: [UInt32] = []
            banded.render(frame, pixelScale: 1, damage: tracker.damage(to: frame), readingBackInto: &together)
            XCTAssertTrue(together == canvas.pixelWords())
            let single = try drawnWhole(frame)
            XCTAssertEqual(differing(canvas, single), 0)
        }
    }

    /// A recorder's loop: each frame drawn in the background while the next is composed, its
    /// pixels read back as drawn, equals the frame drawn from scratch.
    func testFramesDrawnInTheBackgroundWhileTheNextIsComposedMatchWholeFrames() throws {
        let demo = try demo("animation-hit-testing.yaml")
        let drawing = try BandedRenderer(canvas: demo.kept, fontPath: fontPath, count: 2, drawsInBackground: true)
        var list = demo.first
        var tracker = DamageTracker()
        var damage = tracker.damage(to: list)
        for frame in 0...demo.lastFrame {
            drawing.startRendering(list, pixelScale: 1, damage: damage, readsBack: true)
            let drawn = list
            if frame < demo.lastFrame {
                demo.session.advance(to: Double(frame + 1) / 10)
                list = demo.session.frame()
                damage = tracker.damage(to: list)
            }
            drawing.finishRendering()
            let whole = try drawnWhole(drawn)
            XCTAssertEqual(differing(demo.kept, whole), 0, "frame \(frame)")
            XCTAssertTrue(drawing.readBackPixels == whole.pixelWords(), "frame \(frame) read back")
        }
    }

    /// `name`'s demo playing from 0, its first frame, a canvas of that frame's size to keep
    /// drawing on, and the last of its frames at 10 Hz.
    private func demo(_ name: String) throws -> (session: SceneSession, first: DrawList, kept: SoftwareCanvas, lastFrame: Int) {
        let scene = try scene(name)
        let session = SceneSession(scene: scene)
        session.play(scene.script, from: 0)
        let first = session.frame()
        return (session, first, try canvas(for: first, scale: 1), Int(scene.script.endTime * 10))
    }

    /// `list` drawn from scratch by one renderer, at 1×.
    private func drawnWhole(_ list: DrawList) throws -> SoftwareCanvas {
        let whole = try canvas(for: list, scale: 1)
        try DrawListRenderer.checked(canvas: whole, fontPath: fontPath).render(list, pixelScale: 1)
        return whole
    }

    private func canvas(for list: DrawList, scale: Double) throws -> SoftwareCanvas {
        try SoftwareCanvas(width: Int32((list.size.width * scale).rounded()), height: Int32((list.size.height * scale).rounded()))
    }

    /// A plain loop over buffers: generic iteration is slow in the debug builds tests run in.
    private func differing(_ a: SoftwareCanvas, _ b: SoftwareCanvas) -> Int {
        let first = a.pixelWords(), second = b.pixelWords()
        guard first.count == second.count else { return max(first.count, second.count) }
        var count = 0
        first.withUnsafeBufferPointer { first in
            second.withUnsafeBufferPointer { second in
                var index = 0
                while index < first.count {
                    if first[index] != second[index] { count += 1 }
                    index += 1
                }
            }
        }
        return count
    }
}
