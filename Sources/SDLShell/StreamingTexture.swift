import CSDL
import Raster

/// An XRGB8888 texture of a renderer, written from memory each frame. Holds its renderer, so the
/// texture is destroyed first. Main thread only.
final class StreamingTexture {
    let pointer: OpaquePointer
    private let renderer: SDLRenderer

    init(renderer: SDLRenderer, width: Int32, height: Int32) throws(SDLError) {
        guard let texture = SDL_CreateTexture(renderer.pointer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                              width, height)
        else { throw SDLError("cannot make a \(width)×\(height) texture") }
        pointer = texture
        self.renderer = renderer
    }

    deinit {
        SDL_DestroyTexture(pointer)
    }

    /// Copies `area` of `pixels` (the texture's size) into the same place of the texture.
    func upload(_ area: PixelArea, of pixels: PixelBuffer) {
        var rect = SDL_Rect(x: Int32(area.columns.lowerBound), y: Int32(area.rows.lowerBound), w: Int32(area.columns.count), h: Int32(area.rows.count))
        SDL_UpdateTexture(pointer, &rect, pixels.pixels + area.rows.lowerBound * pixels.pitch + area.columns.lowerBound, Int32(pixels.pitch * 4))
    }
}
