import CSDL
import Drawing
import GestureEngine

/// Rounded shapes rasterised once and composited as textures: the backing store of a layer's
/// content, as Core Animation keeps one. A fill or border of an axis-aligned rounded rectangle
/// is drawn by `CoverageRasterizer` into a small texture the first time it is seen and copied
/// on every later frame; a moving or fading view only changes where and how opaque the copy is.
/// Identical shapes share one texture.
///
/// Keys: the shape in quarter pixels (its size, corner radius and border width, and the
/// fraction of a pixel its box starts at), and its colour without alpha: alpha is applied as
/// the texture's alpha modulation, so a fade reuses the texture. Positions are thus rounded to
/// a quarter pixel, a difference of at most one coverage step on an edge pixel (within the PNG
/// golden tolerance). Texels hold the colour with straight alpha = coverage.
///
/// A shape gets a texture the second time it is seen: one-off shapes (a finger trail's shrinking
/// dots) are rasterised in place and never fill the cache. A dashed outline is copied as its four
/// edge bands, so its empty middle costs nothing.
///
/// Holds its renderer (textures go before it). Bounded: past `byteBudget` every texture is
/// released and the cache starts again.
final class ShapeSpriteCache {
    /// Bytes of texels kept before the cache is emptied.
    static let byteBudget = 32 << 20

    private struct Key: Hashable {
        let shape: ShapeKey
        let red: UInt8, green: UInt8, blue: UInt8
    }

    private struct Sprite {
        let texture: OpaquePointer
        let width: Int32, height: Int32
    }

    private let renderer: SDLRenderer
    private var sprites: [Key: Sprite] = [:]
    /// Keys seen once, without a texture yet.
    private var seen: Set<Key> = []
    private var bytes = 0
    /// Keys remembered as seen before the set is emptied.
    private static let seenCapacity = 65_536

    init(renderer: SDLRenderer) {
        self.renderer = renderer
    }

    deinit {
        for sprite in sprites.values { SDL_DestroyTexture(sprite.texture) }
    }

    /// Draws the fill (`border` nil) or border (`border` local points wide) of `shape` in
    /// `color`; false when the shape is not one the cache keeps (`ShapeKey.place`: rotated, no
    /// rounded corner, too large) or is transparent, and nothing was drawn.
    func draw(_ shape: RoundedRect, border: Double?, color: Color, rasterizer: CoverageRasterizer) -> Bool {
        ShapeKey.place(shape, border: border, rasterizer: rasterizer).map { draw($0, color: color) } ?? false
    }

    /// Draws a dashed outline; false when it is not cached (`ShapeKey.place`) or transparent.
    func draw(_ outline: DashedOutline, color: Color, rasterizer: CoverageRasterizer) -> Bool {
        ShapeKey.place(outline, rasterizer: rasterizer).map { draw($0, color: color) } ?? false
    }

    private func draw(_ placement: ShapeKey.Placement, color: Color) -> Bool {
        guard color.alpha > 0 else { return false }
        let shade = SDL_Color(color)
        let key = Key(shape: placement.key, red: shade.r, green: shade.g, blue: shade.b)
        guard let sprite = sprites[key] ?? secondSighting(key) else { return false }
        SDL_SetTextureAlphaMod(sprite.texture, shade.a)
        // The texture starts `outset` pixels before the box (see `makeSprite`).
        let outset = placement.key.outset
        let x = Int32(clamping: placement.x - outset), y = Int32(clamping: placement.y - outset)
        guard case let .dashed(quarterScale) = placement.key.content else {
            var destination = SDL_Rect(x: x, y: y, w: sprite.width, h: sprite.height)
            SDL_RenderCopy(renderer.pointer, sprite.texture, nil, &destination)
            return true
        }
        // The four edge bands: the dash and its anti-aliased fringe on both sides.
        let band = min(Int32((DashedOutline.thickness * Double(quarterScale) / 4).rounded(.up)) + 2 * Int32(outset), sprite.height / 2, sprite.width / 2)
        let bands = [SDL_Rect(x: 0, y: 0, w: sprite.width, h: band), SDL_Rect(x: 0, y: sprite.height - band, w: sprite.width, h: band),
                     SDL_Rect(x: 0, y: band, w: band, h: sprite.height - 2 * band),
                     SDL_Rect(x: sprite.width - band, y: band, w: band, h: sprite.height - 2 * band)]
        for var source in bands where source.w > 0 && source.h > 0 {
            var destination = SDL_Rect(x: x + source.x, y: y + source.y, w: source.w, h: source.h)
            SDL_RenderCopy(renderer.pointer, sprite.texture, &source, &destination)
        }
        return true
    }

    /// The texture of `key` if it was seen before; else remembers it and returns nil.
    private func secondSighting(_ key: Key) -> Sprite? {
        guard seen.remove(key) != nil else {
            if seen.count >= Self.seenCapacity { seen.removeAll() }
            seen.insert(key)
            return nil
        }
        return makeSprite(key)
    }

    /// Rasterises the shape of `key` into a new texture: its box starts `outset` pixels (plus
    /// its phase) in from the texture's corner, so anti-aliased edges and dash bands have room.
    private func makeSprite(_ key: Key) -> Sprite? {
        let size = key.shape.rasterSize
        let width = Int32(size.width), height = Int32(size.height)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        defer { SDL_FreeSurface(surface) }
        let coverage = key.shape.coverage()
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let stride = Int(surface.pointee.pitch) / 4
        let rgb = UInt32(key.red) << 16 | UInt32(key.green) << 8 | UInt32(key.blue)
        for rect in coverage {
            let alpha = CoverageRasterizer.weight(level: UInt32(rect.level), alpha: 255)
            let texel = alpha << 24 | rgb
            for row in Int(rect.y)..<Int(rect.y + rect.height) {
                let start = row * stride + Int(rect.x)
                // Dashes meet at the corners: keep the better covered.
                for column in 0..<Int(rect.width) where pixels[start + column] >> 24 < alpha { pixels[start + column] = texel }
            }
        }
        guard let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        if bytes + Int(width * height) * 4 > Self.byteBudget { clear() }
        let sprite = Sprite(texture: texture, width: width, height: height)
        sprites[key] = sprite
        bytes += Int(width * height) * 4
        return sprite
    }

    private func clear() {
        for sprite in sprites.values { SDL_DestroyTexture(sprite.texture) }
        sprites.removeAll()
        bytes = 0
    }
}
