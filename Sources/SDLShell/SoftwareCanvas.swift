import CSDL
import Drawing
import FileOutput

/// An off-screen surface with SDL's software renderer: deterministic output with no display, for
/// snapshots, PNG goldens and offline frames.
///
/// The pixel format is XRGB8888, what an X11 or Wayland window surface has: SDL's software
/// blending has fast paths for it (a byte-order RGBA surface blends about 2.5× slower), so the
/// frame benchmark measures what the window does.
public final class SoftwareCanvas {
    public let width: Int32
    public let height: Int32
    private let pixels: SurfacePixels
    /// The software renderer drawing on the surface; it keeps the surface alive.
    public let renderer: SDLRenderer

    var surface: UnsafeMutablePointer<SDL_Surface> { pixels.surface }

    /// The longest side of a canvas, in pixels (scene files' `window.size` is bounded so that a
    /// scene at 1× beside its timeline fits: `SceneLimits.windowSide`).
    public static let maximumSide: Int32 = 16384

    /// A canvas of `width`×`height` pixels.
    public init(width: Int32, height: Int32) throws {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw SDLError("canvas size \(width)×\(height) is out of range (1…\(Self.maximumSide))")
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGB888.rawValue) else {
            throw SDLError("cannot create a \(width)×\(height) surface")
        }
        let pixels = SurfacePixels(surface)
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else { throw SDLError("cannot create the software renderer") }
        self.width = width
        self.height = height
        self.pixels = pixels
        self.renderer = SDLRenderer(renderer, drawingOn: pixels)
    }

    /// The canvas encoded as an RGB PNG (`PNGEncoder`: fast, for files somewhat larger than
    /// zlib's), in memory: the caller writes it with `OutputFile`, so that a failed write never
    /// leaves a partial file.
    public func pngBytes() -> [UInt8] {
        PNGEncoder.encode(pixels: surface.pointee.pixels.assumingMemoryBound(to: UInt32.self), width: Int(width), height: Int(height),
                          pitch: Int(surface.pointee.pitch) / 4)
    }

    /// Writes the canvas as a PNG file (see `OutputFile` for what happens at `path`).
    public func savePNG(to path: String) throws {
        try OutputFile.write(pngBytes(), to: path)
    }

    /// Every pixel as an XRGB8888 word, row after row (no padding): for comparing canvases.
    public func pixelWords() -> [UInt32] {
        var words: [UInt32] = []
        copyPixelWords(into: &words)
        return words
    }

    /// Replaces `words` with every pixel as an XRGB8888 word, row after row, reusing its
    /// storage (a recorder reading back frame after frame allocates once).
    public func copyPixelWords(into words: inout [UInt32]) {
        let pitch = Int(surface.pointee.pitch), width = Int(self.width)
        words.removeAll(keepingCapacity: true)
        words.reserveCapacity(width * Int(height))
        for y in 0..<Int(height) {
            let row = surface.pointee.pixels.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            words.append(contentsOf: UnsafeBufferPointer(start: row, count: width))
        }
    }

    /// Hands `body` every pixel as XRGB8888 words, row after row: the canvas's own memory when
    /// its rows have no padding (they do not, for 32-bit pixels), else a copy.
    public func withPixelWords<Result, Failure: Error>(_ body: (UnsafeBufferPointer<UInt32>) throws(Failure) -> Result) throws(Failure) -> Result {
        let width = Int(self.width), height = Int(self.height)
        guard Int(surface.pointee.pitch) == width * 4 else {
            var words: [UInt32] = []
            copyPixelWords(into: &words)
            return try words.withUnsafeBufferPointer { (pixels) throws(Failure) -> Result in try body(pixels) }
        }
        return try body(UnsafeBufferPointer(start: surface.pointee.pixels.assumingMemoryBound(to: UInt32.self), count: width * height))
    }

    /// The pixel at (x, y) as RGBA bytes (alpha is always 255: the canvas is opaque).
    public func pixel(x: Int32, y: Int32) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let pitch = Int(surface.pointee.pitch)
        let row = surface.pointee.pixels.advanced(by: Int(y) * pitch).assumingMemoryBound(to: UInt32.self)
        var red: UInt8 = 0, green: UInt8 = 0, blue: UInt8 = 0, alpha: UInt8 = 0
        SDL_GetRGBA(row[Int(x)], surface.pointee.format, &red, &green, &blue, &alpha)
        return (red, green, blue, alpha)
    }
}

/// Owns an SDL surface: freed when the last holder (the canvas, its renderer) lets go.
final class SurfacePixels {
    let surface: UnsafeMutablePointer<SDL_Surface>
    /// What the pixels this surface shows belong to (a canvas, a window), kept alive as long as
    /// this one. A window's pixels are its surface's: valid only until the window is resized.
    private let owner: AnyObject?

    init(_ surface: UnsafeMutablePointer<SDL_Surface>, showing owner: AnyObject? = nil) {
        self.surface = surface
        self.owner = owner
    }

    deinit {
        SDL_FreeSurface(surface)
    }
}
