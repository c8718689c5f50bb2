import CCodecs
import Foundation
import VisualCheck

/// A PNG decoded to 8-bit RGBA with libpng's simplified API, independently of the product's own
/// encoder and decoder: how the tests read PNG goldens and check what `SoftwareCanvas.pngBytes`
/// wrote.
public struct PNGImage {
    public let width: Int, height: Int
    /// Four bytes a pixel (red, green, blue, alpha), row after row, no padding.
    public let rgba: [UInt8]

    /// Nil when `path` is missing or not a PNG libpng can read.
    public init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(bytes: [UInt8](data))
    }

    /// Nil when `bytes` are not a PNG libpng can read.
    public init?(bytes: [UInt8]) {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_memory(&image, bytes, bytes.count) != 0 else { return nil }
        // PNG_FORMAT_RGBA, spelled out: Swift cannot import a macro built from others.
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        let width = Int(image.width), height = Int(image.height)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        guard png_image_finish_read(&image, nil, &rgba, 0, nil) != 0 else {
            png_image_free(&image)
            return nil
        }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at (x, y) as RGBA bytes.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let offset = (y * width + x) * 4
        return (rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
    }

    /// The image as `check` compares it; nil for an empty image.
    public var pixelImage: PixelImage? {
        PixelImage(width: width, height: height, rgbaBytes: rgba)
    }

    /// Writes `image` as an 8-bit RGBA PNG at `path` (replacing a file there); throws when
    /// libpng cannot.
    public static func write(_ image: PixelImage, to path: String) throws {
        var rgba = [UInt8]()
        rgba.reserveCapacity(image.pixels.count * 4)
        for word in image.pixels {
            rgba += [UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF), UInt8(word >> 24)]
        }
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        guard png_image_write_to_file(&png, path, 0, rgba, 0, nil) != 0 else {
            png_image_free(&png)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }
}
