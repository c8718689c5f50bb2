import CSDL

/// Renders text with SDL_ttf into textures and keeps them: one font per pixel size, one texture
/// per (text, pixel size, colour), faded at draw time with alpha modulation. Colour is part of
/// the texture, not a modulation: SDL's software blitter has no fast path for colour-modulated
/// copies, and an overlay draws the same few labels in the same few colours every frame.
///
/// Holds its renderer: the textures are destroyed (and the fonts closed) before the renderer can
/// be, whatever order the owners let go in.
final class TextCache {
    struct Key: Hashable {
        let text: String
        let pixelSize: Int32
        let red: UInt8, green: UInt8, blue: UInt8
    }

    struct Entry {
        let texture: OpaquePointer
        let width: Int32
        let height: Int32
        var lastUse: Int
    }

    private let renderer: SDLRenderer
    private let fonts: FontsBySize
    private var textures: [Key: Entry] = [:]
    private var clock = 0
    /// Textures kept before the least recently used are evicted.
    private let capacity = 512

    init(renderer: SDLRenderer, fontPath: String) {
        self.renderer = renderer
        fonts = FontsBySize(path: fontPath)
    }

    deinit {
        for entry in textures.values { SDL_DestroyTexture(entry.texture) }
    }

    /// The texture for `text` at `pixelSize` in `color` (its alpha is not used), or nil if the
    /// font or text cannot be rendered.
    func texture(for text: String, pixelSize: Int32, color: SDL_Color) -> Entry? {
        clock += 1
        let key = Key(text: text, pixelSize: pixelSize, red: color.r, green: color.g, blue: color.b)
        // One hash for a hit (every text of every frame).
        if let index = textures.index(forKey: key) {
            textures.values[index].lastUse = clock
            return textures.values[index]
        }
        guard let font = fonts.font(pixelSize),
              let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: color.r, g: color.g, b: color.b, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        evictIfFull()
        let entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUse: clock)
        textures[key] = entry
        return entry
    }

    /// Fails with SDL_ttf's reason, naming the file, when the font at `path` cannot be opened
    /// or cannot render text (a truncated or garbage file).
    static func checkFont(at path: String) throws(SDLError) {
        guard let font = TTF_OpenFont(path, 16) else { throw SDLError("cannot open the font \(path)") }
        defer { TTF_CloseFont(font) }
        guard let surface = TTF_RenderUTF8_Blended(font, probeText, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            throw SDLError("cannot render text with the font \(path)")
        }
        SDL_FreeSurface(surface)
    }

    /// Text rendered once to check a font: capitals, small letters, digits, punctuation and the
    /// non-ASCII characters the overlay uses.
    private static let probeText = "Gesturescope Ag 0123456789 · × → ≥ …"

    private func evictIfFull() {
        guard textures.count >= capacity else { return }
        let oldest = textures.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(capacity / 4)
        for (key, entry) in oldest {
            SDL_DestroyTexture(entry.texture)
            textures[key] = nil
        }
    }
}
