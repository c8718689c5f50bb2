import Dispatch
import Foundation

/// Encodes 32-bit XRGB pixels (the canvases' format) as an 8-bit RGB PNG: rows unfiltered,
/// compressed by `FastDeflate` with repeats of the pixel to the left and of the pixel above, in
/// pieces spread over the processors. A 1280×1066 frame of the 1 000-view scene encoded in about 15 ms
/// on one thread, where libpng's fastest setting took about 35 ms; the file is about a third larger.
public enum PNGEncoder {
    /// The PNG of `width`×`height` pixels given as XRGB words, row after row (a diff picture's
    /// pixels; a canvas encodes its own, `SoftwareCanvas.pngBytes`).
    public static func encode(xrgb words: [UInt32], width: Int, height: Int) -> [UInt8] {
        precondition(words.count == width * height, "one word a pixel")
        return words.withUnsafeBufferPointer { encode(pixels: $0.baseAddress!, width: width, height: height, pitch: width) }
    }

    /// The PNG of `height` rows of `width` pixels, each row starting `pitch` pixels after the
    /// last (the unused top byte of each pixel is ignored). The bytes depend on the pixels alone.
    public static func encode(pixels: UnsafePointer<UInt32>, width: Int, height: Int, pitch: Int) -> [UInt8] {
        encode(pixels: pixels, width: width, height: height, pitch: pitch, pieceBytes: FastDeflate.pieceBytes)
    }

    /// `encode`, the rows compressed in pieces of about `pieceBytes` (`FastDeflate.compress`).
    static func encode(pixels: UnsafePointer<UInt32>, width: Int, height: Int, pitch: Int, pieceBytes: Int) -> [UInt8] {
        precondition(width > 0 && height > 0 && pitch >= width, "a PNG needs at least one pixel")
        let rowBytes = 1 + 3 * width
        // Rows converted on every processor when there are enough of them to be worth it.
        let shares = rowBytes * height < FastDeflate.pieceBytes ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, height))
        let raw = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, count in
            count = rowBytes * height
            let rows = RGBRows(pixels: pixels, pitch: pitch, width: width, out: out.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: shares) { index in
                rows.convert(height * index / shares..<height * (index + 1) / shares)
            }
        }
        let compressed = raw.withUnsafeBufferPointer { FastDeflate.compress($0, near: 3, far: rowBytes, pieceBytes: pieceBytes) }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(compressed.count + 64)
        // Width, height, bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
        var header: [UInt8] = []
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header += [8, 2, 0, 0, 0]
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", compressed, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// Length, type, data and the CRC of type and data.
    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &png)
        let start = png.count
        png += Array(type.utf8)
        png += data
        let crc = png[start...].withUnsafeBufferPointer(crc32)
        appendBigEndian(crc, to: &png)
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    /// The CRC-32 PNG chunks end with (ISO 3309, reflected, polynomial 0xEDB88320).
    static func crc32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }
}

/// Rows of XRGB words written as PNG rows: filter type 0 (none), then red, green, blue per pixel.
///
/// `@unchecked Sendable` because it holds pointers: sound since `PNGEncoder.encode` gives each
/// thread disjoint rows to write and waits for all of them before reading.
private struct RGBRows: @unchecked Sendable {
    let pixels: UnsafePointer<UInt32>
    /// Pixels from one row of `pixels` to the next.
    let pitch: Int
    let width: Int
    let out: UnsafeMutablePointer<UInt8>

    func convert(_ rows: Range<Int>) {
        let rowBytes = 1 + 3 * width
        for y in rows {
            let row = pixels + y * pitch
            var offset = y * rowBytes
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
}
