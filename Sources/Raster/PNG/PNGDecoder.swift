import CCodecs
#if canImport(Glibc)
import Glibc
#endif

/// Reads a PNG file (a golden) into 8-bit RGBA pixels with libpng's simplified API, which
/// reports every error in its result (never by longjmp through Swift frames), whatever the file's
/// colour type, depth or interlacing.
public enum PNGDecoder {
    /// The largest width or height read, in pixels: a canvas is never larger (`SoftwareCanvas`),
    /// and the bound keeps a planted file from asking for gigabytes.
    public static let maximumSide = 16384
    /// The most pixels read (16 M, 64 MB decoded): a few-KB file of 16384 × 16384 would ask
    /// for a gigabyte, and a golden is a window's size.
    public static let maximumPixels = 1 << 24

    /// A decoded image: `width`×`height` pixels, 4 bytes each (red, green, blue, alpha), row after row.
    public struct Image {
        public let width: Int
        public let height: Int
        public let rgba: [UInt8]
    }

    /// Why a file could not be read: "PATH: reason".
    public struct Failure: Error {
        public let message: String
    }

    /// The image in the PNG file at `path`. Throws for anything but a regular file (a FIFO or a
    /// device is never opened: reading it could block forever), a file that is not a complete
    /// PNG, and one wider or taller than `maximumSide` or of more than `maximumPixels`.
    public static func read(_ path: String) throws(Failure) -> Image {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw Failure(message: "\(path): \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Failure(message: "\(path): not a regular file") }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw Failure(message: "\(path): not a readable PNG (\(libpngMessage(image)))")
        }
        let width = Int(image.width), height = Int(image.height)
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height), width * height <= maximumPixels else {
            throw Failure(message: "\(path): \(width)×\(height) pixels, larger than \(maximumSide) a side or \(maximumPixels) in all")
        }
        // PNG_FORMAT_RGBA, which Swift does not import (a macro of macros).
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, png_int_32(width * 4), nil)
        }
        guard finished != 0 else { throw Failure(message: "\(path): not a readable PNG (\(libpngMessage(image)))") }
        return Image(width: width, height: height, rgba: pixels)
    }

    /// The message libpng left in `image` (a fixed, NUL-terminated buffer).
    private static func libpngMessage(_ image: png_image) -> String {
        withUnsafeBytes(of: image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
