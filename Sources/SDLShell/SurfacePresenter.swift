import CSDL
import Drawing
import FileOutput
import GestureEngine
import Raster

/// Software path: the frame drawn by `Raster` straight into the window's own surface (X11
/// shared memory, which keeps the frame between presents), only where it changed, in two bands
/// on two threads (`BandedRenderer.windowBands`), and those rectangles pushed to the display.
/// A surface whose pixels are not XRGB8888 (a display of another depth) gets a canvas of the
/// window's size, whose changed rectangles SDL converts into it.
final class SurfacePresenter: WindowPresenter {
    let name = "software"
    private let window: SDLWindow
    private let text: TextAtlas
    /// The window surface the frame is drawn over: its address, its pixels' and their layout.
    /// SDL replaces the surface when the window is resized; a resize the window asks for itself
    /// (the `+` key, a new scene's size) replaces it before its event arrives, often at the same
    /// address but with other pixels.
    private var drawnOver: SurfaceIdentity
    private var target: Target?
    private var tracker = DamageTracker()
    /// The window was resized: SDL may have replaced the surface, possibly at the same address.
    private var surfaceMayHaveChanged = false
    /// Drawing on the current surface failed and was reported.
    private var hasReportedFailure = false

    /// What the bands draw on: the surface's own pixels, or a canvas copied into the surface.
    private struct Target {
        let drawer: BandedRenderer
        /// The canvas drawn on, as an SDL surface, when the window surface is not XRGB8888.
        let staging: StagingSurface?
    }

    /// Nil when the window has no surface of its own without GL (a Wayland session).
    init?(window: SDLWindow, fontPath: String) throws(SDLError) {
        SDLThread.assertMain()
        // A software framebuffer of the display server's own (X11 shared memory), not a
        // texture: SDL would otherwise back the surface with an OpenGL renderer.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard let surface = SDL_GetWindowSurface(window.pointer) else { return nil }
        self.window = window
        text = try TextAtlas.checked(fontPath: fontPath, keepingAlive: window)
        drawnOver = SurfaceIdentity(surface)
        surfaceMayHaveChanged = true
    }

    /// Band renderers over `surface`, whose pixels the window owns until it is resized. Band
    /// threads park once a frame is drawn, leaving the processor to the display server's copy of
    /// it, and are woken while the next frame is composed.
    private func makeTarget(on surface: UnsafeMutablePointer<SDL_Surface>) throws(SDLError) -> Target {
        let frame = surface.pointee
        if frame.format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue, let pixels = frame.pixels, frame.pitch % 4 == 0 {
            let buffer = PixelBuffer(pixels: pixels.assumingMemoryBound(to: UInt32.self), width: Int(frame.w), height: Int(frame.h),
                                     pitch: Int(frame.pitch) / 4)
            return Target(drawer: BandedRenderer(target: buffer, owner: window, text: text, count: BandedRenderer.windowBands,
                                                 lookout: .whenExpected), staging: nil)
        }
        let staging = try StagingSurface(width: frame.w, height: frame.h)
        return Target(drawer: BandedRenderer(canvas: staging.canvas, text: text, count: BandedRenderer.windowBands), staging: staging)
    }

    func expectFrame() {
        target?.drawer.expectFrame()
    }

    func invalidate(surfaceChanged: Bool) {
        tracker.invalidate()
        if surfaceChanged { surfaceMayHaveChanged = true }
    }

    func present(_ list: DrawList) -> Bool {
        SDLThread.assertMain()
        let presented = drawIfChanged(list)
        // Nothing drawn: the band threads `expectFrame` woke need not look out for it.
        if !presented { target?.drawer.forgetExpectedFrame() }
        return presented
    }

    private func drawIfChanged(_ list: DrawList) -> Bool {
        guard let current = SDL_GetWindowSurface(window.pointer) else { return false }
        if SurfaceIdentity(current) != drawnOver || surfaceMayHaveChanged || target == nil {
            // Resized (or maybe): the old surface may be gone; draw on the current one, or on
            // nothing until that works (tried again each frame, said once).
            target = nil
            do {
                target = try makeTarget(on: current)
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
        guard let target else { return false }
        let width = drawnOver.width, height = drawnOver.height
        let pixelScale = Double(width) / max(1, list.size.width)
        let damage = tracker.damage(to: list)
        if damage?.isEmpty == true { return false }
        target.drawer.render(list, pixelScale: pixelScale, damage: damage)
        let whole = PixelArea(width: Int(width), height: Int(height))
        let changed = (damage?.map { PixelArea(touching: $0, pixelScale: pixelScale).intersection(whole) } ?? [whole]).filter { !$0.isEmpty }
        var rects = changed.map { SDL_Rect(x: Int32($0.columns.lowerBound), y: Int32($0.rows.lowerBound),
                                           w: Int32($0.columns.count), h: Int32($0.rows.count)) }
        if let staging = target.staging {
            for index in rects.indices { staging.copy(rects[index], into: current) }
        }
        guard damage != nil else {
            SDL_UpdateWindowSurface(window.pointer)
            return true
        }
        SDL_UpdateWindowSurfaceRects(window.pointer, &rects, Int32(rects.count))
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
