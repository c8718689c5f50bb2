import CSDL
import Drawing
import ExampleRecognizers
import Foundation
import GestureEngine
import Raster
import SceneFormat
import SDLShell
import Session
import XCTest

/// The compositor draws what drawing from scratch draws: shapes composited from cached coverage
/// match shapes rasterised every frame, and redrawing only damaged rectangles of a kept
/// frame matches redrawing it all, for every shipped scene, mid-animation and with every overlay
/// layer.
final class CompositingTests: XCTestCase {
    private let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private var root: URL { here.deletingLastPathComponent().deletingLastPathComponent() }
    private var fontPath: String { root.appendingPathComponent("Assets/fonts/DejaVuSans.ttf").path }

    override func setUpWithError() throws {
        try SDLRuntime.startHeadless()
    }

    override func tearDown() {
        SDLRuntime.stop()
    }

    private func shippedScenes() throws -> [(name: String, scene: SceneDescription)] {
        let folder = root.appendingPathComponent("Scenes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertGreaterThan(names.count, 10)
        return try names.map { name in
            (name, try SceneLoader.loadScene(path: folder.appendingPathComponent(name).path, recognizers: .withExamples).get())
        }
    }

    /// Within `PixelDifference`'s tolerance: shapes are placed to a quarter
    /// pixel and faded by texture alpha, a coverage step at most on edge pixels.
    func testCompositedFramesMatchFramesDrawnFromScratch() throws {
        for (name, scene) in try shippedScenes() {
            for moment in [0.35, scene.effectivePosterTime, scene.script.endTime] {
                // 2× where the overlay has ghosts (dash bands reach further out) and on the widget.
                let atTwice = name.hasPrefix("widget") || name.hasPrefix("animation-hit-testing")
                for scale in [1.0, 2.0] where scale == 1 || (moment == scene.effectivePosterTime && atTwice) {
                    let list = Replay.session(of: scene, playing: .script(scene.script, timeScale: 1), until: moment).frame()
                    let scratch = try render(list, scale: scale, layerCache: false)
                    let composited = try render(list, scale: scale, layerCache: true)
                    let difference = PixelDifference(composited, scratch)
                    XCTAssertLessThanOrEqual(difference.fraction, PixelDifference.allowedFraction,
                                             "\(name) at \(moment) s, \(scale)×: \(difference.differing) pixels differ")
                }
            }
        }
    }

    /// Each frame of a scene's demo drawn by updating only its damage over the previous frame is
    /// the frame drawn whole, pixel for pixel, both composited from cached coverage as the
    /// window's software path draws (a shape's coverage depends only on its key, not on what the
    /// renderer drew before).
    func testDamageOnlyUpdatesLeaveNoStalePixels() throws {
        var totalPartialFrames = 0
        for name in ["widget-2-tap-pan.yaml", "animation-hit-testing.yaml", "settings.yaml", "interruptible.yaml", "delivery.yaml"] {
            let scene = try XCTUnwrap(shippedScenes().first { $0.name == name }?.scene)
            let (session, kept, keptRenderer) = try playing(scene)
            totalPartialFrames += try damageOnlyFrames(of: session, until: scene.script.endTime, named: name, kept: kept,
                                                       frame: { session.frame() },
                                                       update: { keptRenderer.render($0, pixelScale: 1, damage: $1) })
        }
        // Not vacuous: many frames were partial updates (a panel that changes every frame makes
        // some scenes' frames full redraws).
        XCTAssertGreaterThan(totalPartialFrames, 20)
    }

    /// The same in the window as it opens on a 1280×800 screen: the scene fitted beside its
    /// timeline at a fractional scale, drawn in the window's bands, through the demo and a second
    /// and a half after it (hit outlines and ripples fading out).
    func testDamageOnlyUpdatesLeaveNoStalePixelsInAFittedWindow() throws {
        for name in ["animation-hit-testing.yaml", "widget-2-tap-pan.yaml"] {
            let scene = try XCTUnwrap(shippedScenes().first { $0.name == name }?.scene)
            let session = SceneSession(scene: scene)
            session.play(scene.script, from: 0)
            let layout = session.layout(canvas: Size(1280, 800))
            XCTAssertNotEqual(layout.sceneToWindow.a, 1, "\(name): the scene is scaled to fit")
            let kept = try SoftwareCanvas(width: 1280, height: 800)
            let banded = try BandedRenderer(canvas: kept, fontPath: fontPath, count: BandedRenderer.windowBands)
            let partialFrames = try damageOnlyFrames(of: session, until: scene.script.endTime + 1.5, named: name, kept: kept,
                                                     frame: { session.frame(in: layout) },
                                                     update: { banded.render($0, pixelScale: 1, damage: $1) })
            XCTAssertGreaterThan(partialFrames, 3, "\(name): not vacuous")
        }
    }

    /// Plays `session` to `end` (engine seconds) at ten frames a second — each frame's damage is
    /// then larger than at 60 Hz, and a stale pixel stays wrong in every later frame until
    /// something redraws it — drawing each `frame` by `update` (given its damage) over the one
    /// `kept` holds, and comparing it with the frame drawn whole, pixel for pixel. Stops at the
    /// first frame with stale pixels, saving both pictures in .build/test-artifacts. Returns how
    /// many frames were partial updates.
    private func damageOnlyFrames(of session: SceneSession, until end: Double, named name: String, kept: SoftwareCanvas,
                                  frame makeFrame: () -> DrawList, update: (DrawList, [Rect]?) -> Void) throws -> Int {
        var tracker = DamageTracker()
        var partialFrames = 0
        for frame in 0...Int(end * 10) {
            session.advance(to: Double(frame) / 10)
            let list = makeFrame()
            let damage = tracker.damage(to: list)
            if let damage, !damage.isEmpty { partialFrames += 1 }
            update(list, damage)
            let whole = try render(list, scale: 1, layerCache: true)
            let difference = PixelDifference(kept, whole, channelTolerance: 0)
            XCTAssertEqual(difference.differing, 0, "\(name) frame \(frame): stale pixels")
            if difference.differing > 0 {
                let artifacts = root.appendingPathComponent(".build/test-artifacts")
                try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
                try kept.savePNG(to: artifacts.appendingPathComponent("\(name)-\(frame)-damage-only.png").path)
                try whole.savePNG(to: artifacts.appendingPathComponent("\(name)-\(frame)-whole.png").path)
                break
            }
        }
        return partialFrames
    }

    /// The hundred model ghosts of a stress scene are composited as one layer (`OutlineLayer`):
    /// within 2/255 a channel of the outlines composited one by one (overlapping dashes' coverage
    /// is composed before it is blended: one rounding instead of two), and frames updated by
    /// damage equal frames drawn whole, pixel for pixel, over its demo.
    func testACrowdOfGhostsIsCompositedAsOneLayer() throws {
        let path = root.appendingPathComponent("bench/scenes/animated-100.yaml").path
        let scene = try SceneLoader.loadScene(path: path, recognizers: .withExamples).get()
        let poster = Replay.session(of: scene, playing: .script(scene.script, timeScale: 1), until: scene.effectivePosterTime).frame()
        let outlines = poster.commands.filter { if case .dashedOutline = $0 { return true } else { return false } }
        XCTAssertGreaterThanOrEqual(outlines.count, 100, "not vacuous: a crowd of ghosts")
        let layered = try render(poster, scale: 1, layerCache: true)
        let oneByOne = try render(poster, scale: 1, layerCache: true, outlineLayers: false)
        XCTAssertEqual(PixelDifference(layered, oneByOne, channelTolerance: 2).differing, 0)
        XCTAssertGreaterThan(PixelDifference(layered, oneByOne, channelTolerance: 0).differing, 0, "the overlaps are composed first")
        // Redrawn region by region (the run scanned once, its layer composited in each): the same frame.
        let regions = try SoftwareCanvas(width: Int32(poster.size.width), height: Int32(poster.size.height))
        let regionRenderer = try DrawListRenderer.checked(canvas: regions, fontPath: fontPath)
        regionRenderer.render(poster, pixelScale: 1)
        let half = poster.size.width / 2
        regionRenderer.render(poster, pixelScale: 1, damage: [Rect(0, 0, half, poster.size.height), Rect(half, 0, half, poster.size.height)])
        XCTAssertEqual(PixelDifference(regions, layered, channelTolerance: 0).differing, 0)

        let (session, kept, keptRenderer) = try playing(scene)
        var tracker = DamageTracker()
        // Four frames a second: the drag's damage, then everything moving. Each compared with
        // the frame a new renderer draws whole (the layer is a function of the outlines).
        for frame in 0...Int(scene.script.endTime * 4) {
            session.advance(to: Double(frame) / 4)
            let list = session.frame()
            keptRenderer.render(list, pixelScale: 1, damage: tracker.damage(to: list))
            XCTAssertEqual(PixelDifference(kept, try render(list, scale: 1, layerCache: true), channelTolerance: 0).differing, 0, "frame \(frame)")
        }
    }

    func testAStillFrameHasNoDamageAndAMovedViewDamagesOnlyItsNeighbourhood() throws {
        let scene = try XCTUnwrap(shippedScenes().first { $0.name == "widget-2-tap-pan.yaml" }?.scene)
        let session = SceneSession(scene: scene)
        var tracker = DamageTracker()
        XCTAssertNil(tracker.damage(to: session.frame()), "the first frame is drawn whole")
        XCTAssertEqual(tracker.damage(to: session.frame()), [], "nothing changed: nothing to draw")
        let widget = try XCTUnwrap(session.engine.window.subviews.first)
        widget.center = widget.center + Point(3, 0)
        let damage = try XCTUnwrap(tracker.damage(to: session.frame()))
        let area = damage.reduce(0) { $0 + $1.width * $1.height }
        XCTAssertLessThan(area, session.engine.window.bounds.width * session.engine.window.bounds.height * 0.6)
        XCTAssertTrue(damage.contains { $0.minX <= widget.frame.minX - 3 && $0.maxX >= widget.frame.maxX })
    }

    /// A session playing `scene`'s demo from its start, and a canvas of its frames' size with a
    /// renderer that keeps what it draws (the window's way).
    private func playing(_ scene: SceneDescription) throws -> (SceneSession, SoftwareCanvas, DrawListRenderer) {
        let session = SceneSession(scene: scene)
        session.play(scene.script, from: 0)
        let first = session.frame()
        let kept = try SoftwareCanvas(width: Int32(first.size.width), height: Int32(first.size.height))
        return (session, kept, try DrawListRenderer.checked(canvas: kept, fontPath: fontPath))
    }

    /// `outlineLayers` false: dashed outlines one by one.
    private func render(_ list: DrawList, scale: Double, layerCache: Bool, outlineLayers: Bool = true) throws -> SoftwareCanvas {
        let canvas = try SoftwareCanvas(width: Int32((list.size.width * scale).rounded()), height: Int32((list.size.height * scale).rounded()))
        let renderer = try DrawListRenderer.checked(canvas: canvas, fontPath: fontPath)
        renderer.usesLayerCache = layerCache
        renderer.composesOutlineLayers = outlineLayers
        renderer.render(list, pixelScale: scale)
        return canvas
    }
}

/// How many pixels of two equally sized canvases differ by more than a channel tolerance.
struct PixelDifference {
    /// A pixel differs when a channel is off by more than 24/255 (the PNG goldens' tolerance before
    /// they were compared as `check` compares them) …
    static let channelTolerance = 24
    /// … on more than 0.5 % of the pixels.
    static let allowedFraction = 0.005

    let differing: Int
    let fraction: Double

    init(_ a: SoftwareCanvas, _ b: SoftwareCanvas, channelTolerance: Int = PixelDifference.channelTolerance) {
        precondition(a.width == b.width && a.height == b.height, "canvases of different sizes")
        let first = a.pixelWords(), second = b.pixelWords()
        var count = 0
        // A plain loop over buffers: generic iteration is slow in the debug builds tests run in.
        first.withUnsafeBufferPointer { first in
            second.withUnsafeBufferPointer { second in
                var index = 0
                while index < first.count {
                    let p = first[index], q = second[index]
                    index += 1
                    guard p != q else { continue }
                    let distance = max(abs(Int(p >> 16 & 0xFF) - Int(q >> 16 & 0xFF)), abs(Int(p >> 8 & 0xFF) - Int(q >> 8 & 0xFF)),
                                       abs(Int(p & 0xFF) - Int(q & 0xFF)))
                    if distance > channelTolerance { count += 1 }
                }
            }
        }
        differing = count
        fraction = Double(count) / Double(Int(a.width) * Int(a.height))
    }
}
