/// 32-bit XRGB pixels in memory that something else owns (a `SoftwareCanvas`, a window's
/// surface): red in bits 16–23, green 8–15, blue 0–7; the top byte is never read.
///
/// `@unchecked Sendable` because it is a pointer: whoever draws through it on several threads
/// gives each thread rows of its own (`BandedRenderer`), and the owner keeps the memory alive
/// for as long as anything draws.
public struct PixelBuffer: @unchecked Sendable {
    /// The first pixel of the first row.
    public let pixels: UnsafeMutablePointer<UInt32>
    /// Pixels a row, and rows.
    public let width: Int, height: Int
    /// Pixels from the start of one row to the start of the next (at least `width`).
    public let pitch: Int

    /// `height` rows of `width` pixels from `pixels`, `pitch` pixels apart.
    public init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, pitch: Int) {
        precondition(width >= 0 && height >= 0 && pitch >= width, "rows of at least `width` pixels")
        self.pixels = pixels
        self.width = width
        self.height = height
        self.pitch = pitch
    }

    /// Every pixel of the buffer.
    public var area: PixelArea { PixelArea(width: width, height: height) }

    /// Replaces `words` with every pixel, row after row with no padding, reusing its storage.
    public func copyPixelWords(into words: inout [UInt32]) {
        if words.count != width * height { words = [UInt32](repeating: 0, count: width * height) }
        words.withUnsafeMutableBufferPointer { destination in
            PixelRows(source: self, destination: destination.baseAddress!).copy(0..<height)
        }
    }
}

/// Rows of a pixel buffer copied into memory of `width` words a row.
///
/// `@unchecked Sendable` because it holds pointers: sound where each thread is given rows no
/// other thread writes meanwhile, and the copy is used only once every thread is done
/// (`BandedRenderer`).
struct PixelRows: @unchecked Sendable {
    let source: PixelBuffer
    let destination: UnsafeMutablePointer<UInt32>

    func copy(_ rows: Range<Int>) {
        for row in rows {
            (destination + row * source.width).update(from: source.pixels + row * source.pitch, count: source.width)
        }
    }
}
