import CSDL
import Drawing
import Foundation
import FileOutput
import GestureEngine

/// Which way the window's frames reach the screen.
public enum RendererChoice: String, CaseIterable, Sendable {
    /// `gpu` when the machine has a GPU render node (/dev/dri/renderD*), else `software`.
    case auto
    /// SDL's software renderer and the project's compositor drawing straight into the window's
    /// own surface (X11 shared memory), only where the frame changed: no GL stack is loaded.
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
    /// A frame is being composed; it is presented next if it changed.
    func expectFrame()
    /// Draws `list` (window points) if it differs from the last frame; true when it presented.
    func present(_ list: DrawList) -> Bool
    /// The window's contents may be gone (exposed, resized): the next frame is drawn whole.
    /// `surfaceChanged`: it was resized, and SDL may have replaced what the frame is drawn on.
    func invalidate(surfaceChanged: Bool)
}

/// Software path: SDL's software renderer and the project's compositor drawing straight into the
/// window's own surface (X11 shared memory, which keeps the frame between presents), only where
/// the frame changed, in two bands on two threads (`BandedRenderer.windowBands`), and those
/// rectangles pushed to the display.
final class SurfacePresenter: WindowPresenter {
    let name = "software"
    private let window: SDLWindow
    private let fontPath: String
    /// The window surface the band renderers were made over: its address, its pixels' and their
    /// layout. SDL replaces the surface when the window is resized; a resize the window asks for
    /// itself (the `+` key, a new scene's size) replaces it before its event arrives, often at
    /// the same address but with other pixels.
    private var drawnOver: SurfaceIdentity
    private var drawer: BandedRenderer
    private var tracker = DamageTracker()
    /// The window was resized: SDL may have replaced the surface, possibly at the same address.
    private var surfaceMayHaveChanged = false
    /// Drawing on the current surface failed and was reported.
    private var hasReportedFailure = false

    /// Nil when the window has no surface of its own without GL (a Wayland session).
    init?(window: SDLWindow, fontPath: String) throws(SDLError) {
        // A software framebuffer of the display server's own (X11 shared memory), not a
        // texture: SDL would otherwise back the surface with an OpenGL renderer.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard let surface = SDL_GetWindowSurface(window.pointer) else { return nil }
        self.window = window
        self.fontPath = fontPath
        drawnOver = SurfaceIdentity(surface)
        drawer = try Self.makeDrawer(on: surface, of: window, fontPath: fontPath)
    }

    private static func makeDrawer(on surface: UnsafeMutablePointer<SDL_Surface>, of window: SDLWindow,
                                   fontPath: String) throws(SDLError) -> BandedRenderer {
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else { throw SDLError("cannot draw on the window's surface") }
        // The renderers are destroyed before the window, which owns the surface.
        let first = try DrawListRenderer.checked(renderer: SDLRenderer(renderer, drawingOn: window), surface: surface, fontPath: fontPath)
        // Band threads park once a frame is drawn, leaving the processor to the display
        // server's copy of it, and are woken while the next frame is composed.
        return try BandedRenderer(surface: surface, owner: window, first: first, fontPath: fontPath, count: BandedRenderer.windowBands,
                                  lookout: .whenExpected)
    }

    func expectFrame() {
        drawer.expectFrame()
    }

    func invalidate(surfaceChanged: Bool) {
        tracker.invalidate()
        if surfaceChanged { surfaceMayHaveChanged = true }
    }

    func present(_ list: DrawList) -> Bool {
        let presented = drawIfChanged(list)
        // Nothing drawn: the band threads `expectFrame` woke need not look out for it.
        if !presented { drawer.forgetExpectedFrame() }
        return presented
    }

    private func drawIfChanged(_ list: DrawList) -> Bool {
        guard let current = SDL_GetWindowSurface(window.pointer) else { return false }
        if SurfaceIdentity(current) != drawnOver || surfaceMayHaveChanged {
            // Resized (or maybe): the old surface may be gone; draw on the current one, or on
            // nothing until that works (tried again each frame, said once).
            do {
                drawer = try Self.makeDrawer(on: current, of: window, fontPath: fontPath)
            } catch {
                if !hasReportedFailure { StandardStreams.err("gesturescope: cannot draw on the resized window: \(error.message)\n") }
                hasReportedFailure = true
                return false
            }
            drawnOver = SurfaceIdentity(current)
            surfaceMayHaveChanged = false
            hasReportedFailure = false
            tracker.invalidate()
        }
        let width = drawnOver.width, height = drawnOver.height
        let pixelScale = Double(width) / max(1, list.size.width)
        let damage = tracker.damage(to: list)
        if damage?.isEmpty == true { return false }
        drawer.render(list, pixelScale: pixelScale, damage: damage)
        guard let damage else {
            SDL_UpdateWindowSurface(window.pointer)
            return true
        }
        var whole = SDL_Rect(x: 0, y: 0, w: width, h: height)
        let rects = damage.compactMap { region -> SDL_Rect? in
            var pixels = DrawListRenderer.pixelRect(region, pixelScale: pixelScale), clipped = SDL_Rect()
            return SDL_IntersectRect(&pixels, &whole, &clipped) == SDL_TRUE ? clipped : nil
        }
        SDL_UpdateWindowSurfaceRects(window.pointer, rects, Int32(rects.count))
        return true
    }
}

/// An SDL surface as far as drawing on it goes: where it is, where its pixels are and how they
/// are laid out. Two equal identities can be drawn on by the same renderers.
struct SurfaceIdentity: Equatable {
    let surface: UnsafeMutablePointer<SDL_Surface>
    let pixels: UnsafeMutableRawPointer?
    let width: Int32, height: Int32, pitch: Int32

    init(_ surface: UnsafeMutablePointer<SDL_Surface>) {
        self.surface = surface
        pixels = surface.pointee.pixels
        width = surface.pointee.w
        height = surface.pointee.h
        pitch = surface.pointee.pitch
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
    /// The last frame presented: an equal one is skipped (whole frames only, so no damage).
    private var previous: DrawList?

    init(window: SDLWindow, fontPath: String) throws(SDLError) {
        renderer = try window.makeRenderer()
        hasVSync = renderer.hasVSync
        drawer = try DrawListRenderer.checked(renderer: renderer, fontPath: fontPath)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer.pointer, &info)
        let driver = info.name.map { String(cString: $0) } ?? "?"
        name = driver == "software" ? "software (SDL)" : "gpu (\(driver))"
    }

    func invalidate(surfaceChanged: Bool) {
        previous = nil
    }

    /// One renderer on the calling thread: nothing to get ready.
    func expectFrame() {}

    func present(_ list: DrawList) -> Bool {
        // Double-buffered: a partial redraw would leave the other buffer stale. Only skip.
        guard list != previous else { return false }
        previous = list
        let outputWidth = renderer.outputSize.width
        drawer.render(list, pixelScale: Double(outputWidth) / max(1, list.size.width))
        SDL_RenderPresent(renderer.pointer)
        return true
    }
}
