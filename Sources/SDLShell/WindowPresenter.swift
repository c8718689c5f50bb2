import CSDL
import Drawing
import Foundation
import GestureEngine

/// Which way the window's frames reach the screen.
public enum RendererChoice: String, CaseIterable, Sendable {
    /// `gpu` when the machine has a GPU render node (/dev/dri/renderD*), else `software`.
    case auto
    /// The project's rasteriser into a kept frame, damaged rectangles copied to the window's
    /// own surface (X11 shared memory): no GL stack is loaded.
    case software
    /// SDL's accelerated renderer (OpenGL and the like), whole frames, vsync.
    case gpu

    /// `auto` decided for this machine: a render node means a real GPU driver (llvmpipe and
    /// software GL have none).
    func resolved(renderNodes: [String]) -> RendererChoice {
        guard self == .auto else { return self }
        return renderNodes.contains { $0.hasPrefix("renderD") } ? .gpu : .software
    }

    /// The render nodes of this machine.
    static var machineRenderNodes: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
    }
}

/// Puts frames on the window. Each frame is compared with the last (`DamageTracker`): an
/// unchanged frame is not drawn at all.
protocol WindowPresenter: AnyObject {
    /// For the status line and `--frame-stats`: "software", "gpu (opengl)" …
    var name: String { get }
    /// Draws `list` (window points) if it differs from the last frame; true when it presented.
    func present(_ list: DrawList) -> Bool
    /// The window's contents may be gone (exposed, resized): the next frame is drawn whole.
    func invalidate()
}

/// Software path: a kept frame in our own surface, redrawn where damaged by `DrawListRenderer`,
/// and the damaged rectangles copied to the window's surface and pushed to the display.
final class SurfacePresenter: WindowPresenter {
    let name = "software"
    private let window: SDLWindow
    private let fontPath: String
    private var canvas: SoftwareCanvas
    private var drawer: DrawListRenderer
    private var tracker = DamageTracker()

    /// Nil when the window has no surface of its own without GL (a Wayland session).
    init?(window: SDLWindow, fontPath: String) throws(SDLError) {
        // A software framebuffer of the display server's own (X11 shared memory), not a
        // texture: SDL would otherwise back the surface with an OpenGL renderer.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard let surface = SDL_GetWindowSurface(window.pointer) else { return nil }
        self.window = window
        self.fontPath = fontPath
        (canvas, drawer) = try Self.makeCanvas(width: surface.pointee.w, height: surface.pointee.h, fontPath: fontPath)
    }

    private static func makeCanvas(width: Int32, height: Int32, fontPath: String) throws(SDLError) -> (SoftwareCanvas, DrawListRenderer) {
        let canvas: SoftwareCanvas
        do {
            canvas = try SoftwareCanvas(width: max(1, width), height: max(1, height))
        } catch {
            throw SDLError("cannot make the window's \(width)×\(height) frame")
        }
        return (canvas, try DrawListRenderer.checked(renderer: canvas.renderer, fontPath: fontPath))
    }

    func invalidate() {
        tracker.invalidate()
    }

    func present(_ list: DrawList) -> Bool {
        guard let surface = SDL_GetWindowSurface(window.pointer) else { return false }
        if surface.pointee.w != canvas.width || surface.pointee.h != canvas.height {
            guard let made = try? Self.makeCanvas(width: surface.pointee.w, height: surface.pointee.h, fontPath: fontPath) else { return false }
            (canvas, drawer) = made
            tracker.invalidate()
        }
        let pixelScale = Double(canvas.width) / max(1, list.size.width)
        let damage = tracker.damage(to: list)
        if damage?.isEmpty == true { return false }
        drawer.render(list, pixelScale: pixelScale, damage: damage)
        guard let damage else {
            SDL_UpperBlit(canvas.surface, nil, surface, nil)
            SDL_UpdateWindowSurface(window.pointer)
            return true
        }
        var rects: [SDL_Rect] = []
        var whole = SDL_Rect(x: 0, y: 0, w: canvas.width, h: canvas.height)
        for region in damage {
            var pixels = DrawListRenderer.pixelRect(region, pixelScale: pixelScale), clipped = SDL_Rect()
            guard SDL_IntersectRect(&pixels, &whole, &clipped) == SDL_TRUE else { continue }
            var destination = clipped
            SDL_UpperBlit(canvas.surface, &clipped, surface, &destination)
            rects.append(clipped)
        }
        SDL_UpdateWindowSurfaceRects(window.pointer, rects, Int32(rects.count))
        return true
    }
}

/// GPU path (or SDL's own renderer where the window has no plain surface): whole frames,
/// presented only when they changed.
final class RendererPresenter: WindowPresenter {
    let name: String
    /// True when `SDL_RenderPresent` waits for the display's vertical sync.
    let hasVSync: Bool
    private let renderer: SDLRenderer
    private let drawer: DrawListRenderer
    private var tracker = DamageTracker()

    init(window: SDLWindow, fontPath: String) throws(SDLError) {
        renderer = try window.makeRenderer()
        hasVSync = renderer.hasVSync
        drawer = try DrawListRenderer.checked(renderer: renderer, fontPath: fontPath)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer.pointer, &info)
        let driver = info.name.map { String(cString: $0) } ?? "?"
        name = driver == "software" ? "software (SDL)" : "gpu (\(driver))"
    }

    func invalidate() {
        tracker.invalidate()
    }

    func present(_ list: DrawList) -> Bool {
        // Double-buffered: a partial redraw would leave the other buffer stale. Only skip.
        guard tracker.damage(to: list) != [] else { return false }
        let outputWidth = renderer.outputSize.width
        drawer.render(list, pixelScale: Double(outputWidth) / max(1, list.size.width))
        SDL_RenderPresent(renderer.pointer)
        return true
    }
}
