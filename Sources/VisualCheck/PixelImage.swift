/// An image to compare: `width`×`height` pixels, row after row, each a 0xAARRGGBB word
/// (8 bits a channel, straight alpha). Opaque renderings have alpha 255 throughout.
public struct PixelImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height` words, the top row first.
    public private(set) var pixels: [UInt32]

    /// An image of `pixels`; nil unless both sides are at least 1 and `pixels` has exactly
    /// `width * height` words.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height) == (pixels.count, false) else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A `width`×`height` image of one colour (both sides at least 1).
    public init(width: Int, height: Int, filledWith color: UInt32) {
        precondition(width > 0 && height > 0, "an image has at least one pixel")
        self.width = width
        self.height = height
        self.pixels = Array(repeating: color, count: width * height)
    }

    /// The image of opaque pixels given as 0x00RRGGBB words (a software canvas's XRGB8888; the
    /// unused top byte is ignored).
    public init?(width: Int, height: Int, opaqueXRGB words: [UInt32]) {
        self.init(width: width, height: height, pixels: words.map { $0 | 0xFF00_0000 })
    }

    /// The image of 4-byte RGBA pixels, row after row (what libpng's simplified API reads).
    public init?(width: Int, height: Int, rgbaBytes bytes: [UInt8]) {
        guard bytes.count % 4 == 0 else { return nil }
        let words = (0..<bytes.count / 4).map { index -> UInt32 in
            let base = index * 4
            return UInt32(bytes[base + 3]) << 24 | UInt32(bytes[base]) << 16 | UInt32(bytes[base + 1]) << 8 | UInt32(bytes[base + 2])
        }
        self.init(width: width, height: height, pixels: words)
    }

    /// The pixel at column `x`, row `y` (both within the image).
    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Every pixel as its red, green and blue over white (alpha composited away), as 0x00RRGGBB.
    public var opaqueXRGBWords: [UInt32] {
        pixels.map { word in
            let color = PerceivedColor(word)
            return UInt32(color.red.rounded()) << 16 | UInt32(color.green.rounded()) << 8 | UInt32(color.blue.rounded())
        }
    }

    /// "W×H", for messages.
    public var sizeDescription: String { "\(width)×\(height)" }
}
