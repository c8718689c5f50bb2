@testable import Drawing
import ExampleRecognizers
import Foundation
import GestureEngine
import Raster
import SceneFormat
@testable import SDLShell
import Session
import XCTest

/// Fingers for an audience: in every shipped scene, at every moment of its demo (each step's
/// start and end, and the poster), every finger's ring stands out from what is under it, and
/// no participant count covers a label (`testNoParticipantCountCoversALabelInAnyShippedScene`).
/// For the rings, each frame is drawn twice with the software renderer, as the window draws it —
/// whole, and without the commands of the fingers layer (`FingerOverlay.draw`) — and, all
/// around each ring, its edge's pixels are compared with what the same places show without it:
/// at every one of 96 angles some pixel across the ring's edge (its outline bands and coloured
/// band) has a WCAG contrast ratio of at least 3:1 with the colour under that stretch of the ring.
final class FingerLegibilityTests: XCTestCase {
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

    /// Every shipped scene (by file name) with a session playing its demo from 0, the timeline
    /// and the responder panel hidden: the fingers are drawn over the scene alone.
    private func shippedScenesPlaying() throws -> [(name: String, scene: SceneDescription, session: SceneSession)] {
        let folder = root.appendingPathComponent("Scenes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        return try names.map { name in
            let scene = try SceneLoader.loadScene(path: folder.appendingPathComponent(name).path, recognizers: .withExamples).get()
            let session = SceneSession(scene: scene)
            session.layers.showsTimeline = false
            session.layers.showsResponderPanel = false
            session.play(scene.script, from: 0)
            return (name, scene, session)
        }
    }

    func testEveryRingInEveryShippedSceneContrastsWithWhatIsUnderIt() throws {
        let scenes = try shippedScenesPlaying()
        XCTAssertGreaterThan(scenes.count, 20)
        var rings = 0, worst = (contrast: Double.infinity, place: "")
        for (name, scene, session) in scenes {
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

    /// The participant counts cover no label: in every shipped scene at every demo step, each
    /// count drawn in full (not faded for want of a free place) overlaps neither the text
    /// already drawn in the scene's viewport (views' labels, controls' values, guides' labels),
    /// measured with the bundled font as the window draws it, nor another overlay label's pill.
    func testNoParticipantCountCoversALabelInAnyShippedScene() throws {
        let measure = FontTextMeasure(fontPath: fontPath)
        var placed = 0, faded = 0
        for (name, scene, session) in try shippedScenesPlaying() {
            let layout = session.layout()
            let moments = Set(scene.script.steps.flatMap { [$0.time, $0.endTime] } + [scene.effectivePosterTime]).sorted()
            for moment in moments {
                session.advance(to: moment)
                guard !session.overlay.liveTouches.isEmpty else { continue }
                let frame = session.frame(in: layout)
                let parts = try XCTUnwrap(split(frame, session: session, layout: layout), "\(name)@\(moment)")
                var text: [Rect] = []
                var clips: [Rect] = []
                for command in parts.before {
                    switch command {
                    case let .clip(rect?): clips.append(clips.last.map { rect.intersection($0) ?? .zero } ?? rect)
                    case .clip(nil): _ = clips.popLast()
                    case let .text(run):
                        let size = run.fontSize * run.scale
                        let width = measure.width(of: run.text, fontSize: size), height = 1.2 * size
                        let minX = switch run.alignment {
                        case .center: run.position.x - width / 2
                        case .left: run.position.x
                        case .right: run.position.x - width
                        }
                        let box = run.angle == 0 ? Rect(minX, run.position.y - height / 2, width, height) : command.conservativeBounds!
                        if let visible = clips.last.map({ box.intersection($0) }) ?? box { text.append(visible) }
                    default: continue
                    }
                }
                // Overlay labels: a pill (a fill) right before its text.
                let fingers = Array(parts.fingers)
                var pills: [(rect: Rect, text: TextRun)] = []
                for index in fingers.indices.dropFirst() {
                    guard case let .text(run) = fingers[index], case let .fill(shape, _) = fingers[index - 1], shape.transform.isIdentity
                    else { continue }
                    pills.append((shape.rect, run))
                }
                for (index, pill) in pills.enumerated() where pill.text.text.hasSuffix("recognizers") {
                    guard pill.text.color.alpha == 1 else {
                        faded += 1
                        continue
                    }
                    placed += 1
                    let place = "\(name) @\(formatNumber(moment)): \"\(pill.text.text)\" at \(pill.rect)"
                    for box in text where box.intersects(pill.rect) && box.intersection(pill.rect)!.area > 0 {
                        XCTFail("\(place) covers text at \(box)")
                    }
                    for (other, label) in pills.enumerated() where other != index && label.rect.intersects(pill.rect)
                        && label.rect.intersection(pill.rect)!.area > 0 {
                        XCTFail("\(place) covers the label \"\(label.text.text)\" at \(label.rect)")
                    }
                }
            }
            session.engine.cancelAllTouches(at: session.engine.now)
        }
        XCTAssertGreaterThan(placed, 20, "counts checked")
        print("participant counts checked: \(placed) placed free, \(faded) faded")
    }

    /// `frame` split around the commands `FingerOverlay.draw` added: they are the last ones
    /// before the viewport's clip closes. Found by drawing the fingers again over what precedes
    /// them and checking that this gives the frame's commands exactly; nil when it does not.
    private func split(_ frame: DrawList, session: SceneSession, layout: FrameLayout)
        -> (before: ArraySlice<DrawCommand>, fingers: ArraySlice<DrawCommand>, after: ArraySlice<DrawCommand>)? {
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
        FingerOverlay.draw(session.overlay, window: session.engine.window, now: session.engine.now, labelScale: layout.overlayLabelScale, into: &scratch)
        let start = viewportEnd - scratch.commands.count
        guard start >= 0 else { return nil }
        var redrawn = list(commands[..<start])
        FingerOverlay.draw(session.overlay, window: session.engine.window, now: session.engine.now, labelScale: layout.overlayLabelScale,
                           into: &redrawn)
        guard redrawn.commands[...] == commands[..<viewportEnd] else { return nil }
        return (commands[..<start], commands[start..<viewportEnd], commands[viewportEnd...])
    }

    /// `frame` without the commands of the fingers layer.
    private func withoutFingers(_ frame: DrawList, session: SceneSession, layout: FrameLayout) -> DrawList? {
        guard let parts = split(frame, session: session, layout: layout) else { return nil }
        var underneath = DrawList(size: frame.size, background: frame.background)
        for command in parts.before + parts.after { underneath.append(command) }
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
