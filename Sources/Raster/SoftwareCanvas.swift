import FileOutput

/// Pixels in memory with no display: deterministic output for snapshots, PNG goldens, offline
/// frames and a window presenter's frame before SDL copies it out.
///
/// The pixel format is XRGB8888 (`PixelBuffer`), what an X11 or Wayland window surface has, so
/// a frame drawn here and one drawn straight into a window are the same pixels. A new canvas is
/// black (every word 0).
public final class SoftwareCanvas {
    public let width: Int32
    public let height: Int32
    /// The canvas's memory: `width` × `height` words, rows with no padding, owned by the canvas.
    public let buffer: PixelBuffer

    /// The longest side of a canvas, in pixels (scene files' `window.size` is bounded so that a
    /// scene at 1× beside its timeline fits: `SceneLimits.windowSide`).
    public static let maximumSide: Int32 = 16384

    /// A canvas of `width`×`height` pixels.
    public init(width: Int32, height: Int32) throws(RasterError) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw RasterError("canvas size \(width)×\(height) is out of range (1…\(Self.maximumSide))")
        }
        let count = Int(width) * Int(height)
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        pixels.initialize(repeating: 0, count: count)
        self.width = width
        self.height = height
        buffer = PixelBuffer(pixels: pixels, width: Int(width), height: Int(height), pitch: Int(width))
    }

    deinit {
        buffer.pixels.deallocate()
    }

    /// The canvas encoded as an RGB PNG (`PNGEncoder`), in memory: the caller writes it with
    /// `OutputFile`, so that a failed write never leaves a partial file.
    public func pngBytes() -> [UInt8] {
        PNGEncoder.encode(pixels: buffer.pixels, width: buffer.width, height: buffer.height, pitch: buffer.pitch)
    }

    /// Writes the canvas as a PNG file (see `OutputFile` for what happens at `path`).
    public func savePNG(to path: String) throws {
        try OutputFile.write(pngBytes(), to: path)
    }

    /// Every pixel as an XRGB8888 word, row after row (no padding): for comparing canvases.
    public func pixelWords() -> [UInt32] {
        Array(UnsafeBufferPointer(start: buffer.pixels, count: buffer.width * buffer.height))
    }

    /// Replaces `words` with every pixel as an XRGB8888 word, row after row, reusing its
    /// storage (a recorder reading back frame after frame allocates once).
    public func copyPixelWords(into words: inout [UInt32]) {
        buffer.copyPixelWords(into: &words)
    }

    /// Hands `body` every pixel as XRGB8888 words, row after row: the canvas's own memory.
    public func withPixelWords<Result, Failure: Error>(_ body: (UnsafeBufferPointer<UInt32>) throws(Failure) -> Result) throws(Failure) -> Result {
        try body(UnsafeBufferPointer(start: buffer.pixels, count: buffer.width * buffer.height))
    }

    /// The pixel at (x, y) as RGBA bytes (alpha is always 255: the canvas is opaque).
    public func pixel(x: Int32, y: Int32) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let word = buffer.pixels[Int(y) * buffer.pitch + Int(x)]
        return (UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word), 255)
    }
}

/// A canvas or frame that could not be made, with the reason.
public struct RasterError: Error, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
