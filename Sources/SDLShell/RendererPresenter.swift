import CSDL
import Drawing
import FileOutput
import GestureEngine
import Raster

/// GPU path (or SDL's own renderer where the window has no plain surface): the frame drawn by
/// `Raster` into a canvas of the renderer's output size, in bands, only where it changed; those
/// rectangles uploaded into a streaming texture, and the whole texture presented (the renderer is
/// double-buffered, so every present copies all of it). Unchanged frames are not presented.
final class RendererPresenter: WindowPresenter {
    let name: String
    /// True when `SDL_RenderPresent` waits for the display's vertical sync.
    let hasVSync: Bool
    private let renderer: SDLRenderer
    private let text: TextAtlas
    /// The canvas the frame is drawn on, its bands and its texture; remade when the output size
    /// changes.
    private var target: Target?
    private var tracker = DamageTracker()
    /// Making the canvas or texture failed and was reported.
    private var hasReportedFailure = false

    private struct Target {
        let canvas: SoftwareCanvas
        let drawer: BandedRenderer
        let texture: StreamingTexture
    }

    init(window: SDLWindow, fontPath: String) throws(SDLError) {
        SDLThread.assertMain()
        renderer = try window.makeRenderer()
        hasVSync = renderer.hasVSync
        text = try TextAtlas.checked(fontPath: fontPath, keepingAlive: window)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer.pointer, &info)
        let driver = info.name.map { String(cString: $0) } ?? "?"
        name = driver == "software" ? "software (SDL)" : "gpu (\(driver))"
    }

    func invalidate(surfaceChanged: Bool) {
        tracker.invalidate()
    }

    func expectFrame() {
        target?.drawer.expectFrame()
    }

    func present(_ list: DrawList) -> Bool {
        SDLThread.assertMain()
        let presented = drawIfChanged(list)
        if !presented { target?.drawer.forgetExpectedFrame() }
        return presented
    }

    private func drawIfChanged(_ list: DrawList) -> Bool {
        let (width, height) = renderer.outputSize
        if target.map({ $0.canvas.width != width || $0.canvas.height != height }) ?? true {
            target = nil
            do {
                target = try makeTarget(width: width, height: height)
            } catch {
                if !hasReportedFailure { StandardStreams.err("gesturescope: cannot draw a \(width)×\(height) frame: \(error.message)\n") }
                hasReportedFailure = true
                return false
            }
            hasReportedFailure = false
            tracker.invalidate()
        }
        guard let target else { return false }
        let pixelScale = Double(width) / max(1, list.size.width)
        let damage = tracker.damage(to: list)
        if damage?.isEmpty == true { return false }
        target.drawer.render(list, pixelScale: pixelScale, damage: damage)
        let whole = target.canvas.buffer.area
        for area in damage?.map({ PixelArea(touching: $0, pixelScale: pixelScale).intersection(whole) }) ?? [whole] where !area.isEmpty {
            target.texture.upload(area, of: target.canvas.buffer)
        }
        SDL_RenderCopy(renderer.pointer, target.texture.pointer, nil, nil)
        SDL_RenderPresent(renderer.pointer)
        return true
    }

    private func makeTarget(width: Int32, height: Int32) throws(SDLError) -> Target {
        let canvas: SoftwareCanvas
        do {
            canvas = try SoftwareCanvas(width: width, height: height)
        } catch {
            throw SDLError(message: error.message)
        }
        let drawer = BandedRenderer(target: canvas.buffer, owner: canvas, text: text, count: BandedRenderer.windowBands, lookout: .whenExpected)
        return Target(canvas: canvas, drawer: drawer, texture: try StreamingTexture(renderer: renderer, width: width, height: height))
    }
}
