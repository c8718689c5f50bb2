import CSDL
import Raster

/// A canvas and an SDL surface over its pixels, for a window surface the frame cannot be drawn
/// into directly (not XRGB8888): SDL converts its changed rectangles into the window's format.
/// Main thread only; the surface is freed before the canvas.
final class StagingSurface {
    let canvas: SoftwareCanvas
    private let surface: UnsafeMutablePointer<SDL_Surface>

    init(width: Int32, height: Int32) throws(SDLError) {
        SDLThread.assertMain()
        do {
            canvas = try SoftwareCanvas(width: width, height: height)
        } catch {
            throw SDLError(message: error.message)
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(canvas.buffer.pixels, width, height, 32, width * 4,
                                                               SDL_PIXELFORMAT_RGB888.rawValue)
        else { throw SDLError("cannot show the frame's pixels to SDL") }
        SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
        self.surface = surface
    }

    deinit {
        SDL_FreeSurface(surface)
    }

    /// Copies `rect` (pixels) of the canvas into the same place of `destination`.
    func copy(_ rect: SDL_Rect, into destination: UnsafeMutablePointer<SDL_Surface>) {
        SDLThread.assertMain()
        var source = rect, target = rect
        SDL_UpperBlit(surface, &source, destination, &target)
    }
}
