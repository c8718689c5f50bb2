@testable import Drawing
import ExampleRecognizers
import Foundation
import GestureEngine
import SceneFormat
@testable import SDLShell
import Session
import XCTest

/// Fingers for an audience: in every shipped scene, at every moment of its demo (each step's
/// start and end, and the poster), every finger's ring stands out from what is under it. Each
/// frame is drawn twice with the software renderer, as the window draws it — whole, and without
/// the commands of the fingers layer (`FingerOverlay.draw`) — and, all around each ring, its
/// edge's pixels are compared with what the same places show without it: at every one of 96
/// angles some pixel across the ring's edge (its outline bands and coloured band) has a WCAG
/// contrast ratio of at least 3:1 with the colour under that stretch of the ring.
final class FingerContrastTests: XCTestCase {
    static let required = 3.0
    /// Angles sampled around each ring.
    static let angles = 96

    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var fontPath: String { root.appendingPathComponent("Assets/fonts/DejaVuSans.ttf").path }

    override func setUpWithError() throws {
        try SDLRuntime.startHeadless()
    }

    override func tearDown() {
        SDLRuntime.stop()
    }

    func testEveryRingInEveryShippedSceneContrastsWithWhatIsUnderIt() throws {
        let folder = root.appendingPathComponent("Scenes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertGreaterThan(names.count, 20)
        var rings = 0, worst = (contrast: Double.infinity, place: "")
        for name in names {
            let scene = try SceneLoader.loadScene(path: folder.appendingPathComponent(name).path, recognizers: .withExamples).get()
            let session = SceneSession(scene: scene)
            session.layers.showsTimeline = false
            session.layers.showsResponderPanel = false
            session.play(scene.script, from: 0)
            let layout = session.layout()
            let canvas = try SoftwareCanvas(width: Int32(layout.canvas.width.rounded()), height: Int32(layout.canvas.height.rounded()))
            let renderer = try DrawListRenderer.checked(canvas: canvas, fontPath: fontPath)
            let moments = Set(scene.script.steps.flatMap { [$0.time, $0.endTime] } + [scene.effectivePosterTime]).sorted()
            for moment in moments {
                session.advance(to: moment)
                let fingers = session.overlay.liveTouches
                guard !fingers.isEmpty else { continue }
                let frame = session.frame(in: layout)
                let underneath = try XCTUnwrap(withoutFingers(frame, session: session, layout: layout), "\(name)@\(moment)")
                renderer.render(frame, pixelScale: 1)
                let drawn = canvas.pixelWords()
                renderer.render(underneath, pixelScale: 1)
                let under = canvas.pixelWords()
                for finger in fingers {
                    let place = "\(name) @\(formatNumber(moment)) T\(finger.id) at \(finger.location)"
                    let center = layout.sceneToWindow.apply(to: finger.location)
                    let radius = FingerOverlay.ringRadius(contact: finger.radius > 0 ? finger.radius : nil)
                    let width = FingerOverlay.ringWidth(force: finger.force < 1 ? finger.force : nil)
                    guard let contrast = leastContrast(around: center, radius: radius, ringWidth: width, drawn: drawn, under: under,
                                                       width: Int(canvas.width), viewport: layout.visibleViewport)
                    else { continue }
                    rings += 1
                    if contrast < worst.contrast { worst = (contrast, place) }
                    XCTAssertGreaterThanOrEqual(contrast, Self.required, "\(place): the ring's outline contrasts \(formatNumber(contrast)):1")
                }
            }
            session.engine.cancelAllTouches(at: session.engine.now)
        }
        XCTAssertGreaterThan(rings, 100, "rings measured")
        print("finger rings measured: \(rings); least contrast \(formatNumber(worst.contrast)):1 (\(worst.place))")
    }

    /// `frame` without the commands `FingerOverlay.draw` added: they are the last ones before
    /// the viewport's clip closes. Found by drawing the fingers again over what precedes them
    /// and checking that this gives the frame's commands exactly; nil when it does not.
    private func withoutFingers(_ frame: DrawList, session: SceneSession, layout: FrameLayout) -> DrawList? {
        let commands = frame.commands
        var depth = 0
        var viewportEnd: Int?
        for (index, command) in commands.enumerated() {
            guard case let .clip(rect) = command else { continue }
            depth += rect == nil ? -1 : 1
            if depth == 0 {
                viewportEnd = index
                break
            }
        }
        guard let viewportEnd else { return nil }
        let placement = layout.sceneToWindow.isIdentity ? nil : layout.sceneToWindow
        func list(_ slice: ArraySlice<DrawCommand>) -> DrawList {
            var list = DrawList(size: frame.size, background: frame.background)
            for command in slice { list.append(command) }
            list.placement = placement
            return list
        }
        var scratch = list([][...])
        FingerOverlay.draw(session.overlay, window: session.engine.window, now: session.engine.now, into: &scratch)
        let start = viewportEnd - scratch.commands.count
        guard start >= 0 else { return nil }
        var redrawn = list(commands[..<start])
        FingerOverlay.draw(session.overlay, window: session.engine.window, now: session.engine.now, into: &redrawn)
        guard redrawn.commands[...] == commands[..<viewportEnd] else { return nil }
        var underneath = list(commands[..<start])
        underneath.placement = nil
        for command in commands[viewportEnd...] { underneath.append(command) }
        return underneath
    }

    /// The least, over `angles` angles around the ring of `radius` and `ringWidth` at `center`
    /// (window points at 1 pixel each), of the greatest contrast between a pixel drawn across the
    /// ring's edge there (from inside its inner dark edge to beyond its outer dark band) and the
    /// colour under that stretch of the ring: the median luminance of the pixels under the
    /// ring's edge within `neighbourhood` angles either side. (Against the median, not the pixel
    /// right under each one: a glyph's stroke or a hairline that happens to lie under the light
    /// band is not what the ring is seen against.) Angles whose edge lies outside `viewport`
    /// are skipped (clipped); nil when all are.
    private func leastContrast(around center: Point, radius: Double, ringWidth: Double, drawn: [UInt32], under: [UInt32], width: Int,
                               viewport: Rect) -> Double? {
        let height = drawn.count / width
        let offsets = Array(stride(from: -(ringWidth + FingerOverlay.innerEdge + 0.5), through: 2 * FingerOverlay.outlineBand + 0.5, by: 0.5))
        /// The pixel indices across the ring's edge at `step`; nil when its edge is clipped.
        func pixels(at step: Int) -> [Int]? {
            let angle = Double(step) / Double(Self.angles) * 2 * .pi
            let direction = Point(cos(angle), sin(angle))
            guard viewport.outset(dx: -3, dy: -3).contains(center + direction * (radius + FingerOverlay.outlineBand)) else { return nil }
            return offsets.compactMap { offset in
                let point = center + direction * (radius + offset)
                let x = Int(point.x.rounded(.down)), y = Int(point.y.rounded(.down))
                return x >= 0 && y >= 0 && x < width && y < height ? y * width + x : nil
            }
        }
        let across = (0..<Self.angles).map(pixels)
        var least: Double?
        for step in 0..<Self.angles {
            guard let here = across[step] else { continue }
            var underneath: [Double] = []
            for neighbour in (step - Self.neighbourhood)...(step + Self.neighbourhood) {
                for index in across[(neighbour + Self.angles) % Self.angles] ?? [] { underneath.append(luminance(under[index])) }
            }
            underneath.sort()
            let background = underneath[underneath.count / 2]
            let best = here.map { contrast(luminance(drawn[$0]), background) }.max() ?? 1
            least = min(least ?? best, best)
        }
        return least
    }

    /// Angles either side (of `angles`) whose pixels under the ring make up the colour it is
    /// seen against: ±7.5°, 3 pt of a finger-sized ring's edge.
    static let neighbourhood = 2

    private func luminance(_ word: UInt32) -> Double {
        Palette.relativeLuminance(color(word))
    }

    private func contrast(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    private func color(_ word: UInt32) -> Color {
        Color(red8: Int((word >> 16) & 0xFF), green8: Int((word >> 8) & 0xFF), blue8: Int(word & 0xFF))
    }
}
