import CCodecs
import Foundation

/// A PNG decoded to 8-bit RGBA with libpng's simplified API: how the tests read goldens and
/// check what `SoftwareCanvas.pngBytes` wrote.
struct PNGImage {
    let width: Int, height: Int
    /// Four bytes a pixel, row after row, no padding.
    let rgba: [UInt8]

    /// Nil when `path` is missing or not a PNG libpng can read.
    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(bytes: [UInt8](data))
    }

    init?(bytes: [UInt8]) {
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
    func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let offset = (y * width + x) * 4
        return (rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
    }
}
