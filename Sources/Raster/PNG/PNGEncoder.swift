import CCodecs

/// Encodes 32-bit XRGB pixels (the canvases' format) as an 8-bit RGB PNG: rows unfiltered,
/// compressed by libdeflate into one zlib stream, chunks checked with its CRC-32. The bytes
/// depend on the pixels alone (and the libdeflate release), on any machine.
public enum PNGEncoder {
    /// libdeflate's compression level (1 fastest … 12 smallest). The rendered frames are mostly
    /// flat colour, which its fastest level already finds nearly every repeat of; the sizes and
    /// whole-command times behind the choice are in docs/PERFORMANCE.md.
    static let level: Int32 = 1

    /// The PNG of `width`×`height` pixels given as XRGB words, row after row (a diff picture's
    /// pixels; a canvas encodes its own, `SoftwareCanvas.pngBytes`).
    public static func encode(xrgb words: [UInt32], width: Int, height: Int) -> [UInt8] {
        precondition(words.count == width * height, "one word a pixel")
        return words.withUnsafeBufferPointer { encode(pixels: $0.baseAddress!, width: width, height: height, pitch: width) }
    }

    /// The PNG of `height` rows of `width` pixels, each row starting `pitch` pixels after the
    /// last (the unused top byte of each pixel is ignored).
    public static func encode(pixels: UnsafePointer<UInt32>, width: Int, height: Int, pitch: Int) -> [UInt8] {
        precondition(width > 0 && height > 0 && pitch >= width, "a PNG needs at least one pixel")
        let rowBytes = 1 + 3 * width
        let raw = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, count in
            count = rowBytes * height
            for y in 0..<height {
                let row = pixels + y * pitch
                var offset = y * rowBytes
                // Filter type 0 (none), then red, green, blue per pixel.
                out[offset] = 0
                offset += 1
                for x in 0..<width {
                    let pixel = row[x]
                    out[offset] = UInt8(truncatingIfNeeded: pixel >> 16)
                    out[offset + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    out[offset + 2] = UInt8(truncatingIfNeeded: pixel)
                    offset += 3
                }
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        // Width, height, bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
        var header: [UInt8] = []
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header += [8, 2, 0, 0, 0]
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", zlibStream(of: raw), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// `data` as a zlib stream (RFC 1950) at `level`.
    static func zlibStream(of data: [UInt8]) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else { fatalError("libdeflate cannot allocate a compressor") }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, data.count)
        return [UInt8](unsafeUninitializedCapacity: bound) { out, count in
            count = data.withUnsafeBytes { libdeflate_zlib_compress(compressor, $0.baseAddress, $0.count, out.baseAddress, bound) }
            // The bound is what libdeflate promises any input fits in.
            precondition(count > 0, "libdeflate's output exceeded its own bound")
        }
    }

    /// Length, type, data and the CRC of type and data.
    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &png)
        let start = png.count
        png += Array(type.utf8)
        png += data
        let crc = png[start...].withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        appendBigEndian(crc, to: &png)
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }
}
